import { track } from "~/features/analytics/track";
import { HEADER_BAND_MARGIN, headerIsSolid } from "~/lib/header-state";
import { isPlainClick } from "~/lib/plain-click";
import { scrollToSection } from "~/lib/scroll";

/**
 * The header's behaviour: solid or transparent by scroll on home (spec, section 2), section links that
 * scroll in place on home, and the phone menu (a popover), which names its state and closes after a
 * click that keeps the page.
 */
export function initHeader(): void {
  const header = document.querySelector<HTMLElement>("header[data-solid]");
  if (!header) return;
  const onHome = document.getElementById("hero") !== null;
  const menu = document.getElementById("mobile-menu");
  const toggle = document.querySelector<HTMLButtonElement>("[popovertarget='mobile-menu']");

  // Which sections have reached the header's band; the observers say so from their first report.
  const behind = { afterHero: false, contact: false };
  let menuOpen = false;
  const update = () => {
    const backdrop = { scrollY: window.scrollY, viewportHeight: window.innerHeight, afterHeroBehind: behind.afterHero, contactBehind: behind.contact };
    header.dataset.solid = String(menuOpen || headerIsSolid(backdrop));
  };
  const watchBehind = (part: keyof typeof behind, section: Element | null | undefined) => {
    if (!section) return;
    new IntersectionObserver(
      (entries) => {
        // Reports queued between two callbacks come together, oldest first: the last one is the state now.
        behind[part] = entries.at(-1)?.isIntersecting ?? false;
        update();
      },
      { rootMargin: HEADER_BAND_MARGIN },
    ).observe(section);
  };
  if (onHome) {
    watchBehind("afterHero", document.getElementById("hero")?.nextElementSibling);
    watchBehind("contact", document.getElementById("contact"));
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    update();
  }

  menu?.addEventListener("toggle", (event) => {
    menuOpen = (event as ToggleEvent).newState === "open";
    if (toggle) toggle.ariaLabel = (menuOpen ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? toggle.ariaLabel;
    if (onHome) update();
  });

  header.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a");
    if (!link) return;
    const section = link.dataset.sectionLink;
    if (section && onHome && isPlainClick(event)) {
      event.preventDefault();
      menu?.hidePopover?.();
      // A missing section only closes the menu (spec, section 2).
      if (scrollToSection(section)) track("scroll_to_section", { section, location: "header" });
      return;
    }
    // A link that takes this tab to another page leaves the menu to go with the page: closing it first (the
    // header repainted, the focus put back on the button) held up the next page by a frame at 4x CPU.
    if (!leavesThePage(link, event)) menu?.hidePopover?.();
  });
  // Back to this page from the back/forward cache: the page, not the menu it was left with.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) menu?.hidePopover?.();
  });
}

/** Whether following the link replaces this page in this tab (not a new tab, a download or a jump within it). */
function leavesThePage(link: HTMLAnchorElement, event: MouseEvent): boolean {
  if (event.defaultPrevented || !isPlainClick(event) || (link.target !== "" && link.target !== "_self") || link.hasAttribute("download")) return false;
  const next = new URL(link.href, location.href);
  return next.origin !== location.origin || next.pathname !== location.pathname || next.search !== location.search;
}
