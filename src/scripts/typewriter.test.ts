// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { localized } from "~/content/cases/check";
import { readCaseStudies } from "~/content/cases/files";
import { readHomeCopy } from "~/content/home/files";
import { FakeIntersectionObserver, installMatchMedia, setViewport, useFakeBrowser } from "~/test-support/browser";
import { vi } from "vitest";
import { Hero } from "../components/sections/hero";
import { init } from "./typewriter";

const hero = readHomeCopy("en").hero;

function renderHero(lang: "en" | "zh" = "en") {
  const copy = readHomeCopy(lang);
  document.body.innerHTML = renderToStaticMarkup(
    createElement(Hero, { lang, copy: copy.hero, rating: undefined, cases: readCaseStudies().map((study) => localized(study, lang)) }),
  );
}

const line = () => document.querySelector<HTMLElement>("[data-typewriter]")!;
/** What a sighted visitor reads in the headline: typed and not yet typed parts together. */
const visibleText = () => line().querySelector("[data-typed]")!.textContent! + line().querySelector("[data-untyped]")!.textContent!;

describe("the hero headline's typewriter", () => {
  useFakeBrowser();
  afterEach(() => (document.body.innerHTML = ""));

  it("keeps only the line for the device: the desktop one at 1280 px, the phone one at 390 px", () => {
    renderHero();
    init();
    expect(document.querySelectorAll("[data-typewriter]")).toHaveLength(1);
    expect(line().dataset.device).toBe("desktop");
    setViewport(390, 844);
    renderHero();
    init();
    expect(line().dataset.device).toBe("mobile");
    expect(visibleText()).toBe(hero.headlineMobile);
  });

  it("types 102 ms per character over the painted line, never taking a word off the screen", () => {
    renderHero();
    init();
    FakeIntersectionObserver.report(line(), true);
    expect(line().dataset.typewriter).toBe("typing");
    expect(line().querySelector("[data-typed]")!.textContent).toBe("");
    expect(visibleText()).toBe(hero.headlineDesktop);
    vi.advanceTimersByTime(102 * 5);
    expect(line().querySelector("[data-typed]")!.textContent).toBe(hero.headlineDesktop.slice(0, 5));
    expect(visibleText()).toBe(hero.headlineDesktop);
    vi.advanceTimersByTime(102 * Array.from(hero.headlineDesktop).length);
    expect(line().dataset.typewriter).toBe("done");
    expect(line().querySelector("[data-typed]")!.textContent).toBe(hero.headlineDesktop);
    expect(line().querySelector<HTMLElement>("[data-typewriter-cursor]")!.hidden).toBe(true);
  });

  it("waits where it is while the line is out of sight, cursor hidden, and types on once it is back", () => {
    renderHero();
    init();
    const typedText = () => line().querySelector("[data-typed]")!.textContent;
    const cursor = () => line().querySelector<HTMLElement>("[data-typewriter-cursor]")!;
    // Until the line is known to be in sight (a page opened further down), nothing types.
    vi.advanceTimersByTime(102 * 3);
    expect(typedText()).toBe("");
    FakeIntersectionObserver.report(line(), true);
    vi.advanceTimersByTime(102 * 3);
    expect(typedText()).toBe(hero.headlineDesktop.slice(0, 3));
    expect(cursor().hidden).toBe(false);
    FakeIntersectionObserver.report(line(), false);
    vi.advanceTimersByTime(102 * 10);
    expect(typedText()).toBe(hero.headlineDesktop.slice(0, 3));
    expect(cursor().hidden).toBe(true);
    expect(visibleText()).toBe(hero.headlineDesktop);
    FakeIntersectionObserver.report(line(), true);
    vi.advanceTimersByTime(102 * 2);
    expect(typedText()).toBe(hero.headlineDesktop.slice(0, 5));
    expect(cursor().hidden).toBe(false);
  });

  it("leaves the headline as painted under reduced motion", () => {
    installMatchMedia({ reducedMotion: true });
    renderHero();
    init();
    expect(line().dataset.typewriter).toBe("done");
    expect(line().querySelector("[data-typed]")!.textContent).toBe(hero.headlineDesktop);
  });

  it("keeps a Chinese line's phrase breaks while it types, so the line never wraps differently", () => {
    const zh = readHomeCopy("zh").hero.headlineDesktop;
    renderHero("zh");
    init();
    FakeIntersectionObserver.report(line(), true);
    const painted = visibleText();
    // Zero-width spaces between the phrases (src/lib/phrases.server.ts), the words themselves unchanged.
    expect(painted.replaceAll("\u200B", "")).toBe(zh);
    expect(painted).toContain("欧美\u200B媒体，与您共担\u200B风险");
    for (let step = 0; step < Array.from(painted).length; step++) {
      vi.advanceTimersByTime(102);
      expect(visibleText()).toBe(painted);
    }
    expect(line().dataset.typewriter).toBe("done");
    expect(line().querySelector("[data-typed]")!.textContent).toBe(painted);
  });
});
