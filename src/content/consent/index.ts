import type { Language } from "~/i18n/languages";
import { en } from "./en";
import { fr } from "./fr";
import { it } from "./it";
import type { ConsentCopy } from "./types";
import { zh } from "./zh";

const copies: Record<Language, ConsentCopy> = { it, en, zh, fr };

/** The consent copy of one language; the root loader sends only this one to the browser. */
export function consentCopy(lang: Language): ConsentCopy {
  return copies[lang];
}

export type { ConsentCopy };
