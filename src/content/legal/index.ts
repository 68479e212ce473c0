import type { Language } from "~/i18n/languages";
import { englishDocuments } from "./en";
import { frenchDocuments } from "./fr";
import { italianDocuments } from "./it";
import { chineseDocuments } from "./zh";
import type { LegalDocument, LegalSlug } from "./types";

/** Every document in every language: a missing translation is a type error, so the build fails on it. */
const documentsByLanguage: Record<Language, Record<LegalSlug, LegalDocument>> = {
  it: italianDocuments,
  en: englishDocuments,
  zh: chineseDocuments,
  fr: frenchDocuments,
};

/** The date every language's documents carry: the translations follow the English text of this date. */
export const LEGAL_LAST_UPDATED = new Date(Date.UTC(2025, 0, 1));

export function legalDocument(slug: LegalSlug, lang: Language): LegalDocument {
  return documentsByLanguage[lang][slug];
}
