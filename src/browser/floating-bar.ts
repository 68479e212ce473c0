import { HERO_VISIBLE_THRESHOLD } from "~/lib/hero-in-view";

/**
 * What the bar must never sit over, and steps aside for while any of it is on screen: the home page's
 * contact section and a contact form, whose own buttons it would hide, and the footer, which offers the
 * same two actions.
 */
const IN_THE_WAY = "#contact, [data-contact-form], #footer";

/**
 * Shows the quick-contact bar once less than half of the hero is visible (from the start on pages
 * without one) and hides it while anything in its way is on screen. Observers only: nothing reads the
 * layout while the visitor scrolls.
 */
export function initFloatingBar(): void {
  const bar = document.getElementById("floating-bar");
  if (!bar) return;
  const hero = document.getElementById("hero");
  let heroVisible = hero !== null;
  const inView = new Set<Element>();
  const update = () => (bar.dataset.visible = String(!heroVisible && inView.size === 0));
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
  const inTheWay = new IntersectionObserver((entries) => {
    // Oldest first, so an element's last report decides.
    for (const entry of entries) {
      if (entry.isIntersecting) inView.add(entry.target);
      else inView.delete(entry.target);
    }
    update();
  });
  for (const element of document.querySelectorAll(IN_THE_WAY)) inTheWay.observe(element);
  update();
}
