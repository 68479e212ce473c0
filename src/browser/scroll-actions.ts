import { SOLID_AFTER_VIEWPORT_SHARE } from "~/lib/header-state";
import { scrollBehavior } from "~/lib/scroll";

/**
 * The hero's scroll hint goes down to 90 % of the viewport height and the footer's button back to the
 * top, both smoothly unless the visitor prefers reduced motion (spec, section 2). The hint is a link to
 * the next section, so it works without JavaScript too.
 */
export function initScrollActions(): void {
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target.closest("[data-back-to-top]")) {
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
    } else if (target.closest("[data-scroll-down]")) {
      event.preventDefault();
      window.scrollTo({ top: window.innerHeight * SOLID_AFTER_VIEWPORT_SHARE, behavior: scrollBehavior() });
    }
  });
}
