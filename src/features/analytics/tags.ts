import { clarityConsentSignals, googleConsentSignals, gtagQueue, type ConsentCategories } from "~/features/consent";
import type { AnalyticsIds } from "./config";
import { tagWindow } from "./channels";

const loaded = new Set<string>();

/** Adds the tag once; false when it was already there. */
function injectScript(key: string, src: string): boolean {
  if (loaded.has(key)) return false;
  loaded.add(key);
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
  return true;
}

/** Consent Mode v2 update and Clarity consentv2, from the same choice. */
export function applyConsentSignals(categories: ConsentCategories, ids: AnalyticsIds): void {
  gtagQueue()("consent", "update", googleConsentSignals(categories));
  if (ids.clarityId) clarityStub()("consentv2", clarityConsentSignals(categories));
}

function clarityStub() {
  const w = tagWindow();
  if (!w.clarity) {
    const queue: unknown[] = [];
    const stub = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
    w.clarity = stub;
  }
  return w.clarity;
}

export function loadGtag(ids: AnalyticsIds): void {
  const primary = ids.ga4Id ?? ids.adsId;
  if (!primary) return;
  if (!injectScript("gtag", `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(primary)}`)) return;
  const gtag = tagWindow().gtag!;
  gtag("js", new Date());
  // page_view is ours (queued, consent-checked), not gtag's automatic one.
  if (ids.ga4Id) gtag("config", ids.ga4Id, { send_page_view: false });
  if (ids.adsId) gtag("config", ids.adsId);
}

export function loadGtm(ids: AnalyticsIds): void {
  if (!ids.gtmId) return;
  if (injectScript("gtm", `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.gtmId)}`)) {
    tagWindow().dataLayer!.push({ "gtm.start": Date.now(), event: "gtm.js" });
  }
}

export function loadClarity(ids: AnalyticsIds): void {
  if (!ids.clarityId) return;
  clarityStub();
  injectScript("clarity", `https://www.clarity.ms/tag/${encodeURIComponent(ids.clarityId)}`);
}
