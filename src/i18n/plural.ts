import type { Language } from "./languages";

/**
 * A message that names a number, in the plural forms its language has (CLDR categories, as
 * `Intl.PluralRules` picks them): "one" and "other" in Italian, English and French (French also puts 0
 * in "one"), "other" alone in Chinese.
 */
export type PluralMessage = { other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, "other">, string>>;

const rules = new Map<Language, Intl.PluralRules>();
const numbers = new Map<Language, Intl.NumberFormat>();

function cached<T>(cache: Map<Language, T>, lang: Language, create: () => T): T {
  let value = cache.get(lang);
  if (value === undefined) {
    value = create();
    cache.set(lang, value);
  }
  return value;
}

/** `count` as the language writes numbers: 5,000 in English and Chinese, 5.000 in Italian, 5 000 in French. */
export function formatNumber(lang: Language, count: number): string {
  return cached(numbers, lang, () => new Intl.NumberFormat(lang)).format(count);
}

/** The form of `message` that `count` takes in `lang`, with `{name}` replaced by the formatted number. */
export function countMessage(lang: Language, message: PluralMessage, count: number, name = "count"): string {
  const category = cached(rules, lang, () => new Intl.PluralRules(lang)).select(count);
  return (message[category] ?? message.other).replaceAll(`{${name}}`, formatNumber(lang, count));
}

/**
 * Builds the language's number and plural rules ahead of need: their first use loads the locale's data,
 * tens of milliseconds on a phone, which the tap that shows the form's errors should not wait for.
 */
export function prepareCountMessages(lang: Language): void {
  countMessage(lang, { other: "" }, 0);
}
