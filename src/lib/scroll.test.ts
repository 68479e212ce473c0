// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installMatchMedia } from "~/test-support/browser";
import { SCROLL_SETTLE_TIMEOUT_MS, scrollToSection } from "./scroll";

const HEADER_HEIGHT = 64;
let sectionTop: number;
let section: HTMLElement;
let bar: HTMLElement;
const scrolls: number[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  installMatchMedia();
  scrolls.length = 0;
  sectionTop = 1000;
  Object.defineProperty(window, "scrollY", { configurable: true, writable: true, value: 0 });
  vi.stubGlobal("scrollTo", ({ top }: ScrollToOptions) => {
    scrolls.push(top!);
    window.scrollY = top!;
  });
  bar = document.createElement("div");
  bar.setAttribute("data-header-bar", "");
  bar.getBoundingClientRect = () => ({ height: HEADER_HEIGHT }) as DOMRect;
  section = document.createElement("section");
  section.id = "services";
  section.getBoundingClientRect = () => ({ top: sectionTop - window.scrollY }) as DOMRect;
  document.body.append(bar, section);
});
afterEach(() => {
  bar.remove();
  section.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("scrollToSection", () => {
  it("lands the section 20 px under the header and stops when it is there", () => {
    expect(scrollToSection("services")).toBe(true);
    vi.advanceTimersByTime(SCROLL_SETTLE_TIMEOUT_MS * 5);
    expect(scrolls).toEqual([1000 - HEADER_HEIGHT - 20]);
  });

  it("corrects the position when the page moved more than 50 px while scrolling, at most 3 times", () => {
    scrollToSection("services");
    sectionTop = 1200; // pictures above the section finished loading
    window.dispatchEvent(new Event("scrollend"));
    expect(scrolls).toEqual([916, 1116]);
    sectionTop = 1400;
    vi.advanceTimersByTime(SCROLL_SETTLE_TIMEOUT_MS);
    sectionTop = 1600;
    vi.advanceTimersByTime(SCROLL_SETTLE_TIMEOUT_MS * 5);
    expect(scrolls).toEqual([916, 1116, 1316]);
  });

  it("lets a small difference (50 px or less) stand", () => {
    scrollToSection("services");
    sectionTop = 1050;
    vi.advanceTimersByTime(SCROLL_SETTLE_TIMEOUT_MS);
    expect(scrolls).toEqual([916]);
  });

  it("does nothing for a section that is not on the page", () => {
    expect(scrollToSection("nowhere")).toBe(false);
    expect(scrolls).toEqual([]);
  });
});
