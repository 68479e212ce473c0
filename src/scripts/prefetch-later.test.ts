// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { useFakeBrowser } from "~/test-support/browser";
import { prefetchAfterLoad } from "./prefetch-later";

describe("pages fetched ahead", () => {
  useFakeBrowser();

  it("fetches every page 2 s after the load event, not before", () => {
    const prefetch = vi.fn();
    Object.defineProperty(document, "readyState", { configurable: true, value: "interactive" });
    prefetchAfterLoad(["/it/criptomining-case", "/it/zte-case"], prefetch);
    vi.advanceTimersByTime(5000);
    expect(prefetch).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(1999);
    expect(prefetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(prefetch.mock.calls).toEqual([["/it/criptomining-case"], ["/it/zte-case"]]);
  });
});
