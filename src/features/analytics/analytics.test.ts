// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onTrack, track, type TrackedEvent } from "./track";
import { consentStore } from "~/features/consent";
import { readConsentCopy } from "~/content/consent/files";
import { DEBUG_FLAG, PAGE_VIEW_DELAY_MS, startAnalyticsFeature } from "./analytics";
import { DebugPanelTemplate } from "./debug-panel-template";
import { startDelivery } from "./delivery";

// A key pressed here would load our field vitals' library: ./field-vitals.test.ts tests them.
vi.mock("./field-vitals-beacon", () => ({ reportFieldVitals: vi.fn() }));

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** No tag is configured: the delivery stays unloaded unless the debug panel asks for it. */
function serveNoTags() {
  vi.spyOn(window, "fetch").mockImplementation(async (input) =>
    String(input).endsWith("/api/analytics-config") ? Response.json({}) : new Response(null, { status: 404 }),
  );
}

function recordEvents() {
  const events: TrackedEvent[] = [];
  const stop = onTrack((event) => events.push(event));
  return { events, stop };
}

const ctrlShiftD = () =>
  document.dispatchEvent(
    new KeyboardEvent("keydown", {
      key: "D",
      ctrlKey: true,
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    }),
  );
const debugPanel = () => document.querySelector("aside[aria-label='Analytics debug']");

describe("the analytics feature on a page", () => {
  let stop = () => {};
  let recorded: ReturnType<typeof recordEvents>;
  beforeEach(() => {
    serveNoTags();
    document.body.innerHTML =
      renderToStaticMarkup(createElement(DebugPanelTemplate, { copy: readConsentCopy("en").debug })) +
      `<main><a href="https://www.linkedin.com/company/x" data-track="generate_lead" data-track-params='{"method":"linkedin","location":"footer"}'><span>Our page</span></a></main>`;
    consentStore.set({
      status: "not-required",
      record: null,
      location: null,
      exempt: false,
    });
    recorded = recordEvents();
  });
  afterEach(() => {
    stop();
    recorded.stop();
    localStorage.clear();
  });

  it("reports the page view 100 ms after the start, with the content group the layout wrote on the page", async () => {
    document.documentElement.dataset.contentGroup = "case-studies";
    vi.useFakeTimers();
    stop = startAnalyticsFeature("en");
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(recorded.events.map((event) => event.name)).not.toContain("page_view");
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    expect(recorded.events.find((event) => event.name === "page_view")?.params).toMatchObject({
      page_path: "/",
      content_group: "case-studies",
      language: "en",
    });
    delete document.documentElement.dataset.contentGroup;
  });

  it("turns a click inside a marked element into its event, with the marked parameters and the time", () => {
    stop = startAnalyticsFeature("en");
    // jsdom cannot follow the link; the visitor's browser would, after the event is recorded.
    document.querySelector("a")!.addEventListener("click", (event) => event.preventDefault());
    document.querySelector("span")!.click();
    expect(recorded.events.find((event) => event.name === "generate_lead")?.params).toMatchObject({
      method: "linkedin",
      location: "footer",
      timestamp: expect.any(Number),
    });
  });

  it("Ctrl+Shift+D opens the debug panel and remembers it; pressed again it closes and forgets", async () => {
    stop = startAnalyticsFeature("en");
    ctrlShiftD();
    await vi.waitFor(() => expect(debugPanel()).not.toBeNull());
    expect(debugPanel()!.textContent).toContain("not-required · analytics true · marketing true");
    expect(localStorage.getItem(DEBUG_FLAG)).not.toBeNull();
    ctrlShiftD();
    expect(debugPanel()).toBeNull();
    expect(localStorage.getItem(DEBUG_FLAG)).toBeNull();
  });

  it("opens the debug panel again after a reload when it was left open", async () => {
    localStorage.setItem(DEBUG_FLAG, "1");
    stop = startAnalyticsFeature("en");
    await vi.waitFor(() => expect(debugPanel()).not.toBeNull());
  });
});

describe("delivery when the page goes away", () => {
  afterEach(() => {
    delete (window as DataLayerWindow).dataLayer;
  });

  it("hands every waiting event to the tags when the page is hidden, then on pagehide, instead of leaving the paced rest behind", async () => {
    consentStore.set({
      status: "not-required",
      record: null,
      location: null,
      exempt: false,
    });
    startDelivery("en", { gtmId: "GTM-TEST" });
    await vi.waitFor(() => expect(document.querySelector("script[src*='gtm.js']")).not.toBeNull());
    // More than one paced batch of 5 each time.
    const batch = (moment: string) => [..."abcdefghijkl"].map((letter) => `test_${moment}_${letter}`);
    const sent = (names: string[]) => ((window as DataLayerWindow).dataLayer ?? []).map((entry) => entry.event).filter((name) => names.includes(String(name)));

    // A phone puts the tab in the background: it may be frozen or discarded without a pagehide.
    const beforeHiding = batch("hidden");
    for (const name of beforeHiding) track(name);
    // Paced: 5 at a time, 100 ms apart, behind the automatic events of the page's start.
    expect(sent(beforeHiding).length).toBeLessThan(beforeHiding.length);
    Object.defineProperty(document, "visibilityState", { configurable: true, value: "hidden" });
    try {
      document.dispatchEvent(new Event("visibilitychange"));
    } finally {
      Object.defineProperty(document, "visibilityState", { configurable: true, value: "visible" });
    }
    expect(sent(beforeHiding)).toEqual(beforeHiding);

    const beforeLeaving = batch("gone");
    for (const name of beforeLeaving) track(name);
    expect(sent(beforeLeaving).length).toBeLessThan(beforeLeaving.length);
    window.dispatchEvent(new Event("pagehide"));
    expect(sent(beforeLeaving)).toEqual(beforeLeaving);
  });
});
