import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
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
  children: ReactNode;
}

/**
 * A home-page section: its anchor, a revealed heading and intro, and the section's content. Every section
 * is laid out from the start (no content-visibility): a placeholder height for the sections out of view
 * moved everything below it once they rendered, so a link to /{lang}#faq or #contact landed off target.
 */
export function HomeSection({ id, title, intro, tone = "light", children }: HomeSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("px-4 py-20 sm:px-6 lg:py-24", tones[tone])}>
      <div className="mx-auto max-w-7xl">
        <div {...revealAttributes("down")} className="mx-auto max-w-3xl text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className={cn("mt-4 text-lg", tone === "dark" ? "text-white/85" : "text-slate-600")}>{intro}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
