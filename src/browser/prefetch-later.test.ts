// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useFakeBrowser } from "~/test-support/browser";
import { prefetchAfterLoad } from "./prefetch-later";

describe("pages fetched ahead", () => {
  useFakeBrowser();

  // jsdom has no idle callbacks: the test decides when the browser is idle.
  let idleMoments: IdleRequestCallback[] = [];
  const beIdleOnce = () => idleMoments.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
  beforeEach(() => {
    idleMoments = [];
    window.requestIdleCallback = (callback) => idleMoments.push(callback);
    window.cancelIdleCallback = () => {};
  });
  afterEach(() => {
    Reflect.deleteProperty(window, "requestIdleCallback");
    Reflect.deleteProperty(window, "cancelIdleCallback");
  });

  it("fetches the pages from 2 s after the load event, not before, one each time the browser is idle", () => {
    const prefetch = vi.fn();
    Object.defineProperty(document, "readyState", { configurable: true, value: "interactive" });
    prefetchAfterLoad(["/it/criptomining-case", "/it/zte-case"], prefetch);
    vi.advanceTimersByTime(5000);
    beIdleOnce();
    expect(prefetch).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(1999);
    beIdleOnce();
    expect(prefetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(prefetch).not.toHaveBeenCalled();
    beIdleOnce();
    expect(prefetch.mock.calls).toEqual([["/it/criptomining-case"]]);
    beIdleOnce();
    expect(prefetch.mock.calls).toEqual([["/it/criptomining-case"], ["/it/zte-case"]]);
    expect(idleMoments).toHaveLength(0);
  });
});
