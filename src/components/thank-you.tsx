import { displayHeading } from "./ui/display-heading";
import { ArrowRight, CheckCircle2, ExternalLink } from "lucide";
import { buttonVariants } from "./ui/button";
import { Icon } from "./ui/icon";
import type { Language } from "~/i18n/languages";
import { pagePath } from "~/lib/pages";
import { ui } from "~/i18n/ui";
import { CompanyPageLink } from "./company-page-link";
import { Phrases } from "./phrases";
import { trackedClick } from "./tracked";

const nextCard =
  "group relative flex flex-col rounded-3xl bg-white p-6 text-left shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md sm:p-8";
const nextLink =
  "mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 underline-offset-4 after:absolute after:inset-0 after:rounded-3xl group-hover:underline focus-visible:outline-none";

/**
 * What a visitor sees after sending the contact form: the confirmation, the way home, and what to read
 * while the reply is on its way (the business cases, the company page), so the page is not a dead end.
 * src/scripts/lead-sent.ts reports the lead, once, when the form's redirect marked it as really stored.
 */
export function ThankYou({ lang }: { lang: Language }) {
  const { t } = ui(lang);
  return (
    <section data-lead-confirmation className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-emerald-50 ring-1 ring-emerald-200">
          <Icon node={CheckCircle2} className="size-9 text-emerald-700" aria-hidden="true" />
        </span>
        <h1 className={displayHeading({ className: "mt-6 text-slate-900" })}>
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

      <div className="mx-auto mt-16 max-w-4xl border-t border-slate-200 pt-12">
        <h2 className="text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">
          <Phrases text={t("thankYou.nextHeading")} />
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          <li className={nextCard}>
            <h3 className="text-xl font-bold text-slate-900">
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
          <li className={nextCard}>
            <h3 className="text-xl font-bold text-slate-900">
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
