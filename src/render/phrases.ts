import { loadDefaultSimplifiedChineseParser } from "budoux";

/**
 * Where a Chinese headline may break: between phrases, never inside a word (媒体, 转化率, 风险共担).
 * Chinese has no spaces, so a browser breaks it between any two characters; BudouX (Google's phrase
 * segmenter, Simplified Chinese model) finds the phrases, and the components mark the boundaries with
 * <wbr> under `word-break: keep-all` (src/components/phrases.tsx).
 *
 * Server only (src/render/: the build refuses to ship it to the browser): the pages are rendered at build
 * time or on the server, so the model never reaches a visitor.
 */

const HAN = /\p{Script=Han}/u;
const HAN_ALL = /\p{Script=Han}/gu;
/** Chinese characters and the full-width punctuation set with them (，。：！？、「」 and the like). */
const CJK = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/** Between a Chinese character and the digit of a figure after it. */
const BEFORE_FIGURE = /(?<=\p{Script=Han})(?=\d)/u;

let parser: ReturnType<typeof loadDefaultSimplifiedChineseParser> | undefined;

/** Whether `text` has Chinese characters to segment; other text keeps the browser's own line breaking. */
export function hasHan(text: string): boolean {
  return HAN.test(text);
}

/**
 * `text` cut into the phrases a line may break between; joined again they are `text`. Text without
 * Chinese characters is one phrase.
 *
 * Three adjustments to BudouX's chunks, each joining a chunk to the phrase before it:
 * - A chunk with a single Chinese character. The model cuts some words after their first character
 *   (共|担, 案|例, 常|见, 多|少), and a particle such as 的 or 和 must not start a line either.
 * - A chunk that meets the phrase before it at a space: the space already lets the line break there.
 * - A chunk that meets the phrase before it between two characters that are not Chinese: the model
 *   may cut a number (1|2,000) or a Latin word, which the browser already breaks well.
 * - A chunk that starts with a Chinese character right after a digit: the model cuts a figure from its
 *   measure word or unit (30|天, 24|小时), which Chinese types with no space between them.
 *
 * And one cut of its own, before a figure that follows a Chinese character (募集|30万欧元): the model may
 * keep a whole headline in one chunk, which the browser then breaks wherever it overflows, leaving 元 alone
 * on a line of the proof strip at 390 px.
 */
export function phrases(text: string): string[] {
  if (!hasHan(text)) return [text];
  parser ??= loadDefaultSimplifiedChineseParser();
  const result: string[] = [];
  for (const chunk of parser.parse(text).flatMap((parsed) => parsed.split(BEFORE_FIGURE))) {
    const previous = result.at(-1);
    if (previous === undefined) {
      result.push(chunk);
      continue;
    }
    const before = previous.at(-1)!;
    const after = chunk[0]!;
    const lone = (chunk.match(HAN_ALL) ?? []).length === 1;
    const atSpace = /\s/u.test(before) || /\s/u.test(after);
    const inLatin = !CJK.test(before) && !CJK.test(after);
    const afterFigure = /\d/u.test(before) && HAN.test(after);
    const figureAfterChinese = HAN.test(before) && /\d/u.test(after);
    if (!figureAfterChinese && (lone || atSpace || inLatin || afterFigure)) result[result.length - 1] = previous + chunk;
    else result.push(chunk);
  }
  return result;
}

/**
 * `text` with a no-break space wherever a line break would split a figure: between the groups of a number
 * written with spaces (300 000) and between a number and its currency or percent sign (12.000 €, 400 %,
 * € 5). For text set large, where a figure cut in two is read wrong; any language.
 */
export function keepFiguresTogether(text: string): string {
  return text.replace(/(\d) (?=\d{3}(?!\d)|[€$£%])/gu, "$1\u00a0").replace(/([€$£]) (?=\d)/gu, "$1\u00a0");
}

/**
 * `text` with a zero-width space between its phrases, for text a script rewrites character by character
 * (the hero's typewriter), where a <wbr> element would be lost. Only for text hidden from assistive
 * technology: the character would be read out or split a word for a search.
 */
export function withPhraseBreaks(text: string): string {
  return phrases(text).join("\u200B");
}
