import type { ReactNode } from "react";
import { displayHeading } from "~/components/ui/display-heading";
import { cn } from "~/lib/utils";
import { Phrases } from "~/components/phrases";
import { revealAttributes } from "~/components/reveal";

const tones = {
  light: "bg-white text-slate-900",
  /** The clipping's paper (src/site.css), for every other section. */
  muted: "bg-paper text-slate-900",
  dark: "bg-gradient-to-br from-brand-900 to-brand-800 text-white",
} as const;

/**
 * How a section opens (docs/design-brief.md, "Rhythm"), so that neighbours differ:
 * - rule: a rule across the page over a large heading, as a newspaper opens a story;
 * - split: the heading in a narrow column beside the content on wide screens;
 * - centred: a short heading centred over the content;
 * - statement: a short amber rule over the heading, and the intro set large in the display face under it,
 *   as a paper sets a pull quote (about us, where the people then take the page's width); in Chinese at
 *   seven eighths of the Latin size, as the titles (src/components/ui/display-heading.ts).
 */
export type SectionRhythm = "rule" | "split" | "centred" | "statement";

interface HomeSectionProps {
  id: string;
  title: string;
  intro?: string;
  tone?: keyof typeof tones;
  rhythm?: SectionRhythm;
  /**
   * A second anchor for links that name the section's content (the crypto case's back link,
   * #business-cases-section): it starts at the heading, so a landing there shows the heading below the header.
   */
  contentAnchor?: string;
  /** Under the heading and its intro, in the heading's column (a split section's narrow one). */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * A home-page section: its anchor, a revealed heading (the display face) with its intro under it as a
 * standfirst, and the section's content. Out of reach it skips its rendering until approached
 * (data-home-section: src/lib/home-sections.ts).
 */
export function HomeSection({ id, title, intro, tone = "light", rhythm = "rule", contentAnchor, aside, children }: HomeSectionProps) {
  const headingId = `${id}-title`;
  const split = rhythm === "split";
  const dark = tone === "dark";
  return (
    <section id={id} data-home-section aria-labelledby={headingId} className={cn("px-4 py-20 focus:outline-none sm:px-6 lg:py-28", tones[tone])}>
      <div id={contentAnchor} className={cn("mx-auto max-w-7xl", split && "lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16")}>
        <div
          {...revealAttributes("down")}
          className={cn(
            rhythm === "centred" && "mx-auto max-w-3xl text-center",
            rhythm === "rule" && cn("border-t pt-6 lg:pt-8", dark ? "border-white/40" : "border-slate-900"),
            split && "lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start",
            rhythm === "statement" && "before:mb-6 before:block before:h-1 before:w-16 before:bg-accent",
          )}
        >
          <h2 id={headingId} className={cn(displayHeading({ width: split ? "column" : "full" }), rhythm === "rule" && "max-w-4xl")}>
            <Phrases text={title} />
          </h2>
          {intro ? (
            <p
              className={cn(
                "mt-6 text-pretty",
                rhythm === "statement"
                  ? "max-w-4xl font-display text-3xl leading-[1.1] text-slate-800 sm:text-4xl zh:text-[1.625rem] zh:leading-snug zh:font-bold sm:zh:text-[2rem]"
                  : cn("max-w-2xl text-lg sm:text-xl", dark ? "text-white/85" : "text-slate-600"),
                rhythm === "centred" && "mx-auto",
              )}
            >
              {intro}
            </p>
          ) : null}
          {aside}
        </div>
        <div className={split ? "mt-10 lg:mt-0" : "mt-12 lg:mt-16"}>{children}</div>
      </div>
    </section>
  );
}
