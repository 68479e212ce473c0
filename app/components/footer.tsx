import { Link } from "react-router";
import { ArrowUp, ExternalLink } from "lucide";
import { Icon } from "~/components/ui/icon";
import { site, type Office } from "~/config/site";
import { useI18n } from "~/i18n/context";
import type { MessageKey } from "~/i18n/translate";
import { pagePath } from "~/lib/pages";
import { scrollBehavior } from "~/lib/scroll";
import { CookieSettingsLink } from "./consent/cookie-settings-link";
import { CopyEmailButton } from "./copy-email";
import { Logo } from "./logo";
import { Button } from "./ui/button";
import { CompanyPageLink } from "./company-page-link";

const legalLinks = [
  { page: "privacypolicy", label: "footer.privacy" },
  { page: "terms", label: "footer.terms" },
  { page: "cookiepolicy", label: "footer.cookies" },
] as const satisfies readonly { page: string; label: MessageKey }[];

function OfficeAddress({ heading, office }: { heading: string; office: Office }) {
  return (
    <div>
      <p className="font-semibold text-white">{heading}</p>
      <address className="not-italic text-white/80">
        {office.street}
        <br />
        {[office.postalCode, office.city].filter(Boolean).join(" ")}, {office.country}
      </address>
    </div>
  );
}

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

export function Footer() {
  const { lang, t } = useI18n();
  return (
    <footer id="footer" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo className="text-white" />
          <div>
            <p className="font-semibold">{t("footer.emailHeading")}</p>
            <CopyEmailButton location="footer" showAddress variant="ghost" className="-ml-3 text-white/90" />
          </div>
        </div>
        <nav aria-label={t("footer.legalHeading")}>
          <h2 className="font-semibold">{t("footer.legalHeading")}</h2>
          <ul className="mt-3 space-y-1">
            {legalLinks.map((link) => (
              <li key={link.page}>
                <Link to={pagePath(link.page, lang)} className="inline-flex min-h-11 items-center text-white/80 underline-offset-4 hover:text-white hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <CookieSettingsLink className="text-white/80 hover:text-white" />
            </li>
          </ul>
        </nav>
        <div>
          <h2>
            <CompanyPageLink location="footer" className="inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline">
              {t("footer.contactHeading")}
              <Icon node={ExternalLink} className="size-4" aria-hidden="true" />
            </CompanyPageLink>
          </h2>
        </div>
        <div className="space-y-4">
          <h2 className="font-semibold">{t("footer.officesHeading")}</h2>
          <OfficeAddress heading={t("footer.milanOffice")} office={site.offices.milan} />
          {/* Italian visitors see the Milan office only (spec, section 2 "Footer"). */}
          {lang === "it" ? null : <OfficeAddress heading={t("footer.maltaOffice")} office={site.offices.malta} />}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4 text-sm text-white/75 sm:px-6">
          <p suppressHydrationWarning>{t("footer.rights", { year: new Date().getFullYear(), name: site.legalName })}</p>
          <Button type="button" variant="ghost" size="icon" onClick={scrollToTop} aria-label={t("footer.backToTop")} title={t("footer.backToTop")}>
            <Icon node={ArrowUp} aria-hidden="true" />
          </Button>
        </div>
      </div>
    </footer>
  );
}
