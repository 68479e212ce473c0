/** Word joiner: an invisible character across which a line may not break (Unicode line-breaking rules). */
const WORD_JOINER = "\u2060";

/**
 * Satori breaks Chinese between any two characters and a compound after its hyphen, which splits
 * 媒体 or États-Unis across two lines of a large headline. Joining the characters of each Chinese word
 * (found by the runtime's dictionary segmenter) and the two halves of a hyphenated word leaves breaks
 * only between words.
 */
export function keepWordsTogether(text: string, lang: string): string {
  const segmenter = new Intl.Segmenter(lang, { granularity: "word" });
  return [...segmenter.segment(text)]
    .map(({ segment, isWordLike }) => (isWordLike && /\p{Script=Han}/u.test(segment) ? [...segment].join(WORD_JOINER) : segment))
    .join("")
    .replace(/(\p{L})-(\p{L})/gu, `$1-${WORD_JOINER}$2`);
}
