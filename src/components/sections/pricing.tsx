import { BadgeCheck, CheckCircle2, ExternalLink } from "lucide";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { HomeContent } from "~/content/home";
import type { Language } from "~/i18n/languages";
import { cn } from "~/lib/utils";
import { CompanyPageLink } from "~/components/company-page-link";
import { Phrases } from "~/components/phrases";
import { revealAttributes } from "~/components/reveal";
import { HomeSection } from "./home-section";

/** One plan; a click anywhere on the card opens the company page and counts as a lead (pricing_card). */
export function Pricing({ lang, copy }: { lang: Language; copy: HomeContent["pricing"] }) {
  return (
    <HomeSection id="pricing" title={copy.title} intro={copy.intro}>
      <article
        {...revealAttributes("up")}
        className="relative grid grid-cols-1 overflow-hidden rounded border border-slate-900 bg-white lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
      >
        <div className="flex flex-col bg-brand-900 p-6 text-white sm:p-10">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-xl font-bold">
              <Phrases text={copy.planName} />
            </h3>
            <span className="inline-flex items-center gap-1.5 rounded border border-white/30 px-3 py-1 text-sm font-semibold text-amber-300">
              <Icon node={BadgeCheck} aria-hidden="true" className="size-4" />
              {copy.guaranteeBadge}
            </span>
          </div>
          {/* The price is the figure a visitor looks for: set large. */}
          <p className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-[2.75rem] zh:tracking-normal">
            <Phrases text={copy.price} />
          </p>
          <p className="mt-3 text-white/80">{copy.priceNote}</p>
          <p className="mt-8 flex gap-3 rounded border border-white/20 bg-white/10 p-4 text-white">
            <Icon node={CheckCircle2} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-300" />
            <span>{copy.guaranteeText}</span>
          </p>
          <p className="mt-6 text-sm text-white/75">{copy.timing}</p>
        </div>
        <div className="flex flex-col p-6 sm:p-10">
          <h4 className="font-semibold">{copy.phasesTitle}</h4>
          <ol className="mt-5 divide-y divide-slate-200 border-y border-slate-200">
            {copy.phases.map((phase, index) => (
              <li key={phase} className="flex items-center gap-4 py-3">
                <span aria-hidden="true" className="w-8 shrink-0 font-display text-3xl leading-none text-brand-700 tabular-nums zh:text-xl zh:font-bold">
                  {index + 1}
                </span>
                <span className="text-slate-800">{phase}</span>
              </li>
            ))}
          </ol>
          <p className="mt-6 font-medium lg:mt-auto lg:pt-6">{copy.contactPrompt}</p>
          {/* The company page, as the spec has it, drawn as the secondary action: the one filled call on the
              site is the contact form's (hero, contact section, case pages). */}
          <CompanyPageLink
            lang={lang}
            location="pricing_card"
            className={cn(buttonVariants({ variant: "outline", size: "lg" }), "mt-4 w-full after:absolute after:inset-0 sm:w-auto sm:self-start")}
          >
            {copy.cta}
            <Icon node={ExternalLink} aria-hidden="true" className="size-4" />
          </CompanyPageLink>
        </div>
      </article>
    </HomeSection>
  );
}
