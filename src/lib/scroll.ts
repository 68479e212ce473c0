import { renderSectionsThrough } from "./home-sections";

/** Scroll behaviour that respects the visitor's reduced-motion preference. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/** Spec, section 9: land 20 px under the header; retry up to 3 times while more than 50 px off. */
export const SECTION_GAP_PX = 20;
export const SCROLL_MAX_ATTEMPTS = 3;
export const SCROLL_TOLERANCE_PX = 50;
/** How long to wait for a smooth scroll that never reports its end (browsers without `scrollend`). */
export const SCROLL_SETTLE_TIMEOUT_MS = 1200;

/** The header's bar, not the whole header: an open mobile menu below it must not count. */
function headerOffset(): number {
  const bar = document.querySelector("[data-header-bar]") ?? document.querySelector("header");
  return (bar?.getBoundingClientRect().height ?? 0) + SECTION_GAP_PX;
}

function whenScrollSettles(callback: () => void) {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    window.removeEventListener("scrollend", finish);
    window.clearTimeout(timer);
    callback();
  };
  window.addEventListener("scrollend", finish);
  const timer = window.setTimeout(finish, SCROLL_SETTLE_TIMEOUT_MS);
}

/**
 * Scrolls so the section's top sits just under the fixed header; false when there is no such section.
 * Images and reveals above the target can still move it while the page scrolls, so the position is
 * checked once the scroll settles and corrected, at most SCROLL_MAX_ATTEMPTS scrolls in all.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  renderSectionsThrough(section);
  let attempts = 0;
  const attempt = () => {
    attempts += 1;
    const offset = headerOffset();
    window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - offset, behavior: scrollBehavior() });
    if (attempts >= SCROLL_MAX_ATTEMPTS) return;
    whenScrollSettles(() => {
      if (Math.abs(section.getBoundingClientRect().top - headerOffset()) > SCROLL_TOLERANCE_PX) attempt();
    });
  };
  attempt();
  // Where the link's own jump would have left it: the next Tab goes on inside the section, not back in the header.
  section.tabIndex = -1;
  section.focus({ preventScroll: true });
  return true;
}
