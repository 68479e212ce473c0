// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeIntersectionObserver, installMatchMedia, setViewport, useFakeBrowser } from "~/test-support/browser";
import { revealAttributes } from "~/components/reveal";
import { init, REACHED_ROOT_MARGIN } from "./reveal";

/** Two blocks: one at `top` px from the top of the screen, the other well below it. */
function renderBlocks(topOfFirst: number) {
  document.body.innerHTML = "";
  for (const [id, top] of [
    ["first", topOfFirst],
    ["below", 2000],
  ] as const) {
    const block = document.createElement("div");
    block.id = id;
    for (const [name, value] of Object.entries(revealAttributes("left", 200))) block.setAttribute(name, value);
    block.getBoundingClientRect = () => ({ top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100, x: 0, y: top, toJSON: () => ({}) });
    document.body.append(block);
  }
  init();
}
const block = (id: string) => document.getElementById(id)!;
const hidden = (id: string) => block(id).style.opacity === "0";

describe("sections revealed on scroll", () => {
  useFakeBrowser();
  afterEach(() => (document.body.innerHTML = ""));

  it("never hides what is on screen, and hides nothing before the observer has said where a block is", () => {
    renderBlocks(100);
    expect(hidden("first") || hidden("below")).toBe(false);
    FakeIntersectionObserver.report(block("first"), true);
    FakeIntersectionObserver.report(block("first"), false);
    expect(hidden("first")).toBe(false);
  });

  it("hides a block below the screen and animates it in once when it enters, with the desktop timing", () => {
    renderBlocks(100);
    FakeIntersectionObserver.report(block("below"), false);
    expect(hidden("below")).toBe(true);
    expect(block("below").style.transform).toBe("translate(-32px)");
    FakeIntersectionObserver.report(block("below"), true);
    expect(hidden("below")).toBe(false);
    expect(block("below").style.transitionDuration).toBe("700ms");
    expect(block("below").style.transitionDelay).toBe("200ms");
    FakeIntersectionObserver.report(block("below"), false);
    expect(hidden("below")).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(block("below").getAttribute("style")).toBeNull();
  });

  it("uses the phone timing: half the delay, 500 ms", () => {
    setViewport(390, 844);
    renderBlocks(100);
    FakeIntersectionObserver.report(block("below"), false);
    FakeIntersectionObserver.report(block("below"), true);
    expect(block("below").style.transitionDuration).toBe("500ms");
    expect(block("below").style.transitionDelay).toBe("100ms");
  });

  it("shows a block passed by a jump that never put it on screen at once, without animating it", () => {
    renderBlocks(100);
    FakeIntersectionObserver.report(block("below"), false);
    // Reached and on screen: the block is the other observer's, which animates it in once enough shows.
    block("below").getBoundingClientRect = () => ({ top: 800, bottom: 900, left: 0, right: 100, width: 100, height: 100, x: 0, y: 800, toJSON: () => ({}) });
    FakeIntersectionObserver.reportWithMargin(REACHED_ROOT_MARGIN, block("below"), true);
    expect(hidden("below")).toBe(true);
    // Passed: above the screen.
    block("below").getBoundingClientRect = () => ({ top: -500, bottom: -400, left: 0, right: 100, width: 100, height: 100, x: 0, y: -500, toJSON: () => ({}) });
    FakeIntersectionObserver.reportWithMargin(REACHED_ROOT_MARGIN, block("below"), true);
    expect(block("below").getAttribute("style")).toBeNull();
    expect(block("below").dataset.revealState).toBe("settled");
  });

  it("moves nothing under reduced motion", () => {
    installMatchMedia({ reducedMotion: true });
    renderBlocks(100);
    FakeIntersectionObserver.report(block("below"), false);
    expect(hidden("below")).toBe(false);
  });
});
