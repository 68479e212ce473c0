/** The layer drifts down at this fraction of the scroll distance, so it seems to move slower than the page. */
export const PARALLAX_FACTOR = 0.3;

/**
 * Moves a decorative background with the scroll (the case pages'). Only `transform` changes, on a layer
 * of its own, at most once per frame from a passive listener: no layout work, no layout shift, no
 * blocked scrolling. It stands still for visitors who prefer reduced motion, also when they switch.
 */
export function init(): void {
  const layer = document.querySelector<HTMLElement>("[data-scroll-parallax]");
  if (!layer) return;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  let frame = 0;

  const applyOffset = () => {
    frame = 0;
    layer.style.transform = `translate3d(0, ${Math.round(window.scrollY * PARALLAX_FACTOR)}px, 0)`;
  };
  const onScroll = () => {
    if (frame === 0) frame = requestAnimationFrame(applyOffset);
  };
  const followPreference = () => {
    // Says which way the layer behaves, for anyone inspecting the page (and the browser tests).
    layer.dataset.parallax = reducedMotion.matches ? "still" : "scroll";
    if (reducedMotion.matches) {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
      frame = 0;
      layer.style.transform = "";
    } else {
      window.addEventListener("scroll", onScroll, { passive: true });
      applyOffset();
    }
  };

  followPreference();
  reducedMotion.addEventListener("change", followPreference);
}
