import { cva } from "class-variance-authority";

/**
 * The display face's headings (docs/design-brief.md, "Type"): every page's title and every home section's
 * heading, one scale, from 3 rem on a phone to 4.5 rem on a desktop, set tight. Chinese keeps its system
 * face, bold, at seven eighths of the Latin size (2.625, 3.25 and 4 rem): ideographs fill their square and
 * at the Latin size look a size larger, while at two thirds (the earlier 36 and 48 px) the titles read a
 * step below the Italian page's. CJK lines need more air than the serif's 0.95 and no tracking.
 * `column`: a heading beside its content (the split sections), which stops at 3.75 rem (3.25 in Chinese).
 */
export const displayHeading = cva(
  "font-display text-5xl leading-[0.95] font-normal tracking-[-0.015em] text-balance sm:text-6xl zh:text-[2.625rem] zh:leading-[1.25] zh:font-bold zh:tracking-normal sm:zh:text-[3.25rem]",
  {
    variants: { width: { full: "lg:text-7xl lg:zh:text-[4rem]", column: "" } },
    defaultVariants: { width: "full" },
  },
);
