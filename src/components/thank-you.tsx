import { displayHeading } from "./ui/display-heading";
import { ArrowRight, ExternalLink } from "lucide";
import { buttonVariants } from "./ui/button";
import { kicker, partHeading } from "./ui/editorial";
import { Icon } from "./ui/icon";
import type { Language } from "~/i18n/languages";
import { pagePath } from "~/lib/pages";
import { ui } from "~/i18n/ui";
import { CompanyPageLink } from "./company-page-link";
import { Phrases } from "./phrases";
import { trackedClick } from "./tracked";

/** A next step: a column under a thin rule, as the home page's services are set, not a card. */
const nextStep =
  "group relative flex flex-col border-t border-slate-300 pt-6 text-left focus-within:outline-2 focus-within:outline-offset-4 focus-within:outline-brand-600";
const nextLink =
  "mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 underline-offset-4 after:absolute after:inset-0 group-hover:underline focus-visible:outline-none";

/**
 * What a visitor sees after sending the contact form: the confirmation, the way home, and what to read
 * while the reply is on its way (the business cases, the company page), so the page is not a dead end.
 * src/browser/lead-sent.ts reports the lead, once, when the form's redirect marked it as really stored.
 */
export function ThankYou({ lang }: { lang: Language }) {
  const { t } = ui(lang);
  return (
    <section data-lead-confirmation className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:pb-24">
      <div className="flex max-w-3xl flex-col items-start">
        <h1 className={displayHeading({ className: "text-slate-900" })}>
          <Phrases text={t("thankYou.title")} />
        </h1>
        <p className="mt-4 text-lg text-pretty text-slate-700 sm:text-xl">{t("form.success")}</p>
        <a
          href={pagePath("home", lang)}
          {...trackedClick("navigation", { from: "thank-you", to: "home", method: "back_to_home_button", language: lang })}
          className={buttonVariants({ className: "mt-8" })}
        >
          {t("common.backToHome")}
        </a>
      </div>

      <div className="mt-16 max-w-4xl">
        <h2 className={kicker}>
          <Phrases text={t("thankYou.nextHeading")} />
        </h2>
        <ul className="mt-6 grid gap-10 md:grid-cols-2">
          <li className={nextStep}>
            <h3 className={partHeading}>
              <Phrases text={t("thankYou.casesTitle")} />
            </h3>
            <p className="mt-2 flex-1 text-slate-600">{t("thankYou.casesText")}</p>
            <a
              href={`${pagePath("home", lang)}#i-nostri-business-case`}
              {...trackedClick("navigation", { from: "thank-you", to: "business-cases", method: "next_step_link", language: lang })}
              className={nextLink}
            >
              {t("thankYou.casesLink")}
              <Icon node={ArrowRight} aria-hidden="true" className="size-4" />
            </a>
          </li>
          <li className={nextStep}>
            <h3 className={partHeading}>
              <Phrases text={t("thankYou.companyTitle")} />
            </h3>
            <p className="mt-2 flex-1 text-slate-600">{t("thankYou.companyText")}</p>
            <CompanyPageLink lang={lang} location="thank_you" className={nextLink}>
              {t("thankYou.companyLink")}
              <Icon node={ExternalLink} aria-hidden="true" className="size-4" />
            </CompanyPageLink>
          </li>
        </ul>
      </div>
    </section>
  );
}
