import { ExternalLink, Mail } from "lucide";
import { Icon } from "./ui/icon";
import type { Language } from "~/i18n/languages";
import { ui } from "~/i18n/ui";
import { CompanyPageLink } from "./company-page-link";
import { copyEmailAttributes } from "./copy-email-button";

const barButton =
  "inline-flex h-11 items-center gap-1.5 rounded px-3 text-sm font-semibold whitespace-nowrap hover:bg-white/10 sm:px-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white";

/**
 * Quick contact at the bottom of the screen, hidden as served: src/browser/floating-bar.ts shows it once
 * the hero is out of view (on pages without one, from the start) and hides it while the contact section,
 * a contact form or the footer is on screen; while the cookie banner asks, it stays out of the banner's
 * way (src/site.css). Fixed and moved by a transform, it never shifts the page.
 * Pages where it would cover what the visitor came for do not render it (the privacy policy and terms,
 * spec section 2; the contact page and the thank-you page, whose form and next steps fill the screen).
 */
export function FloatingBar({ lang }: { lang: Language }) {
  const { t } = ui(lang);
  return (
    <aside
      id="floating-bar"
      aria-label={t("home.floatingBarLabel")}
      data-visible="false"
      className="invisible fixed inset-x-0 bottom-4 z-30 flex translate-y-[150%] justify-center px-2 transition-[transform,visibility] duration-300 data-[visible=true]:visible data-[visible=true]:translate-y-0"
    >
      <div className="flex items-center gap-1 rounded bg-brand-800 p-1 text-white shadow-xl ring-1 ring-white/15">
        <CompanyPageLink lang={lang} location="floating_bar" className={barButton}>
          <Icon node={ExternalLink} aria-hidden="true" className="size-4 max-[400px]:hidden" />
          {t("home.floatingBarCompanyPage")}
        </CompanyPageLink>
        <button type="button" {...copyEmailAttributes(lang, "floating_bar")} className={barButton}>
          <Icon node={Mail} aria-hidden="true" className="size-4 max-[400px]:hidden" />
          {t("home.floatingBarCopyEmail")}
        </button>
      </div>
    </aside>
  );
}
