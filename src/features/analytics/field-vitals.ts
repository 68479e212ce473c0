import { effectiveCategories, type ConsentStore } from "~/features/consent";
import type { Language } from "~/i18n/languages";
import { whenIdle } from "~/lib/idle";

/**
 * The library loads at the visitor's first tap, key or scroll, or after this long at the latest: not
 * while the page loads, where its 4.5 KB gzip would take a third of the home page's JavaScript budget
 * (15 KB, fetched in 5 s still). Nothing is lost by waiting: it reads the entries recorded before it
 * (buffered observers), the first input's included. A visit that leaves sooner, untouched, sends nothing.
 */
export const FIELD_VITALS_LATEST_MS = 10_000;

/**
 * Our own field vitals (./field-vitals-beacon.ts), only from a page that is shown (a prerendered one
 * waits for its activation) and only while the consent's analytics category is on: where no consent is
 * required every category is.
 */
export function startFieldVitals(lang: Language, store: ConsentStore, notFound: boolean, signal: AbortSignal): void {
  let due = false;
  let loading = false;
  const load = () => {
    if (loading || !due || signal.aborted || !effectiveCategories(store.get()).analytics) return;
    loading = true;
    void import("./field-vitals-beacon").then(({ reportFieldVitals }) => reportFieldVitals(lang, store, notFound));
  };
  const begin = () => {
    const becomeDue = () => {
      if (due) return;
      due = true;
      whenIdle(load);
    };
    const timer = setTimeout(becomeDue, FIELD_VITALS_LATEST_MS);
    signal.addEventListener("abort", () => clearTimeout(timer));
    for (const type of ["pointerdown", "keydown", "scroll"]) addEventListener(type, becomeDue, { once: true, passive: true, capture: true, signal });
    signal.addEventListener("abort", store.subscribe(load));
  };
  if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener("prerenderingchange", begin, { once: true, signal });
  else begin();
}
