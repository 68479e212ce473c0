import { whenIdle } from "~/lib/idle";

/** Spec, section 7 "Page hints": case pages are prefetched 2 seconds after the page has loaded. */
export const PREFETCH_DELAY_MS = 2000;

/**
 * Calls `prefetch` for each path from two seconds after the load event, so the page's own first load is
 * not slowed: one path per idle moment. All at once they made one task of 15-30 ms at 4x CPU (the
 * requests set up on the main thread), and a tap that came then waited for all of it.
 */
export function prefetchAfterLoad(paths: readonly string[], prefetch: (path: string) => void): void {
  const prefetchOneWhenIdle = (index: number) => {
    const path = paths[index];
    if (path === undefined) return;
    whenIdle(() => {
      prefetch(path);
      prefetchOneWhenIdle(index + 1);
    });
  };
  const startCountdown = () => window.setTimeout(() => prefetchOneWhenIdle(0), PREFETCH_DELAY_MS);
  if (document.readyState === "complete") startCountdown();
  else window.addEventListener("load", startCountdown, { once: true });
}
