// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { NEW_REGION_SETTLE_MS, showToast } from "./toast";

const shown = () => document.querySelector("[role=status][aria-live=polite]")?.textContent ?? null;

describe("toasts", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("put the page's first message into its live region only once the region is there, the next ones at once", () => {
    vi.useFakeTimers();
    showToast("success", "Email copied!", { durationMs: 3000 });
    // The region is in the page, still empty: a screen reader registers it before it speaks.
    expect(shown()).toBe("");
    vi.advanceTimersByTime(NEW_REGION_SETTLE_MS);
    expect(shown()).toBe("Email copied!");
    // Its 3 s count from when it shows.
    vi.advanceTimersByTime(2999);
    expect(shown()).toBe("Email copied!");
    vi.advanceTimersByTime(1);
    expect(shown()).toBe("");

    showToast("error", "Error sending message. Please try again.", { durationMs: 3000 });
    expect(shown()).toBe("Error sending message. Please try again.");
  });
});
