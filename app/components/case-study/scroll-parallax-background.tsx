import { useEffect, useRef } from "react";

/** The shapes drift down at this fraction of the scroll distance, so they seem to move slower than the page. */
export const PARALLAX_FACTOR = 0.3;

/**
 * Soft shapes behind a page that move with scroll. Only `transform` changes, on a layer of its own, once
 * per animation frame from a passive scroll listener: no layout work, no layout shift, no blocked
 * scrolling. Visitors who prefer reduced motion get the shapes standing still.
 */
export function ScrollParallaxBackground() {
  const layerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const layer = layerRef.current;
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
    const stop = () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
      frame = 0;
    };
    const followPreference = () => {
      stop();
      // Says which way the layer behaves, for anyone inspecting the page (and the browser tests).
      layer.dataset.parallax = reducedMotion.matches ? "still" : "scroll";
      if (reducedMotion.matches) {
        layer.style.transform = "";
        return;
      }
      window.addEventListener("scroll", onScroll, { passive: true });
      applyOffset();
    };

    followPreference();
    reducedMotion.addEventListener("change", followPreference);
    return () => {
      reducedMotion.removeEventListener("change", followPreference);
      stop();
    };
  }, []);

  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute inset-x-0 top-0 h-[28rem] bg-gradient-to-b from-brand-50 to-transparent" />
      <div ref={layerRef} className="absolute inset-0 will-change-transform">
        <div className="absolute -left-40 top-8 size-[30rem] rounded-full bg-[radial-gradient(circle,var(--color-brand-100)_0%,transparent_70%)]" />
        <div className="absolute -right-48 top-[26rem] size-[34rem] rounded-full bg-[radial-gradient(circle,#fef3c7_0%,transparent_70%)]" />
        <div className="absolute left-1/4 top-[64rem] size-[38rem] rounded-full bg-[radial-gradient(circle,var(--color-brand-50)_0%,transparent_70%)]" />
        <div className="absolute -right-24 top-[100rem] size-[30rem] rounded-full bg-[radial-gradient(circle,var(--color-brand-100)_0%,transparent_70%)]" />
      </div>
    </div>
  );
}
