// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consentStore, necessaryOnly, type ConsentState } from "~/features/consent";
import { FIELD_VITALS_LATEST_MS, startFieldVitals } from "./field-vitals";
import { reportFieldVitals } from "./field-vitals-beacon";

/** The library's callbacks, called by the test as the library would call them. */
const reported = vi.hoisted(() => new Map<string, (metric: object) => void>());
vi.mock("web-vitals/attribution", () => {
  const observer = (name: string) => (callback: (metric: object) => void) => reported.set(name, callback);
  return { onLCP: observer("LCP"), onINP: observer("INP"), onCLS: observer("CLS"), onFCP: observer("FCP"), onTTFB: observer("TTFB") };
});
vi.mock("./field-vitals-beacon", { spy: true });

const decided = (analytics: boolean): ConsentState => ({
  status: "decided",
  record: { id: "a-visitor", timestamp: Date.now(), version: "1.0", categories: { ...necessaryOnly, analytics }, location: null, language: "en" },
  location: null,
  exempt: false,
});
const pending: ConsentState = { status: "pending", record: null, location: null, exempt: false };
const notRequired: ConsentState = { status: "not-required", record: null, location: null, exempt: false };

let listening: AbortController;
const store = consentStore;
let beacons: { url: string; body: Record<string, unknown> }[];
beforeEach(() => {
  vi.useFakeTimers();
  reported.clear();
  vi.mocked(reportFieldVitals).mockClear();
  listening = new AbortController();
  beacons = [];
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) as Record<string, unknown> }) > 0,
  });
  window.matchMedia = ((query: string) => ({ matches: query.includes("769px") })) as typeof window.matchMedia;
});
afterEach(() => {
  listening.abort();
  vi.useRealTimers();
  Reflect.deleteProperty(document, "prerendering");
  Reflect.deleteProperty(document, "visibilityState");
});

/** Lets the idle callback and the dynamic import run. */
async function settle() {
  await vi.advanceTimersByTimeAsync(2100);
  await vi.dynamicImportSettled();
}

const hidePage = () => {
  Object.defineProperty(document, "visibilityState", { configurable: true, value: "hidden" });
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
};

describe("field vitals in the browser", () => {
  it("loads the library at the visitor's first action, or 10 s after the start, not while the page loads", async () => {
    store.set(notRequired);
    startFieldVitals("en", store, false, listening.signal);
    await settle();
    expect(reportFieldVitals).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("scroll"));
    await settle();
    expect(reportFieldVitals).toHaveBeenCalledWith("en", store, false);

    vi.mocked(reportFieldVitals).mockClear();
    const still = new AbortController();
    startFieldVitals("en", store, false, still.signal);
    await vi.advanceTimersByTimeAsync(FIELD_VITALS_LATEST_MS - 100);
    expect(reportFieldVitals).not.toHaveBeenCalled();
    await settle();
    expect(reportFieldVitals).toHaveBeenCalledTimes(1);
    still.abort();
  });

  it("waits for the analytics category: nothing while the banner asks or after a refusal, and loads once it is granted", async () => {
    store.set(pending);
    startFieldVitals("zh", store, false, listening.signal);
    window.dispatchEvent(new Event("pointerdown"));
    await settle();
    store.set(decided(false));
    await settle();
    expect(reportFieldVitals).not.toHaveBeenCalled();
    store.set(decided(true));
    await settle();
    expect(reportFieldVitals).toHaveBeenCalledTimes(1);
  });

  it("starts nothing on a prerendered page until it is shown", async () => {
    Object.defineProperty(document, "prerendering", { configurable: true, value: true });
    store.set(notRequired);
    startFieldVitals("fr", store, false, listening.signal);
    await vi.advanceTimersByTimeAsync(FIELD_VITALS_LATEST_MS * 2);
    await vi.dynamicImportSettled();
    expect(reportFieldVitals).not.toHaveBeenCalled();
    Object.defineProperty(document, "prerendering", { configurable: true, value: false });
    document.dispatchEvent(new Event("prerenderingchange"));
    await vi.advanceTimersByTimeAsync(FIELD_VITALS_LATEST_MS);
    await settle();
    expect(reportFieldVitals).toHaveBeenCalledTimes(1);
  });

  it("sends one beacon, as the page is hidden, with the final values and the INP's target", () => {
    store.set(notRequired);
    reportFieldVitals("zh", store, false);
    reported.get("LCP")!({ name: "LCP", value: 1830.5, attribution: {} });
    reported.get("TTFB")!({ name: "TTFB", value: 120, attribution: {} });
    reported.get("INP")!({ name: "INP", value: 96, attribution: { interactionTarget: "header>button.menu" } });
    reported.get("INP")!({ name: "INP", value: 184, attribution: { interactionTarget: "#main>a.cta" } });
    hidePage();
    window.dispatchEvent(new Event("pagehide"));
    hidePage();
    expect(beacons).toEqual([
      { url: "/api/vitals", body: { path: "/", lang: "zh", device: "mobile", LCP: 1830.5, TTFB: 120, INP: 184, inpTarget: "#main>a.cta" } },
    ]);
  });

  it("sends nothing once the visitor has withdrawn analytics, nor before a metric is known", () => {
    store.set(decided(true));
    reportFieldVitals("en", store, true);
    hidePage();
    expect(beacons).toEqual([]);
    reported.get("CLS")!({ name: "CLS", value: 0.02, attribution: {} });
    store.set(decided(false));
    hidePage();
    window.dispatchEvent(new Event("pagehide"));
    expect(beacons).toEqual([]);
    store.set(decided(true));
    window.dispatchEvent(new Event("pagehide"));
    expect(beacons).toEqual([{ url: "/api/vitals", body: expect.objectContaining({ notFound: true, CLS: 0.02 }) }]);
  });
});
