import type { Language } from "~/i18n/languages";

/**
 * A figure as each language writes it, Intl's separators and no-break spaces included, for the brand's
 * figures and the cases' alike (docs/editing.md, "figures by name").
 */

/**
 * The short scale's unit a language counts large round figures in: millions (15M, 2 milioni), and 万
 * (ten thousand) in Chinese, which writes 300,000 as 30万.
 */
const shortUnit = (lang: Language) => (lang === "zh" ? 10_000 : 1_000_000);

/**
 * Intl's compact writing (€15M, 2 milioni, 30万) when the figure is a whole number of its language's unit
 * and loses nothing by it; otherwise undefined, and the figure is written in full.
 */
function compact(value: number, lang: Language, options: Intl.NumberFormatOptions): string | undefined {
  if (value < shortUnit(lang)) return undefined;
  const whole = new Intl.NumberFormat(lang, { ...options, notation: "compact", maximumFractionDigits: 0 }).format(value);
  const exact = new Intl.NumberFormat(lang, { ...options, notation: "compact", maximumFractionDigits: 6 }).format(value);
  return whole === exact ? whole : undefined;
}

/**
 * An amount in euro: 12.000 €, €12,000, 12 000 €, 12,000欧元; a round amount from a million on (from 万
 * in Chinese) short, as the business press writes it: 15 mln €, €15M, 15 M€, 30万欧元. Thousands are
 * separated from 1.000 up, as the Italian copy writes them (Intl's Italian leaves four figures together).
 * Chinese writes the amount and then 欧元 (€12,000 reads as foreign), with no space, as every figure of
 * the Chinese copy (src/content/typography.test.ts). Intl's short Italian "Mln" is written as the
 * Italian press writes it, "mln"; its French "M €" as the French do, "M€".
 */
export function euro(amount: number, lang: Language): string {
  const options: Intl.NumberFormatOptions = { style: "currency", currency: "EUR", currencyDisplay: lang === "zh" ? "name" : "symbol" };
  const short = compact(amount, lang, options);
  if (short !== undefined) return short.replace("Mln", "mln").replace(/M\s€/u, "M€");
  return new Intl.NumberFormat(lang, { ...options, minimumFractionDigits: 0, maximumFractionDigits: 0, useGrouping: "always" }).format(amount);
}

/**
 * A number of anything: 12, 1.500, 1,500, 1 500; a round one from a million on in words: 2 milioni,
 * 2 million, 2 millions, 200万, with a no-break space (Intl's is a plain one) so that no line ends on the 2.
 */
export function count(value: number, lang: Language): string {
  const inWords = compact(value, lang, { compactDisplay: "long" });
  return inWords?.replace(" ", "\u00a0") ?? new Intl.NumberFormat(lang, { useGrouping: "always" }).format(value);
}

/** A percent: 15%, and in French 15 % (a no-break space, as French typography wants). */
export function percent(value: number, lang: Language): string {
  return new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 2 }).format(value / 100);
}

const WORD_JOINER = "\u2060";
const NO_BREAK = "\u00a0";

/**
 * Two figures joined into a range by an en dash (2–3, 2021–2023) or French's "à" (2 à 3), and the space
 * before a unit written as a word, where there is one.
 */
const RANGE = /(\d)(–|[ \u00a0]à[ \u00a0])(\d(?:[.,\u00a0\u202f]?\d)*)( (?=\p{L}))?/gu;

/**
 * The text with each range of figures kept on one line, and with its unit where a space comes before it,
 * in every language: a browser may end a line after an en dash and at a space, and "2–" / "3 mesi" read as
 * two figures. Word joiners (invisible, zero-width) hold the dash to its figures; no-break spaces hold
 * French's "à" and a unit written as a word (3 mesi, 3 months). A Chinese unit (2–3个月) is left free to
 * start a line, as any ideograph may: a word joiner before it took away the small gap the browser puts
 * between a figure and an ideograph (`text-autospace`, src/site.css), the one Chinese spacing rule.
 */
export function rangesOnOneLine(text: string): string {
  return text.replace(RANGE, (_range, from: string, joiner: string, to: string, spaceBeforeUnit: string | undefined) => {
    const joined = joiner === "–" ? `${WORD_JOINER}–${WORD_JOINER}` : `${NO_BREAK}à${NO_BREAK}`;
    return `${from}${joined}${to}${spaceBeforeUnit ? NO_BREAK : ""}`;
  });
}
