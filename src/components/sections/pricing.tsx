import { BadgeCheck, CheckCircle2, ExternalLink } from "lucide";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { HomeContent } from "~/content/home";
import type { Language } from "~/i18n/languages";
import { cn } from "~/lib/utils";
import { CompanyPageLink } from "../company-page-link";
import { revealAttributes } from "../reveal";
import { HomeSection } from "./home-section";

/** One plan; a click anywhere on the card opens the company page and counts as a lead (pricing_card). */
export function Pricing({ lang, copy }: { lang: Language; copy: HomeContent["pricing"] }) {
  return (
    <HomeSection id="pricing" title={copy.title} intro={copy.intro}>
      <article {...revealAttributes("up")} className="relative mx-auto max-w-3xl overflow-hidden rounded-3xl bg-white p-8 shadow-xl ring-1 ring-slate-200 sm:p-10">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h3 className="text-2xl font-bold">{copy.planName}</h3>
            <p className="mt-2 text-3xl font-extrabold text-brand-700">{copy.price}</p>
            <p className="mt-1 text-sm text-slate-600">{copy.priceNote}</p>
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
            <Icon node={BadgeCheck} aria-hidden="true" className="size-4" />
            {copy.guaranteeBadge}
          </span>
        </div>
        <h4 className="mt-8 font-semibold">{copy.phasesTitle}</h4>
        <ol className="mt-4 space-y-3">
          {copy.phases.map((phase, index) => (
            <li key={phase} className="flex items-start gap-3">
              <span aria-hidden="true" className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {index + 1}
              </span>
              <span className="pt-0.5">{phase}</span>
            </li>
          ))}
        </ol>
        <p className="mt-8 flex gap-2 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          <Icon node={CheckCircle2} aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{copy.guaranteeText}</span>
        </p>
        <p className="mt-4 text-sm text-slate-600">{copy.timing}</p>
        <p className="mt-6 font-medium">{copy.contactPrompt}</p>
        <CompanyPageLink lang={lang} location="pricing_card" className={cn(buttonVariants({ size: "lg" }), "mt-4 w-full after:absolute after:inset-0 sm:w-auto")}>
          {copy.cta}
          <Icon node={ExternalLink} aria-hidden="true" className="size-4" />
        </CompanyPageLink>
      </article>
    </HomeSection>
  );
}
