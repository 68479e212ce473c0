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
 * The links a visitor most often opens next, the header's language links and the home page's case cards,
 * are prerendered as soon as the pointer is on them ("eager": about 10 ms of hover in Chromium on a
 * desktop, against 200 ms for "moderate"). A prerender needs a new renderer to start, the page to be
 * parsed, styled and laid out: at 4× CPU about 400 ms, of which a pointer resting 300 ms before the
 * click left it 250 (docs/decisions/0036). Such a link also carries `prerenderOnIntent`, so other
 * browsers fetch it on hover as before.
 */
export const prerenderOnPointer = { ...prerenderOnIntent, "data-prerender-on-pointer": "" } as const;

/**
 * The rule for `prerenderOnPointer`, beside Astro's own (moderate) for every marked link: Chromium starts a
 * link's prerender at the earliest eagerness any rule gives it. Written into every page's head by the
 * layout; its hash is in the Content-Security-Policy (astro.config.ts), as Astro's rule's is.
 */
export const prerenderOnPointerRules = JSON.stringify({
  prerender: [{ source: "document", where: { selector_matches: "a[data-prerender-on-pointer]" }, eagerness: "eager" }],
});

/**
 * Runs in the page's head as an inline script (astro.config.ts injects it, and Astro hashes it for the
 * Content-Security-Policy), so it must stand alone: no import, no name from outside its body.
 *
 * A prerendered page is drawn only once shown, and Chromium styles it when parsing ends but lays it out
 * only when something asks. Traced at 4× CPU, the first layout of the page in its new renderer (the first
 * text shaped, the fonts first looked up) took 63-83 ms and came after the click, ahead of the first
 * frame. While the page is hidden, it is laid out as the parser adds to it (after each stretch of HTML
 * parsed, when the mutation observer reports it), once more when parsed, and again once the web fonts that
 * layout asked for have arrived. One layout of the whole page at the end was tried first: when the click
 * came before the parse had ended, as on a busy machine, the first frame waited for all of it, where the
 * browser alone would have painted the part parsed so far.
 */
export function layOutWhilePrerendering(): void {
  const prerendering = () => (document as Document & { prerendering?: boolean }).prerendering === true;
  if (!prerendering()) return;
  const layOut = () => {
    if (prerendering()) document.documentElement.getBoundingClientRect();
  };
  const asParsed = new MutationObserver(layOut);
  asParsed.observe(document.documentElement, { childList: true, subtree: true });
  // Chromium renders a `content-visibility: auto` element once it is within one and a half viewports of
  // the screen, but not in a hidden page: the home sections that near stay skipped until the click, and
  // their layout (12 ms of the 32 the first frame took, at 4× CPU) fell in the frame the visitor waits for.
  const renderedAheadViewports = 1.5;
  const renderSectionsTheFirstScreenReaches = () => {
    for (const section of document.querySelectorAll<HTMLElement>("[data-home-section]")) {
      if (section.getBoundingClientRect().top >= innerHeight * (1 + renderedAheadViewports)) break;
      section.dataset.sectionRendered = "";
    }
  };
  document.addEventListener(
    "DOMContentLoaded",
    () => {
      asParsed.disconnect();
      if (prerendering()) renderSectionsTheFirstScreenReaches();
      layOut();
      void document.fonts.ready.then(layOut);
    },
    { once: true },
  );
}

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
