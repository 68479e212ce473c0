import { HERO_VISIBLE_THRESHOLD } from "~/lib/hero-in-view";

/**
 * Shows the quick-contact bar once less than half of the hero is visible (from the start on pages
 * without one) and hides it while the footer, which offers the same actions, is on screen.
 */
export function initFloatingBar(): void {
  const bar = document.getElementById("floating-bar");
  if (!bar) return;
  const hero = document.getElementById("hero");
  const footer = document.getElementById("footer");
  let heroVisible = hero !== null;
  let footerVisible = false;
  const update = () => (bar.dataset.visible = String(!heroVisible && !footerVisible));
  if (hero) {
    new IntersectionObserver(
      (entries) => {
        // Reports queued between two callbacks come together, oldest first: the last one is the state now.
        const entry = entries.at(-1);
        heroVisible = (entry?.isIntersecting ?? false) && entry!.intersectionRatio >= HERO_VISIBLE_THRESHOLD;
        update();
      },
      { threshold: HERO_VISIBLE_THRESHOLD },
    ).observe(hero);
  }
  if (footer) {
    new IntersectionObserver((entries) => {
      footerVisible = entries.at(-1)?.isIntersecting ?? false;
      update();
    }).observe(footer);
  }
  update();
}
