import { startTransition, useEffect, useState } from "react";
import { HEADER_BAND_MARGIN, headerIsSolid } from "~/lib/header-state";
import { useInView } from "./use-in-view";

export { HEADER_BAND_MARGIN, headerIsSolid, SOLID_AFTER_VIEWPORT_SHARE } from "~/lib/header-state";

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
