import type { Language } from "~/i18n/languages";

/**
 * Rules a text must meet that both the build's schemas (zod) and the editor's fields (Keystatic, in the
 * browser) apply, written once here so that the editor refuses, as you type, what the build would refuse.
 * A rule is a regular expression and the words that say it: Keystatic takes it as a field's `pattern`,
 * a schema as `.regex(rule.regex, rule.message)`. No Astro code here: the editor loads this file.
 */
export interface TextRule {
  regex: RegExp;
  message: string;
}

/** Characters as a reader counts them (code points: an emoji is one), not JavaScript's UTF-16 units. */
export const characterCount = (text: string) => [...text].length;

/** Search engines show about 160 characters of a page's description, and about 80 of Chinese (spec, section 7). */
export function metaDescriptionLength(lang: Language): { min: number; max: number } {
  return lang === "zh" ? { min: 60, max: 80 } : { min: 120, max: 160 };
}

/**
 * A page's description for search engines, within its language's length. A pattern rather than
 * Keystatic's `length`, which counts UTF-16 units: with the `u` flag the editor counts as the schema does.
 */
export function metaDescriptionRule(lang: Language): TextRule {
  const { min, max } = metaDescriptionLength(lang);
  return { regex: new RegExp(`^[\\s\\S]{${min},${max}}$`, "u"), message: `${min} to ${max} characters` };
}

/** A page's address or a section's anchor: lowercase letters and digits, words joined by hyphens. */
export const SLUG_RULE: TextRule = {
  regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  message: "lowercase letters, digits and hyphens, e.g. acme-case",
};

/**
 * A text the code completes: it must keep each `{placeholder}`. An empty text passes this rule (an
 * optional one may stay empty); whether a text may be empty is the field's own rule.
 */
export function keeping(placeholders: readonly string[], message: string): TextRule {
  return { regex: new RegExp(`^$|^${placeholders.map((name) => `(?=[\\s\\S]*\\{${name}\\})`).join("")}`), message };
}

/**
 * `rule` for a text as written, unless it names a fact (`{{case.raised}}`): how long that text is shows
 * only once the fact is filled in, which the build then measures (src/content/cases/check.ts); the editor
 * cannot, and lets it through.
 */
export function unlessNamingFacts(rule: TextRule): TextRule {
  return { regex: new RegExp(`^(?=[\\s\\S]*\\{\\{)|${rule.regex.source}`, rule.regex.flags), message: rule.message };
}
