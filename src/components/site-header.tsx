import { Menu, X } from "lucide";
import { buttonVariants } from "./ui/button";
import { Icon } from "./ui/icon";
import { site } from "~/config/site";
import type { Language } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/translate";
import { cn } from "~/lib/utils";
import { ui } from "~/i18n/ui";
import { CopyEmailButton } from "./copy-email-button";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

type NavItem = { label: MessageKey } & ({ section: string } | { href: string });

/** Services, about and results lead to home-page sections; contact opens the company page (spec, section 2). */
export const navItems: readonly NavItem[] = [
  { label: "nav.services", section: "services" },
  { label: "nav.about", section: "about" },
  { label: "nav.results", section: "i-nostri-business-case" },
  { label: "nav.contact", href: site.companyPageUrl },
];

function NavLinks({ lang }: { lang: Language }) {
  const { t } = ui(lang);
  return navItems.map((item) => (
    <li key={item.label}>
      {"section" in item ? (
        // A plain link that lands on the section from any page; on home src/browser/header.ts scrolls in place.
        <a href={`/${lang}#${item.section}`} data-section-link={item.section} className="nav-link">
          {t(item.label)}
        </a>
      ) : (
        <a href={item.href} target="_blank" rel="noopener noreferrer" className="nav-link">
          {t(item.label)}
          <span className="sr-only"> {t("common.opensInNewTab")}</span>
        </a>
      )}
    </li>
  ));
}

interface SiteHeaderProps {
  lang: Language;
  /** The page's path, for the language links. */
  pathname: string;
}

/**
 * Fixed at the top. Solid as served; on home src/browser/header.ts makes it transparent over the hero and
 * the contact section. The phone menu is a popover: it opens and closes without JavaScript.
 */
export function SiteHeader({ lang, pathname }: SiteHeaderProps) {
  const { t } = ui(lang);
  return (
    <header
      data-solid="true"
      className="group/header fixed inset-x-0 top-0 z-40 text-white transition-[background-color,box-shadow] duration-300 data-[solid=false]:bg-transparent data-[solid=true]:bg-brand-800 data-[solid=true]:shadow-md"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-800"
      >
        {t("common.skipToContent")}
      </a>
      <div data-header-bar className="mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo lang={lang} className="text-white" />
        <nav aria-label={t("nav.label")} className="hidden lg:block">
          <ul className="flex items-center gap-1 [&_.nav-link]:inline-flex [&_.nav-link]:h-11 [&_.nav-link]:items-center [&_.nav-link]:rounded [&_.nav-link]:px-3 [&_.nav-link]:text-sm [&_.nav-link]:font-medium [&_.nav-link:hover]:bg-white/10">
            <NavLinks lang={lang} />
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitcher lang={lang} pathname={pathname} prefetchOn="hover" className="hidden sm:block" />
          <CopyEmailButton lang={lang} location="header" variant="ghost" size="icon" />
          <button
            type="button"
            popoverTarget="mobile-menu"
            aria-label={t("nav.openMenu")}
            data-label-open={t("nav.openMenu")}
            data-label-close={t("nav.closeMenu")}
            className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "lg:hidden")}
          >
            {/* A cross while the menu is open, which a second tap closes; CSS alone, so without JavaScript too. */}
            <Icon node={Menu} aria-hidden="true" className="group-has-[#mobile-menu:popover-open]/header:hidden" />
            <Icon node={X} aria-hidden="true" className="hidden group-has-[#mobile-menu:popover-open]/header:block" />
          </button>
        </div>
      </div>
      <div
        id="mobile-menu"
        popover="auto"
        className="inset-x-0 top-(--header-height) bottom-auto m-0 max-h-[calc(100dvh-var(--header-height))] w-full max-w-none overflow-y-auto border-t border-white/15 bg-brand-800 p-0 text-white lg:hidden"
      >
        <nav aria-label={t("nav.label")} className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="flex flex-col [&_.nav-link]:flex [&_.nav-link]:h-12 [&_.nav-link]:items-center [&_.nav-link]:rounded [&_.nav-link]:px-3 [&_.nav-link]:text-base [&_.nav-link]:font-medium [&_.nav-link:hover]:bg-white/10">
            <NavLinks lang={lang} />
          </ul>
          <LanguageSwitcher lang={lang} pathname={pathname} prefetchOn="viewport" className="mt-2 border-t border-white/15 pt-3 sm:hidden" />
        </nav>
      </div>
    </header>
  );
}
