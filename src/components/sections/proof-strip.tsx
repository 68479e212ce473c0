import type { LocalizedCaseStudy } from "~/content/cases";
import type { HomeContent } from "~/content/home";
import type { PressOutlet } from "~/content/logos";
import { kicker, resultFigure } from "~/components/ui/editorial";
import { cn } from "~/lib/utils";
import { CompanyLogo } from "~/components/company-logo";
import { Phrases } from "~/components/phrases";

/**
 * Right under the hero, in every language: one result of each case that names one (`proofFigure` in
 * src/content/cases/<slug>.yaml), as its key figure shows it (a figure, the words under it), with the client
 * as kicker; a result, never the campaign's length or a description, and where the case has another, not
 * the headline its card and clipping already show. Then the press outlets the agency
 * has supplied (src/content/logos/logos.json), each linked to its article; with none, no row for them.
 * The outlets are shown here only, in every language (issue 45), not again further down the page.
 * Rendered from the start, not skipped like the sections below: it is at the foot of a phone's first
 * screen, and its figures ask for the display face early, so the headings further down find it loaded.
 */
export function ProofStrip({
  copy,
  cases,
  pressOutlets,
  logoUnavailable,
}: {
  copy: HomeContent["proof"];
  cases: readonly LocalizedCaseStudy[];
  pressOutlets: readonly PressOutlet[];
  logoUnavailable: string;
}) {
  const results = cases.flatMap(({ slug, facts, proof }) => (proof ? [{ slug, client: facts.clientName, proof }] : []));
  return (
    <section aria-label={copy.results} data-proof-strip className="border-b border-slate-200 bg-white px-4 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <ul className="grid grid-cols-2 lg:grid-cols-4">
          {results.map(({ slug, client, proof }, index) => (
            <li
              key={slug}
              data-proof-result
              // Rules between the results, as a newspaper divides its columns: a vertical one before each
              // cell but a row's first, a horizontal one over the phone's second row.
              className={cn(
                "border-slate-200 py-6 pr-4 sm:py-8 sm:pr-6",
                index % 2 === 1 && "border-l pl-4 sm:pl-6",
                index >= 2 && "border-t lg:border-t-0",
                index === 2 && "lg:border-l lg:pl-6",
              )}
            >
              <p className={kicker}>{client}</p>
              <p className={resultFigure({ size: "strip", className: "mt-2" })}>
                <Phrases text={proof.value} />
              </p>
              <p className="mt-1.5 text-sm leading-snug text-slate-700">{proof.label}</p>
            </li>
          ))}
        </ul>
        {pressOutlets.length > 0 ? (
          <div className="flex flex-col gap-4 border-t border-slate-200 py-6 sm:flex-row sm:items-center sm:gap-8" data-proof-press>
            <p className="shrink-0 text-xs font-semibold tracking-[0.14em] text-slate-600 uppercase">{copy.press}</p>
            <ul className="flex flex-wrap items-center gap-x-8 gap-y-4">
              {pressOutlets.map((outlet) => (
                <li key={outlet.slug}>
                  <CompanyLogo logo={outlet} link={outlet.article} unavailable={logoUnavailable} size="strip" />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
