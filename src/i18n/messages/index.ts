import type { Language } from "../languages";
import { withFallback } from "../translate";
import { en, type Messages } from "./en";
import { fr } from "./fr";
import { it } from "./it";
import { zh } from "./zh";

const catalogue: Record<Language, Messages> = { it, en, zh, fr };

/**
 * The UI messages of one language, completed from English. Called from loaders only, so a page ships
 * just its own language's messages to the browser.
 */
export function uiMessages(lang: Language): Messages {
  return lang === "en" ? en : withFallback(catalogue[lang], en);
}
