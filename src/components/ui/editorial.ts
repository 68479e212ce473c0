import { cva } from "class-variance-authority";

/**
 * The newspaper's small pieces (docs/design-brief.md), shared by the home page's proof strip and the case
 * pages so that a result reads the same wherever it stands.
 */

/** The small capitals above a result: the client over its figure, the client and industry over a case's title. */
export const kicker = "text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase";

/**
 * A result in the display face. `strip`: the proof strip's row of four; `large`: a case's own three
 * figures, the numerals the page is read for. Chinese takes its system face, bold, a step smaller.
 */
export const resultFigure = cva("font-display leading-[1.05] text-slate-900 zh:font-bold", {
  variants: {
    size: {
      strip: "text-2xl sm:text-3xl zh:text-xl sm:zh:text-2xl",
      large: "text-5xl sm:text-4xl xl:text-6xl zh:text-4xl sm:zh:text-3xl xl:zh:text-5xl",
    },
  },
});

/**
 * A part's heading inside a page (a legal page's sections, the contact page's side column): the display
 * face a size under the title's, as the case page's story parts are set.
 */
export const partHeading = "font-display text-3xl leading-tight text-slate-900 sm:text-4xl zh:text-2xl zh:leading-snug zh:font-bold";
