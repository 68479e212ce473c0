import { CheckCircle2 } from "lucide";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { Language } from "~/i18n/languages";
import { pagePath } from "~/lib/pages";
import { ui } from "../i18n/ui";
import { trackedClick } from "./tracked";

/**
 * What a visitor sees after sending the contact form. src/scripts/lead-sent.ts reports the lead, once,
 * when the form's redirect marked it as really stored.
 */
export function ThankYou({ lang }: { lang: Language }) {
  const { t } = ui(lang);
  return (
    <section data-lead-confirmation className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <Icon node={CheckCircle2} className="size-16 text-emerald-600" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold text-slate-900 sm:text-4xl">{t("thankYou.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("form.success")}</p>
      <a
        href={pagePath("home", lang)}
        {...trackedClick("navigation", { from: "thank-you", to: "home", method: "back_to_home_button", language: lang })}
        className={buttonVariants({ className: "mt-10" })}
      >
        {t("common.backToHome")}
      </a>
    </section>
  );
}
