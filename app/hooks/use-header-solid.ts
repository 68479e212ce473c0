import { startTransition, useEffect, useState } from "react";
import { useInView } from "./use-in-view";

/** Spec, section 9: the header turns solid past 90 % of the viewport height. */
export const SOLID_AFTER_VIEWPORT_SHARE = 0.9;

/**
 * The band at the top of the viewport the header covers (it is 64 px high; the band is at least that on
 * a phone or laptop held upright). The contact section counts as "in view" for the header (spec, section
 * 2) once it reaches this band: while it only shows lower down, a transparent header would put its white
 * logo and links over the white section above it.
 */
export const HEADER_BAND_MARGIN = "0px 0px -90% 0px";

/** Transparent over the hero and over the (dark) contact section; solid everywhere else. */
export function headerIsSolid(scrollY: number, viewportHeight: number, contactInView: boolean): boolean {
  return scrollY > viewportHeight * SOLID_AFTER_VIEWPORT_SHARE && !contactInView;
}

/**
 * Whether the header should be solid. Pages other than home have no hero behind the header, and the
 * server (or a visitor without JavaScript, who never gets scroll updates) always gets the solid header.
 */
export function useHeaderSolid(onHome: boolean): boolean {
  // A boolean, not the scroll position, so scrolling within the hero or below it does not re-render.
  const [pastHero, setPastHero] = useState<boolean | null>(null);
  const contactInView = useInView("#contact", 0, [onHome], HEADER_BAND_MARGIN);

  useEffect(() => {
    if (!onHome) {
      setPastHero(null);
      return;
    }
    const update = () => setPastHero(headerIsSolid(window.scrollY, window.innerHeight, false));
    // The first reading comes right after hydration: in a transition React can split it from the rest of
    // that work instead of re-rendering the header in one more uninterruptible task.
    startTransition(update);
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [onHome]);

  if (!onHome || pastHero === null) return true;
  return pastHero && contactInView !== true;
}
