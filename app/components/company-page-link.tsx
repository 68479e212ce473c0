import type { ReactNode } from "react";
import { track } from "~/analytics/track";
import { site } from "~/config/site";
import { useI18n } from "~/i18n/context";

interface CompanyPageLinkProps {
  /** Where the link sits, reported with the lead (spec, section 7: company-page clicks are leads). */
  location: "contact_section" | "pricing_card" | "floating_bar" | "footer";
  className?: string;
  children: ReactNode;
}

/** The agency's company page, in a new tab; every click is recorded as a generate_lead. */
export function CompanyPageLink({ location, className, children }: CompanyPageLinkProps) {
  const { t } = useI18n();
  return (
    <a
      href={site.companyPageUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => track("generate_lead", { method: "linkedin", location })}
      className={className}
    >
      {children}
      <span className="sr-only"> {t("common.opensInNewTab")}</span>
    </a>
  );
}
