/**
 * Spec, section 9: lazy images become eager within two viewport heights. Browsers start a lazy image at
 * a distance of their own (Chromium: 1250–2500 px whatever the screen); one observer shared by every
 * image, reaching two viewport heights above and below the screen, applies the spec's. It changes the
 * attribute itself: the page's image script only calls observe().
 */
export const NEAR_VIEWPORT_MARGIN = "200% 0px";

let observer: IntersectionObserver | undefined;
const watched = new Map<Element, (() => void) | undefined>();

function stopWatching(image: Element) {
  if (!watched.delete(image)) return;
  observer?.unobserve(image);
  // With every image started or gone (another page), no observer is left running.
  if (watched.size === 0) {
    observer?.disconnect();
    observer = undefined;
  }
}

/**
 * Watches a lazy image until it comes within two viewport heights, then starts it and calls `onStart`;
 * returns the way to stop.
 */
export function loadWhenNear(image: HTMLImageElement, onStart?: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute("loading", "eager");
        const started = watched.get(entry.target);
        stopWatching(entry.target);
        started?.();
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  watched.set(image, onStart);
  observer.observe(image);
  return () => stopWatching(image);
}
