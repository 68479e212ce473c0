import type { Language } from "~/i18n/languages";
import { keeping, type TextRule } from "../text-rules";

/**
 * Shared by the schema (./schema.ts) and the editor's fields (./editor.ts), without Astro's code: the editor
 * runs in the browser, which cannot load the collection's.
 */
export const CONTACT_DIR = "src/content/contact";

/** The plural forms a message with a number may have (CLDR's, as `Intl.PluralRules` picks them). */
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
  many: "For millions (1 000 000 de caractères); empty uses the last form",
  other: "For any other number",
};

/** The two ways of joining a field's label and its "(optional)" mark. */
export const OPTIONAL_SEPARATORS = [
  { label: "A space", value: " " },
  { label: "Nothing (where the mark opens with a full-width bracket, as （选填）)", value: "" },
] as const;

/** A text the code completes: it must keep each `{placeholder}` (e.g. `{privacy}`, where the link goes). */
export const placeholdersKept = (...placeholders: string[]): TextRule =>
  keeping(placeholders, `keep ${placeholders.map((name) => `{${name}}`).join(" and ")}, where the code puts its value`);
