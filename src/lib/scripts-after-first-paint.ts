/**
 * No script is fetched before the page's first paint (docs/decisions/0026). Astro writes a page's module
 * scripts as `<script type="module" src>`, which the browser fetches while it parses the HTML, ahead of
 * the first paint; each page's HTML is therefore served with those scripts held (a type the browser
 * neither fetches nor runs), and a small inline script starts them once the page has painted.
 */

/**
 * A held script's type: not a script type, so the browser leaves it alone. Such a script is a data block,
 * which HTML allows no `src`: its address waits in `data-src`.
 */
export const HELD_SCRIPT_TYPE = "text/x-after-first-paint";

/** A module script exactly as Astro writes it (tests/e2e/scripts.spec.ts fails if that changes). */
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/** The page's HTML with its module scripts held until startHeldScripts starts them. */
export function holdModuleScripts(html: string): string {
  return html.replace(MODULE_SCRIPT, `<script type="${HELD_SCRIPT_TYPE}" data-src="$1"></script>`);
}

/**
 * Runs in the page's head as an inline script (astro.config.ts injects it, and Astro hashes it for the
 * Content-Security-Policy), so it must stand alone: no import, no name from outside its body.
 *
 * Once the whole page is parsed, the held scripts start in the task after the browser reports the first
 * contentful paint (Paint Timing). The task after the next frame, used before, came ahead of that report
 * in some loads (a frame is shown after its animation-frame callbacks run): the scripts were fetched by
 * the time the paint was timed, Lighthouse counted them as blocking it, and the home page's LCP read
 * 1,052-1,528 ms instead of 1,052-1,059 (home en, 5 runs each, alternated). A browser without paint timing
 * starts them after the next frame, and a page that reports no paint within 2 s starts them all the same.
 * A hidden page (a background tab) paints nothing, and starts them at once. A prerendered page
 * (src/lib/speculation.ts) starts them only once it is shown: until then it runs nothing with effects,
 * no consent, no analytics, no page view, for a page the visitor may never open. Starting twice does
 * nothing: a started script is no longer held.
 */
export function startHeldScripts(): void {
  const start = () => {
    for (const held of document.querySelectorAll<HTMLScriptElement>('script[type="text/x-after-first-paint"]')) {
      const script = document.createElement("script");
      script.type = "module";
      script.src = held.dataset.src!;
      held.replaceWith(script);
    }
  };
  const noPaintReportedAfterMs = 2000;
  const startAfterFirstPaint = ({ shownNext = false } = {}) => {
    if (document.visibilityState === "hidden" && !shownNext) return start();
    if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint"))
      return requestAnimationFrame(() => setTimeout(start, 0));
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: "paint", buffered: true });
    setTimeout(start, noPaintReportedAfterMs);
  };
  const startWhenParsed = (options?: { shownNext: boolean }) => {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => startAfterFirstPaint(options), { once: true });
    else startAfterFirstPaint(options);
  };
  // Chromium fires prerenderingchange while the page still reads as hidden: it is shown next, and its
  // scripts, started at once, ran ahead of its first frame (9 ms of a case page's 30 at 4× CPU).
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", () => startWhenParsed({ shownNext: true }), { once: true });
  else startWhenParsed();
}
