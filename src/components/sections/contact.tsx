import { ExternalLink } from "lucide";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { HomeContent } from "~/content/home";
import type { Language } from "~/i18n/languages";
import { pagePath } from "~/lib/pages";
import { CompanyPageLink } from "~/components/company-page-link";
import { revealAttributes } from "~/components/reveal";
import { HomeSection } from "./home-section";
import { prerenderOnIntent } from "~/lib/speculation";

/** The dark call-to-action band; the header turns transparent over it (spec, section 2). */
export function Contact({ lang, copy }: { lang: Language; copy: HomeContent["contact"] }) {
  return (
    <HomeSection id="contact" title={copy.title} intro={copy.text} tone="dark" rhythm="centred">
      <div {...revealAttributes("up")} className="mx-auto max-w-3xl text-center">
        {/* The promises between thin rules, as the proof strip's figures: no ticks, no chips. */}
        <ul className="grid divide-y divide-white/25 border-y border-white/25 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
          {copy.claims.map((claim) => (
            <li key={claim} className="px-4 py-3 text-sm font-semibold text-balance text-white">
              {claim}
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <a href={pagePath("contact", lang)} {...prerenderOnIntent} className={buttonVariants({ variant: "accent", size: "lg" })}>
            {copy.primaryCta}
          </a>
          <CompanyPageLink lang={lang} location="contact_section" className={buttonVariants({ variant: "inverse", size: "lg" })}>
            {copy.secondaryCta}
            <Icon node={ExternalLink} aria-hidden="true" className="size-4" />
          </CompanyPageLink>
        </div>
      </div>
    </HomeSection>
  );
}
