import { useState, type MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { Menu, X } from "lucide";
import { Icon } from "~/components/ui/icon";
import { site } from "~/config/site";
import { useI18n } from "~/i18n/context";
import type { MessageKey } from "~/i18n/translate";
import { track } from "~/analytics/track";
import { useHeaderSolid } from "~/hooks/use-header-solid";
import { scrollToSection } from "~/lib/scroll";
import { cn } from "~/lib/utils";
import { CopyEmailButton } from "./copy-email";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { Button } from "./ui/button";

type NavItem = { label: MessageKey } & ({ section: string } | { href: string });

/** Services, about and results lead to home-page sections; contact opens the company page (spec, section 2). */
export const navItems: readonly NavItem[] = [
  { label: "nav.services", section: "services" },
  { label: "nav.about", section: "about" },
  { label: "nav.results", section: "i-nostri-business-case" },
  { label: "nav.contact", href: site.companyPageUrl },
];

export function Header({ className }: { className?: string }) {
  const { lang, t } = useI18n();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const onHome = useLocation().pathname.replace(/\/+$/, "") === `/${lang}`;
  const solid = useHeaderSolid(onHome) || menuOpen;

  /**
   * On the home page a section link scrolls there in place (the plain link stays for other pages and
   * for visitors without JavaScript). A missing section only closes the menu (spec, section 2).
   */
  const goToSection = (event: MouseEvent<HTMLAnchorElement>, section: string) => {
    closeMenu();
    if (!onHome || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (scrollToSection(section)) track("scroll_to_section", { section, location: "header" });
  };

  const links = (onClick?: () => void) =>
    navItems.map((item) => (
      <li key={item.label}>
        {"section" in item ? (
          <Link to={{ pathname: `/${lang}`, hash: item.section }} onClick={(event) => goToSection(event, item.section)} className="nav-link">
            {t(item.label)}
          </Link>
        ) : (
          <a href={item.href} target="_blank" rel="noopener noreferrer" onClick={onClick} className="nav-link">
            {t(item.label)}
            <span className="sr-only"> {t("common.opensInNewTab")}</span>
          </a>
        )}
      </li>
    ));

  return (
    <header
      data-solid={solid}
      className={cn(
        "fixed inset-x-0 top-0 z-40 text-white transition-[background-color,box-shadow] duration-300",
        solid ? "bg-brand-800 shadow-md" : "bg-transparent",
        className,
      )}
    >
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-800">
        {t("common.skipToContent")}
      </a>
      <div data-header-bar className="mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo className="text-white" />
        <nav aria-label={t("nav.label")} className="hidden lg:block">
          <ul className="flex items-center gap-1 [&_.nav-link]:inline-flex [&_.nav-link]:h-11 [&_.nav-link]:items-center [&_.nav-link]:rounded-md [&_.nav-link]:px-3 [&_.nav-link]:text-sm [&_.nav-link]:font-medium [&_.nav-link:hover]:bg-white/10">
            {links()}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitcher className="hidden sm:block" />
          <CopyEmailButton location="header" variant="ghost" size="icon" />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <Icon node={X} aria-hidden="true" /> : <Icon node={Menu} aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-white/15 bg-brand-800 lg:hidden">
        <nav aria-label={t("nav.label")} className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="flex flex-col [&_.nav-link]:flex [&_.nav-link]:h-12 [&_.nav-link]:items-center [&_.nav-link]:rounded-md [&_.nav-link]:px-3 [&_.nav-link]:text-base [&_.nav-link]:font-medium [&_.nav-link:hover]:bg-white/10">
            {links(closeMenu)}
          </ul>
          <LanguageSwitcher className="mt-2 border-t border-white/15 pt-3 sm:hidden" onSwitch={closeMenu} />
        </nav>
      </div>
    </header>
  );
}
