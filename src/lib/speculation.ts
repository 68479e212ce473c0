/**
 * Pages a visitor is about to open are prerendered (Speculation Rules, Chromium): Astro writes one static
 * rule into every page's head (`experimental.clientPrerender` with the CSP on; astro.config.ts), which
 * prerenders a link marked `data-astro-prefetch` once the pointer rests on it or presses it ("moderate"
 * eagerness). Other browsers fetch the same links on hover through Astro's prefetch (its default strategy).
 * Only links to pages without effects are marked: the language switch, the case pages, the legal pages,
 * the contact page; never the thank-you page. A prerendered page starts its scripts (consent, analytics,
 * page views) only once it is shown (src/lib/scripts-after-first-paint.ts).
 */
export const prerenderOnIntent = { "data-astro-prefetch": "" } as const;

/**
 * Runs in the page's head as an inline script (astro.config.ts injects it, and Astro hashes it for the
 * Content-Security-Policy), so it must stand alone: no import, no name from outside its body.
 *
 * A visitor who asked to save data (Save-Data, prefers-reduced-data), is on a 2G connection or has a
 * device with 1 GB of memory or less gets no page prerendered: the page's speculation rule is removed
 * once the head is parsed (it comes after this script), before a link can be pointed at.
 */
export function withholdSpeculationWhereUnwanted(): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  const memoryGb = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  const unwanted =
    connection?.saveData === true ||
    /2g/.test(connection?.effectiveType ?? "") ||
    (memoryGb !== undefined && memoryGb <= 1) ||
    matchMedia("(prefers-reduced-data: reduce)").matches;
  if (!unwanted) return;
  document.addEventListener("DOMContentLoaded", () => {
    for (const rules of document.querySelectorAll('script[type="speculationrules"]')) rules.remove();
  });
}
