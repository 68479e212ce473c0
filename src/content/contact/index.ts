import type { Language } from "~/i18n/languages";
import { en } from "./en";
import { fr } from "./fr";
import { it } from "./it";
import type { ContactCopy } from "./types";
import { zh } from "./zh";

const copies: Record<Language, ContactCopy> = { it, en, zh, fr };

/** Called from the loader and the action only, so the browser receives one language. */
export function contactCopy(lang: Language): ContactCopy {
  return copies[lang];
}
