import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from "web-vitals/attribution";
import { effectiveCategories, type ConsentStore } from "~/features/consent";
import type { Language } from "~/i18n/languages";
import { viewportDeviceClass } from "~/lib/device";
import { VITALS_ENDPOINT, type VitalsReport } from "./vitals-report";

type NetworkInformation = { effectiveType?: VitalsReport["connection"] };

/**
 * Loaded by ./field-vitals.ts once analytics is allowed: the web-vitals library (attribution build, for
 * the INP's target) reports every change of each metric, so the report always holds the values reached
 * so far, and the page's one report goes to our own endpoint with `sendBeacon` the first time the page
 * is hidden or goes away. Reported only when final, CLS, INP and LCP would come on `visibilitychange`,
 * which a navigation fires after `pagehide`: too late for a report sent then.
 * A page restored from the back/forward cache sends no second report: its "load" is a cached frame.
 */
export function reportFieldVitals(lang: Language, store: ConsentStore, notFound: boolean): void {
  const report: VitalsReport = {
    path: location.pathname,
    lang,
    device: viewportDeviceClass(),
    connection: (navigator as Navigator & { connection?: NetworkInformation }).connection?.effectiveType,
    ...(notFound && { notFound }),
  };
  let reported = false;
  let sent = false;
  const record = (metric: MetricWithAttribution) => {
    // Marks that the page has a report to send, as <html data-ready> marks its behaviours live: the
    // browser tests wait for it before leaving the page.
    if (!reported) document.documentElement.dataset.vitalsMeasured = "";
    reported = true;
    report[metric.name] = metric.value;
    if (metric.name === "INP") report.inpTarget = metric.attribution.interactionTarget || undefined;
  };
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(record, { reportAllChanges: true });

  const send = () => {
    // The visitor may have withdrawn analytics since the library loaded.
    if (sent || !reported || !effectiveCategories(store.get()).analytics) return;
    sent = navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify(report));
  };
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && send());
  addEventListener("pagehide", send);
}
