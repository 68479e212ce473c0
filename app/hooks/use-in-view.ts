import { useEffect, useState } from "react";

/**
 * Whether the element matched by `selector` is in the viewport, at least `threshold` of it.
 * `undefined` until the first observation, `null` when there is no such element on the page.
 * `deps` re-find the element (after a client-side navigation, say); `rootMargin` narrows or widens the
 * viewport as IntersectionObserver does.
 */
export function useInView(selector: string, threshold: number, deps: readonly unknown[] = [], rootMargin = "0px"): boolean | null | undefined {
  const [inView, setInView] = useState<boolean | null | undefined>(undefined);
  useEffect(() => {
    const element = document.querySelector(selector);
    if (!element) {
      setInView(null);
      return;
    }
    setInView(undefined);
    const observer = new IntersectionObserver(([entry]) => setInView(!!entry && entry.isIntersecting && entry.intersectionRatio >= threshold), {
      threshold,
      rootMargin,
    });
    observer.observe(element);
    return () => observer.disconnect();
    // The caller's deps (a new page, say) decide when to look for the element again.
  }, [selector, threshold, rootMargin, ...deps]);
  return inView;
}
