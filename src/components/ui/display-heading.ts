import { cva } from "class-variance-authority";

/**
 * The display face's headings (docs/design-brief.md, "Type"): every page's title and every home section's
 * heading, one scale, from 3 rem on a phone to 4.5 rem on a desktop, set tight. Chinese keeps its system
 * face, bold, a step smaller: ideographs fill their square, and at the Latin sizes a title took twice the
 * lines. `column`: a heading beside its content (the split sections), which stops at 3.75 rem.
 */
export const displayHeading = cva(
  "font-display text-5xl leading-[0.95] font-normal tracking-[-0.015em] text-balance sm:text-6xl zh:text-4xl zh:leading-[1.35] zh:font-bold zh:tracking-normal sm:zh:text-5xl",
  {
    variants: { width: { full: "lg:text-7xl", column: "" } },
    defaultVariants: { width: "full" },
  },
);
