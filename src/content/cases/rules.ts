import type { Language } from "~/i18n/languages";

/** Shared by the schema, the checks and the editor's fields, without Astro's code (the editor runs in the browser). */
export const CASES_DIR = "src/content/cases";

/** Search engines show about 160 characters of a description, and about 80 of Chinese (spec, section 7). */
export const metaDescriptionLength: Record<Language, { min: number; max: number }> = {
  it: { min: 120, max: 160 },
  en: { min: 120, max: 160 },
  fr: { min: 120, max: 160 },
  zh: { min: 60, max: 80 },
};
