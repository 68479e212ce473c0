import { z } from "astro/zod";
import type { Language } from "~/i18n/languages";

/**
 * A text that names a number, written in each plural form its language has (src/i18n/plural.ts picks
 * one with `Intl.PluralRules`): "1 recensione", "2 recensioni". Shared by the schemas and the editor's
 * fields (./editor-fields.ts); no Astro code here, the editor loads this file.
 */

/** The plural forms a text with a number may have (CLDR's, as `Intl.PluralRules` picks them). */
export const PLURAL_FORMS = ["zero", "one", "two", "few", "many", "other"] as const;

/**
 * The forms the language uses, for the editor to offer just those: "one" and "other" in English, "one",
 * "many" and "other" in Italian and French, "other" alone in Chinese.
 */
export function pluralFormsOf(lang: Language): Intl.LDMLPluralRule[] {
  const used = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  return PLURAL_FORMS.filter((form) => used.includes(form));
}

/** What each form is for, in the editor. */
export const PLURAL_FORM_HELP: Record<Intl.LDMLPluralRule, string> = {
  zero: "For 0",
  one: "For 1 (in French, 0 and 1)",
  two: "For 2",
  few: "For a few",
  many: "For millions (1.000.000 di recensioni, 1 000 000 de caractères); empty uses the last form",
  other: "For any other number",
};

/** The forms of a text, each checked by `form`; "other" is required, and a form left out uses it. */
export function pluralTexts(form: z.ZodString) {
  const optional = form.optional();
  return z.object({ zero: optional, one: optional, two: optional, few: optional, many: optional, other: form });
}
