// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { localized } from "~/content/cases/check";
import { readCaseStudies } from "~/content/cases/files";
import { readHomeCopy } from "~/content/home/files";
import { FakeIntersectionObserver, installMatchMedia, useFakeBrowser } from "~/test-support/browser";
import { vi } from "vitest";
import { keepFiguresTogether, withPhraseBreaks } from "~/render/phrases";
import { Hero } from "~/components/sections/hero";
import { init } from "./typewriter";

/** The front clipping's headline as painted: the case's result, its figures held together by no-break spaces. */
function frontClipping(lang: "en" | "zh"): string {
  const study = readCaseStudies().find((candidate) => candidate.facts.heroClipping === "front")!;
  return keepFiguresTogether(localized(study, lang).copy.card!.results!);
}
const clipping = frontClipping("en");

function renderHero(lang: "en" | "zh" = "en") {
  const copy = readHomeCopy(lang);
  document.body.innerHTML = renderToStaticMarkup(
    createElement(Hero, { lang, copy: copy.hero, rating: undefined, cases: readCaseStudies().map((study) => localized(study, lang)) }),
  );
}

const line = () => document.querySelector<HTMLElement>("[data-typewriter]")!;
/** What a sighted visitor reads on the clipping: typed and not yet typed parts together. */
const visibleText = () => line().querySelector("[data-typed]")!.textContent! + line().querySelector("[data-untyped]")!.textContent!;

describe("the typewriter of the hero's front clipping", () => {
  useFakeBrowser();
  afterEach(() => (document.body.innerHTML = ""));

  it("types the clipping, and leaves the hero's headline whole as served", () => {
    renderHero();
    init();
    FakeIntersectionObserver.report(line(), true);
    expect(document.querySelectorAll("[data-typewriter]")).toHaveLength(1);
    expect(line().closest(".clipping")).not.toBeNull();
    expect(document.querySelector("h1")!.textContent).toBe(readHomeCopy("en").hero.headlineDesktop);
  });

  it("types 102 ms per character over the painted line, never taking a word off the screen", () => {
    renderHero();
    init();
    FakeIntersectionObserver.report(line(), true);
    expect(line().dataset.typewriter).toBe("typing");
    expect(line().querySelector("[data-typed]")!.textContent).toBe("");
    expect(visibleText()).toBe(clipping);
    vi.advanceTimersByTime(102 * 5);
    expect(line().querySelector("[data-typed]")!.textContent).toBe(clipping.slice(0, 5));
    expect(visibleText()).toBe(clipping);
    vi.advanceTimersByTime(102 * Array.from(clipping).length);
    expect(line().dataset.typewriter).toBe("done");
    expect(line().querySelector("[data-typed]")!.textContent).toBe(clipping);
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
    expect(typedText()).toBe(clipping.slice(0, 3));
    expect(cursor().hidden).toBe(false);
    FakeIntersectionObserver.report(line(), false);
    vi.advanceTimersByTime(102 * 10);
    expect(typedText()).toBe(clipping.slice(0, 3));
    expect(cursor().hidden).toBe(true);
    expect(visibleText()).toBe(clipping);
    FakeIntersectionObserver.report(line(), true);
    vi.advanceTimersByTime(102 * 2);
    expect(typedText()).toBe(clipping.slice(0, 5));
    expect(cursor().hidden).toBe(false);
  });

  it("leaves the headline as painted under reduced motion", () => {
    installMatchMedia({ reducedMotion: true });
    renderHero();
    init();
    expect(line().dataset.typewriter).toBe("done");
    expect(line().querySelector("[data-typed]")!.textContent).toBe(clipping);
  });

  it("keeps a Chinese line's phrase breaks while it types, so the line never wraps differently", () => {
    const zh = frontClipping("zh");
    renderHero("zh");
    init();
    FakeIntersectionObserver.report(line(), true);
    const painted = visibleText();
    // Zero-width spaces between the phrases (src/render/phrases.ts), the words themselves unchanged.
    expect(painted).toBe(withPhraseBreaks(zh));
    for (let step = 0; step < Array.from(painted).length; step++) {
      vi.advanceTimersByTime(102);
      expect(visibleText()).toBe(painted);
    }
    expect(line().dataset.typewriter).toBe("done");
    expect(line().querySelector("[data-typed]")!.textContent).toBe(painted);
  });
});
