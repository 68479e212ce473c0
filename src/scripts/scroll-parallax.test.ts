// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { init } from "./scroll-parallax";

/** A reduced-motion preference the test can switch while the page is open. */
function motionPreference(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduce,
    addEventListener: (_type: "change", listener: () => void) => listeners.add(listener),
  };
  vi.stubGlobal("matchMedia", () => query);
  return (next: boolean) => {
    query.matches = next;
    for (const listener of listeners) listener();
  };
}

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
  vi.advanceTimersToNextFrame();
}

describe("the case pages' moving background", () => {
  let layer: HTMLElement;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] });
    document.body.innerHTML = '<div aria-hidden="true"><div data-scroll-parallax></div></div>';
    layer = document.querySelector("[data-scroll-parallax]")!;
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("drifts down at 30 % of the scroll distance", () => {
    motionPreference(false);
    init();
    expect(layer.dataset.parallax).toBe("scroll");
    scrollTo(1000);
    expect(layer.style.transform).toBe("translate3d(0px, 300px, 0px)");
  });

  it("stands still for visitors who prefer reduced motion", () => {
    motionPreference(true);
    init();
    scrollTo(1000);
    expect(layer.dataset.parallax).toBe("still");
    expect(layer.style.transform).toBe("");
  });

  it("stops, back in place, when the visitor asks for reduced motion while reading", () => {
    const prefer = motionPreference(false);
    init();
    scrollTo(1000);
    prefer(true);
    scrollTo(2000);
    expect(layer.dataset.parallax).toBe("still");
    expect(layer.style.transform).toBe("");
  });
});
