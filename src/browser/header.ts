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
  const hero = document.getElementById("hero");
  const onHome = hero !== null;
  const menu = document.getElementById("mobile-menu");
  const toggle = document.querySelector<HTMLButtonElement>("[popovertarget='mobile-menu']");

  // The sections that decide the header's look once they reach its band: the one after the hero, the contact section.
  const afterHero = hero?.nextElementSibling;
  const contact = document.getElementById("contact");
  const behind = new Set<Element | null | undefined>();
  let menuOpen = false;
  const update = () => {
    header.dataset.solid = String(menuOpen || headerIsSolid(window.scrollY, window.innerHeight, behind.has(afterHero), behind.has(contact)));
  };
  if (onHome) {
    const band = new IntersectionObserver(
      (entries) => {
        // Reports queued between two callbacks come together, oldest first: the last one of a section is its state now.
        for (const entry of entries) {
          if (entry.isIntersecting) behind.add(entry.target);
          else behind.delete(entry.target);
        }
        update();
      },
      { rootMargin: HEADER_BAND_MARGIN },
    );
    for (const section of [afterHero, contact]) if (section) band.observe(section);
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
