import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import { Phrases } from "../phrases";
import { revealAttributes } from "../reveal";

const tones = {
  light: "bg-white text-slate-900",
  muted: "bg-slate-50 text-slate-900",
  dark: "bg-gradient-to-br from-brand-900 to-brand-800 text-white",
} as const;

interface HomeSectionProps {
  id: string;
  title: string;
  intro?: string;
  tone?: keyof typeof tones;
  /** Headings start at the left edge, as a page of a magazine does; the call to action is centred. */
  align?: "start" | "center";
  /** The heading beside the content on wide screens (the FAQ), instead of above it. */
  layout?: "stacked" | "side";
  /**
   * A second anchor for links that name the section's content (the crypto case's back link,
   * #business-cases-section): it starts at the heading, so a landing there shows the heading below the header.
   */
  contentAnchor?: string;
  children: ReactNode;
}

/**
 * A home-page section: its anchor, a revealed heading and intro, and the section's content. Out of reach
 * it skips its rendering until approached (data-home-section: src/lib/home-sections.ts).
 */
export function HomeSection({ id, title, intro, tone = "light", align = "start", layout = "stacked", contentAnchor, children }: HomeSectionProps) {
  const headingId = `${id}-title`;
  const side = layout === "side";
  return (
    <section id={id} data-home-section aria-labelledby={headingId} className={cn("px-4 py-20 focus:outline-none sm:px-6 lg:py-28", tones[tone])}>
      <div id={contentAnchor} className={cn("mx-auto max-w-7xl", side && "lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16")}>
        {/* Title and intro side by side on wide screens, as a magazine sets a spread's standfirst. */}
        <div
          {...revealAttributes("down")}
          className={cn(
            align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl",
            align === "start" && intro && !side && "lg:grid lg:max-w-none lg:grid-cols-2 lg:items-end lg:gap-16",
          )}
        >
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            <Phrases text={title} />
          </h2>
          {intro ? (
            <p
              className={cn(
                "mt-5 text-lg text-pretty sm:text-xl lg:mt-0",
                align === "center" && "lg:mt-5",
                tone === "dark" ? "text-white/85" : "text-slate-600",
              )}
            >
              {intro}
            </p>
          ) : null}
        </div>
        <div className={side ? "mt-10 lg:mt-0" : "mt-12 lg:mt-16"}>{children}</div>
      </div>
    </section>
  );
}
