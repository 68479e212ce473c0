/** Spec, section 9: the hero headline types at 102 ms per character. */
export const TYPING_MS_PER_CHARACTER = 102;
