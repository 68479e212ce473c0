/** Spec, section 7 "Page hints": case pages are prefetched 2 seconds after the page has loaded. */
export const PREFETCH_DELAY_MS = 2000;

/** Calls `prefetch` for each path two seconds after the load event, so the page's own first load is not slowed. */
export function prefetchAfterLoad(paths: readonly string[], prefetch: (path: string) => void): void {
  const startCountdown = () => window.setTimeout(() => paths.forEach((path) => prefetch(path)), PREFETCH_DELAY_MS);
  if (document.readyState === "complete") startCountdown();
  else window.addEventListener("load", startCountdown, { once: true });
}
