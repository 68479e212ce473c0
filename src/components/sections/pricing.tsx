import { ExternalLink } from "lucide";
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
          <h3 className="text-xl font-bold">
            <Phrases text={copy.planName} />
          </h3>
          {/* The price is the figure a visitor looks for: set large, in the display face as every figure. */}
          <p data-price className="mt-6 font-display text-4xl leading-none text-balance sm:text-6xl zh:font-sans zh:text-4xl zh:font-bold">
            <Phrases text={copy.price} />
          </p>
          <p className="mt-4 text-white/80">{copy.priceNote}</p>
          {/* The promise as a statement under a rule, in the display face, as the About section's; its name as a
              newspaper's kicker over it, not a badge: the words carry it. */}
          <div className="mt-8 border-t border-white/25 pt-6">
            <p className="text-xs font-semibold tracking-[0.14em] text-amber-300 uppercase zh:tracking-normal">{copy.guaranteeBadge}</p>
            <p className="mt-3 font-display text-2xl leading-snug text-pretty text-white zh:font-sans zh:text-xl zh:font-bold">{copy.guaranteeText}</p>
          </div>
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
