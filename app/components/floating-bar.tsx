import { useLocation } from "react-router";
import { ExternalLink, Mail } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useInView } from "~/hooks/use-in-view";
import { useI18n } from "~/i18n/context";
import { HERO_VISIBLE_THRESHOLD } from "~/lib/hero-in-view";
import { cn } from "~/lib/utils";
import { useCopyEmail } from "./copy-email";
import { CompanyPageLink } from "./company-page-link";

/** Pages where the bar would sit on top of what the visitor came to read (spec, section 2). */
const pagesWithoutBar = new Set(["privacypolicy", "terms", "calendly"]);

export function floatingBarAllowed(pathname: string, hash: string): boolean {
  const lastSegment = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  return !pagesWithoutBar.has(lastSegment) && hash !== "#calendly";
}

/**
 * Quick contact at the bottom of the screen: shown once the hero is out of view (on pages without a
 * hero, from the start), hidden while the footer, which offers the same actions, is visible.
 */
export function FloatingBar() {
  const { t } = useI18n();
  const copyEmail = useCopyEmail("floating_bar");
  const { pathname, hash } = useLocation();
  const hero = useInView("#hero", HERO_VISIBLE_THRESHOLD, [pathname]);
  const footer = useInView("footer", 0, [pathname]);
  const visible = floatingBarAllowed(pathname, hash) && hero !== true && hero !== undefined && footer === false;

  return (
    <aside
      id="floating-bar"
      aria-label={t("home.floatingBarLabel")}
      data-visible={visible}
      className={cn(
        "fixed inset-x-0 bottom-4 z-30 flex justify-center px-2 transition-[transform,visibility] duration-300",
        visible ? "visible translate-y-0" : "invisible translate-y-[150%]",
      )}
    >
      <div className="flex items-center gap-1 rounded-full bg-brand-800 p-1 text-white shadow-xl ring-1 ring-white/15">
        <CompanyPageLink
          location="floating_bar"
          className="inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap hover:bg-white/10 sm:px-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <Icon node={ExternalLink} aria-hidden="true" className="size-4 max-[400px]:hidden" />
          {t("home.floatingBarCompanyPage")}
        </CompanyPageLink>
        <button
          type="button"
          onClick={copyEmail}
          className="inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap hover:bg-white/10 sm:px-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <Icon node={Mail} aria-hidden="true" className="size-4 max-[400px]:hidden" />
          {t("home.floatingBarCopyEmail")}
        </button>
      </div>
    </aside>
  );
}
