// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { clickEvent, installAutoEvents, isReturningVisitor, throttle } from "./auto-events";
import { onTrack, type TrackedEvent } from "./track";

const origin = "https://agency.example";

function element(html: string): Element {
  document.body.innerHTML = html;
  return document.querySelector("[data-target]")!;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("click events", () => {
  it("tells phone, external, download and button clicks apart, with where they happened", () => {
    expect(clickEvent(element('<footer><a data-target href="tel:+390200000">call</a></footer>'), origin)).toEqual({
      name: "phone_click",
      params: { link_url: "tel:+390200000", location: "footer" },
    });
    expect(clickEvent(element('<main><section id="press"><a data-target href="https://news.example/story">story</a></section></main>'), origin)).toEqual({
      name: "external_link_click",
      params: { url: "https://news.example/story", location: "press" },
    });
    expect(clickEvent(element('<main><a data-target href="/files/deck.pdf">deck</a></main>'), origin)).toMatchObject({
      name: "file_download",
      params: { file_name: "deck.pdf" },
    });
    expect(clickEvent(element('<header><button data-target aria-label="Open menu"><svg></svg></button></header>'), origin)).toEqual({
      name: "button_click",
      params: { button_text: "Open menu", location: "header" },
    });
  });

  it("leaves internal links and mailto links to page views and the e-mail event", () => {
    expect(clickEvent(element('<main><a data-target href="/en/terms">terms</a></main>'), window.location.origin)).toBeUndefined();
    expect(clickEvent(element('<main><a data-target href="mailto:a@b.example">mail</a></main>'), origin)).toBeUndefined();
    expect(clickEvent(element("<main><p data-target>text</p></main>"), origin)).toBeUndefined();
  });
});

describe("throttle", () => {
  it("runs at once, then at most once per interval with the last call of a burst", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 300);
    throttled();
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(299);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe("time on the page", () => {
  it("counts a page brought back from the back/forward cache from its return, not from its first load", () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const events: TrackedEvent[] = [];
    const stopTracking = onTrack((event) => events.push(event));
    const stop = installAutoEvents({ lang: () => "en", currentPath: () => "/en", country: () => "", decidedAt: () => undefined });
    try {
      vi.advanceTimersByTime(10_000);
      window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
      // Meanwhile on another page.
      vi.advanceTimersByTime(60_000);
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
      vi.advanceTimersByTime(3_000);
      window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false }));
      expect(events.filter((event) => event.name === "time_on_page").map((event) => event.params)).toEqual([
        { seconds: 10, page_path: "/en" },
        { seconds: 3, page_path: "/en" },
      ]);
    } finally {
      stop();
      stopTracking();
      vi.restoreAllMocks();
    }
  });
});

describe("a returning visitor", () => {
  const now = Date.UTC(2026, 10, 27, 12);

  it("is one whose choice was made in an earlier visit, not on this visit's first page", () => {
    expect(isReturningVisitor(now - 2 * 24 * 60 * 60 * 1000, now)).toBe(true);
    expect(isReturningVisitor(now - 1000, now)).toBe(false);
    expect(isReturningVisitor(now - 20 * 60 * 1000, now)).toBe(false);
  });

  it("is not known without a choice", () => {
    expect(isReturningVisitor(undefined, now)).toBe(false);
  });
});

describe("the home page's own events", () => {
  function collect() {
    const events: TrackedEvent[] = [];
    const stopTracking = onTrack((event) => events.push(event));
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const stop = installAutoEvents({ lang: () => "en", currentPath: () => "/en", country: () => "", decidedAt: () => undefined });
    return {
      named: (name: string) => events.filter((event) => event.name === name).map((event) => event.params),
      stop: () => {
        stop();
        stopTracking();
        warnings.mockRestore();
      },
    };
  }

  it("reports a service card pointed at with a mouse once, and nothing for a finger", () => {
    document.body.innerHTML =
      '<article data-service="digital_pr"><h3>Digital PR</h3></article><article data-service="crisis_communication"><p>Crisis</p></article>';
    const events = collect();
    try {
      const [pr, crisis] = document.querySelectorAll("article h3, article p");
      for (const [target, pointerType] of [
        [pr, "touch"],
        [pr, "mouse"],
        [pr, "mouse"],
        [crisis, "mouse"],
      ] as const) {
        target!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType }));
      }
      expect(events.named("service_hover")).toEqual([{ service: "digital_pr" }, { service: "crisis_communication" }]);
    } finally {
      events.stop();
    }
  });

  it("reports an arrival at the business cases from another page of ours, and from nowhere else", () => {
    const referrer = vi.spyOn(document, "referrer", "get");
    window.location.hash = "#i-nostri-business-case";
    try {
      for (const [from, expected] of [
        [`${location.origin}/en/privacypolicy`, [{ from_page: "/en/privacypolicy" }]],
        ["https://elsewhere.example/en/privacypolicy", []],
        ["", []],
      ] as const) {
        referrer.mockReturnValue(from);
        const events = collect();
        expect(events.named("scroll_to_business_cases")).toEqual(expected);
        events.stop();
      }
    } finally {
      window.location.hash = "";
      referrer.mockRestore();
    }
  });
});
