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

const configured = new Set<string>();

/**
 * Google's tag, and in it only the products the consent covers: GA4 with analytics, Ads with marketing.
 * A product allowed later (the visitor accepts more in the settings) is configured then.
 */
export function loadGtag(ids: AnalyticsIds, { analytics, marketing }: ConsentCategories): void {
  const wanted = [analytics ? ids.ga4Id : undefined, marketing ? ids.adsId : undefined].filter((id): id is string => !!id);
  const [first] = wanted;
  if (!first) return;
  const gtag = tagWindow().gtag!;
  if (injectScript("gtag", `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(first)}`)) gtag("js", new Date());
  for (const id of wanted) {
    if (configured.has(id)) continue;
    configured.add(id);
    // page_view is ours (queued, consent-checked), not gtag's automatic one.
    if (id === ids.ga4Id) gtag("config", id, { send_page_view: false });
    else gtag("config", id);
  }
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
