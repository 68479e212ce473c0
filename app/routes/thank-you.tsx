import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { CheckCircle2 } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/thank-you";
import { buttonVariants } from "~/components/ui/button";
import { socialImage } from "~/.server/social-image";
import { useI18n } from "~/i18n/context";
import { uiMessages } from "~/i18n/messages";
import { track } from "~/analytics/track";
import { LEAD_SENT_PARAM } from "~/lib/pages";
import { pageMeta } from "~/.server/seo";
import { metaFromLoader } from "~/lib/seo";
import { routeLanguage } from "~/lib/route-lang";

export function loader({ params }: Route.LoaderArgs) {
  const lang = routeLanguage(params);
  const { thankYou } = uiMessages(lang);
  return { head: pageMeta({ lang, title: thankYou.metaTitle, description: thankYou.metaDescription, page: "thank-you", socialImage: socialImage(lang) }) };
}

export const meta = metaFromLoader;

export default function ThankYou() {
  const { lang, t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const leadSent = new URLSearchParams(location.search).has(LEAD_SENT_PARAM);

  useEffect(() => {
    if (!leadSent) return;
    // The conversion counts once: the marker leaves the address, so a reload or bookmark does not repeat it.
    track("generate_lead", { method: "contact_form", language: lang });
    void navigate(location.pathname, { replace: true });
  }, [leadSent, lang, location.pathname, navigate]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <Icon node={CheckCircle2} className="size-16 text-emerald-600" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold text-slate-900 sm:text-4xl">{t("thankYou.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("form.success")}</p>
      <Link
        to={`/${lang}`}
        onClick={() => track("navigation", { from: "thank-you", to: "home", method: "back_to_home_button", language: lang })}
        className={buttonVariants({ className: "mt-10" })}
      >
        {t("common.backToHome")}
      </Link>
    </section>
  );
}
