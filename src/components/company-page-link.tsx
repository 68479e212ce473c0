import type { ReactNode } from "react";
import { site } from "~/config/site";
import type { Language } from "~/i18n/languages";
import { ui } from "~/i18n/ui";
import { trackedClick } from "./tracked";

interface CompanyPageLinkProps {
  lang: Language;
  /** Where the link sits, reported with the lead (spec, section 7: company-page clicks are leads). */
  location: "contact_section" | "pricing_card" | "floating_bar" | "footer" | "thank_you";
  className?: string;
  children: ReactNode;
}

/** The agency's company page, in a new tab; every click is recorded as a generate_lead. */
export function CompanyPageLink({ lang, location, className, children }: CompanyPageLinkProps) {
  return (
    <a
      href={site.companyPageUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      {...trackedClick("generate_lead", { method: "linkedin", location })}
    >
      {children}
      <span className="sr-only"> {ui(lang).t("common.opensInNewTab")}</span>
    </a>
  );
}
