/** Spec, section 9: the floating bar appears once less than half of the hero is visible. */
export const HERO_VISIBLE_THRESHOLD = 0.5;

/**
 * The floating bar's code is needed once the bar may show: at once on a page without a hero, otherwise
 * as soon as less than half of the hero is visible. Returns a function that stops watching.
 */
export function whenHeroLeaves(onLeave: () => void): () => void {
  const hero = document.getElementById("hero");
  if (!hero || typeof IntersectionObserver === "undefined") {
    onLeave();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= HERO_VISIBLE_THRESHOLD)) return;
      observer.disconnect();
      onLeave();
    },
    { threshold: HERO_VISIBLE_THRESHOLD },
  );
  observer.observe(hero);
  return () => observer.disconnect();
}
