import { Phrases } from "./phrases";
import { displayHeading } from "./ui/display-heading";
import { ArrowRight, ArrowUp, ExternalLink } from "lucide";
import { Button, buttonVariants } from "./ui/button";
import { Icon } from "./ui/icon";
import { addressLines, site, type Office } from "~/config/site";
import type { Language } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/translate";
import { pagePath } from "~/lib/pages";
import { ui } from "~/i18n/ui";
import { CompanyPageLink } from "./company-page-link";
import { CookieSettingsLink } from "./cookie-settings-link";
import { CopyEmailButton } from "./copy-email-button";
import { Logo } from "./logo";
import { prerenderOnIntent } from "~/lib/speculation";

const legalLinks = [
  { page: "privacypolicy", label: "footer.privacy" },
  { page: "terms", label: "footer.terms" },
  { page: "cookiepolicy", label: "footer.cookies" },
] as const satisfies readonly { page: string; label: MessageKey }[];

function OfficeAddress({ heading, office, lang }: { heading: string; office: Office; lang: Language }) {
  const [first, second] = addressLines(office, lang);
  return (
    <div>
      <p className="font-semibold text-white">{heading}</p>
      <address className="not-italic text-white/80">
        {first}
        <br />
        {second}
      </address>
    </div>
  );
}

/**
 * The line every page ends on, as an agency's site closes the sale: the invitation in the display face, one
 * sentence and the way to the contact form (the address to write to is in the contact column below). Like
 * the other links to the form it reports nothing itself: the lead counts when the form is sent.
 */
function ClosingCall({ lang }: { lang: Language }) {
  const { t } = ui(lang);
  return (
    <div className="border-b border-white/10">
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-14 sm:px-6 lg:pt-24 lg:pb-20">
        <h2 className={displayHeading({ className: "max-w-4xl" })}>
          <Phrases text={t("footer.closingTitle")} />
        </h2>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-white/80">{t("footer.closingText")}</p>
        <a href={pagePath("contact", lang)} {...prerenderOnIntent} className={buttonVariants({ variant: "accent", size: "lg", className: "mt-8" })}>
          {t("footer.closingAction")}
          <Icon node={ArrowRight} aria-hidden="true" className="size-4" />
        </a>
      </div>
    </div>
  );
}

interface SiteFooterProps {
  lang: Language;
  /** The year of the rights line: the build's, or the request's for pages rendered per request. */
  year: number;
  /** Off where the contact form is, or has just been sent, and on the cases, which end on a call of their own. */
  closingCall: boolean;
}

export function SiteFooter({ lang, year, closingCall }: SiteFooterProps) {
  const { t } = ui(lang);
  return (
    <footer id="footer" className="bg-brand-900 text-white">
      {closingCall ? <ClosingCall lang={lang} /> : null}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo lang={lang} className="text-white" />
          <p className="mt-4 max-w-xs text-sm text-white/70">{t("common.brandTagline")}</p>
        </div>
        <nav aria-label={t("footer.legalHeading")}>
          <h2 className="font-semibold">{t("footer.legalHeading")}</h2>
          <ul className="mt-3 space-y-1">
            {legalLinks.map((link) => (
              <li key={link.page}>
                <a
                  href={pagePath(link.page, lang)}
                  {...prerenderOnIntent}
                  className="inline-flex min-h-11 items-center text-white/80 underline-offset-4 hover:text-white hover:underline"
                >
                  {t(link.label)}
                </a>
              </li>
            ))}
            <li>
              <CookieSettingsLink lang={lang} className="text-white/80 hover:text-white" />
            </li>
          </ul>
        </nav>
        {/* The same on every page: the company page under the heading (spec), the address to write to under it. */}
        <div data-footer-contact>
          {/* The link keeps a 44 px tap target; pulled up by its extra height, its words line up with the other columns' headings. */}
          <h2>
            <CompanyPageLink
              lang={lang}
              location="footer"
              className="-my-2.5 inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline"
            >
              {t("footer.contactHeading")}
              <Icon node={ExternalLink} className="size-4" aria-hidden="true" />
            </CompanyPageLink>
          </h2>
          <CopyEmailButton lang={lang} location="footer" showAddress variant="ghost" className="mt-3 -ml-5 text-white/90" />
        </div>
        <div className="space-y-4">
          <h2 className="font-semibold">{t("footer.officesHeading")}</h2>
          <OfficeAddress heading={t("footer.milanOffice")} office={site.offices.milan} lang={lang} />
          {/* Italian visitors see the Milan office only (spec, section 2 "Footer"). */}
          {lang === "it" ? null : <OfficeAddress heading={t("footer.maltaOffice")} office={site.offices.malta} lang={lang} />}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4 text-sm text-white/75 sm:px-6">
          <p>{t("footer.rights", { year, name: site.legalName })}</p>
          <Button type="button" variant="ghost" size="icon" data-back-to-top aria-label={t("footer.backToTop")} title={t("footer.backToTop")}>
            <Icon node={ArrowUp} aria-hidden="true" />
          </Button>
        </div>
      </div>
    </footer>
  );
}
