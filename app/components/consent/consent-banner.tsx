import { Link } from "react-router";
import type { ConsentCopy } from "~/content/consent/types";
import { Button } from "~/components/ui/button";

interface ConsentBannerProps {
  copy: ConsentCopy["banner"];
  policyHref: string;
  onAcceptAll(): void;
  onRejectAll(): void;
  onOpenSettings(): void;
}

/**
 * Sticky at the bottom of the viewport but in the document flow after the footer, so at the end of the
 * page it sits below the footer instead of covering it. Reject and accept carry equal weight.
 */
export function ConsentBanner({ copy, policyHref, onAcceptAll, onRejectAll, onOpenSettings }: ConsentBannerProps) {
  return (
    <section aria-labelledby="consent-banner-title" className="sticky bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgb(15_23_42/0.12)]">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:gap-8">
        <div className="text-sm text-slate-700">
          <h2 id="consent-banner-title" className="text-base font-semibold text-slate-900">
            {copy.title}
          </h2>
          <p className="mt-1">
            {copy.body}{" "}
            <Link to={policyHref} className="font-medium text-brand-700 underline underline-offset-2">
              {copy.policyLink}
            </Link>
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button type="button" variant="outline" className="col-span-2 sm:order-first" onClick={onOpenSettings} aria-haspopup="dialog">
            {copy.settings}
          </Button>
          <Button type="button" onClick={onRejectAll}>
            {copy.rejectAll}
          </Button>
          <Button type="button" onClick={onAcceptAll}>
            {copy.acceptAll}
          </Button>
        </div>
      </div>
    </section>
  );
}
