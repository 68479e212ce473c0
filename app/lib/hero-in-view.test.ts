// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeIntersectionObserver, installIntersectionObserver } from "~/test-support/browser";
import { whenHeroLeaves } from "./hero-in-view";

let hero: HTMLElement;
beforeEach(() => {
  installIntersectionObserver();
  hero = document.createElement("section");
  hero.id = "hero";
  document.body.append(hero);
});
afterEach(() => {
  hero.remove();
  vi.unstubAllGlobals();
});

describe("whenHeroLeaves (when the floating bar's code is needed)", () => {
  it("waits while at least half of the hero is visible and answers once less is", () => {
    const onLeave = vi.fn();
    whenHeroLeaves(onLeave);
    FakeIntersectionObserver.report(hero, true, 1);
    FakeIntersectionObserver.report(hero, true, 0.5);
    expect(onLeave).not.toHaveBeenCalled();
    FakeIntersectionObserver.report(hero, true, 0.4);
    expect(onLeave).toHaveBeenCalledOnce();
    // Answered once: the observer is gone.
    expect(FakeIntersectionObserver.instances.at(-1)?.observed.size).toBe(0);
  });

  it("answers at once on a page without a hero", () => {
    hero.remove();
    const onLeave = vi.fn();
    whenHeroLeaves(onLeave);
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it("stops watching when told to", () => {
    const onLeave = vi.fn();
    const stop = whenHeroLeaves(onLeave);
    stop();
    FakeIntersectionObserver.report(hero, false);
    expect(onLeave).not.toHaveBeenCalled();
  });
});
