import { Link } from "react-router";
import { CheckCircle2, ExternalLink } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/reveal";
import type { HomeContent } from "~/content/home";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/lib/pages";
import { HomeSection } from "./home-section";
import { CompanyPageLink } from "~/components/company-page-link";
import { buttonVariants } from "~/components/ui/button";

/** The dark call-to-action band; the header turns transparent over it (spec, section 2). */
export function Contact({ copy }: { copy: HomeContent["contact"] }) {
  const { lang } = useI18n();
  return (
    <HomeSection id="contact" title={copy.title} intro={copy.text} tone="dark">
      <Reveal from="up" className="mx-auto max-w-3xl text-center">
        <ul className="flex flex-wrap justify-center gap-3">
          {copy.claims.map((claim) => (
            <li key={claim} className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 ring-1 ring-white/20">
              <Icon node={CheckCircle2} aria-hidden="true" className="size-4 text-amber-300" />
              {claim}
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to={pagePath("contact", lang)} className={buttonVariants({ variant: "accent", size: "lg" })}>
            {copy.primaryCta}
          </Link>
          <CompanyPageLink
            location="contact_section"
            className={buttonVariants({ variant: "inverse", size: "lg" })}
          >
            {copy.secondaryCta}
            <Icon node={ExternalLink} aria-hidden="true" className="size-4" />
          </CompanyPageLink>
        </div>
      </Reveal>
    </HomeSection>
  );
}
