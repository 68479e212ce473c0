import type { Language } from "~/i18n/languages";
import { en } from "./en";
import { fr } from "./fr";
import { it } from "./it";
import type { HomeContent } from "./types";
import { zh } from "./zh";

const homeContent: Record<Language, HomeContent> = { it, en, zh, fr };

/** Called from the home loader only, so the browser receives just the page language's copy. */
export function homeCopy(lang: Language): HomeContent {
  return homeContent[lang];
}

export type { HomeContent } from "./types";
