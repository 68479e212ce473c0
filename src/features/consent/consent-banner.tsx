import { Button } from "~/components/ui/button";
import type { ConsentCopy } from "~/content/consent/schema";
import { pagePath } from "~/lib/pages";
import type { Language } from "~/i18n/languages";
import { prerenderOnIntent } from "~/lib/speculation";

/**
 * Served hidden; ./consent.ts shows it when the visitor has to choose. It comes first in the body so
 * that, once shown, it is the first thing Tab reaches, while it sits fixed at the bottom of the
 * viewport (the body keeps room below the footer for it, so it never covers the end of the page, and
 * a field or link that takes the focus is scrolled above it). On a screen shorter than it (400 % zoom)
 * it scrolls within itself, below the header.
 * Reject and accept carry equal weight.
 */
export function ConsentBanner({ lang, copy }: { lang: Language; copy: ConsentCopy["banner"] }) {
  return (
    <section
      data-consent-banner
      hidden
      aria-labelledby="consent-banner-title"
      className="fixed inset-x-0 bottom-0 z-40 max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgb(15_23_42/0.12)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:gap-8">
        <div className="text-sm text-slate-700">
          <h2 id="consent-banner-title" className="font-display text-xl leading-tight text-slate-900 zh:text-base zh:font-bold">
            {copy.title}
          </h2>
          <p className="mt-1">
            {copy.body}{" "}
            <a href={pagePath("cookiepolicy", lang)} {...prerenderOnIntent} className="font-medium text-brand-700 underline underline-offset-2">
              {copy.policyLink}
            </a>
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button type="button" variant="outline" className="col-span-2 sm:order-first" data-open-cookie-settings aria-haspopup="dialog">
            {copy.settings}
          </Button>
          <Button type="button" data-consent-choice="reject_all">
            {copy.rejectAll}
          </Button>
          <Button type="button" data-consent-choice="accept_all">
            {copy.acceptAll}
          </Button>
        </div>
      </div>
    </section>
  );
}
