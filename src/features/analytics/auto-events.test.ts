// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { clickEvent, throttle } from "./auto-events";

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
