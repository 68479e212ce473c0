// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { homeCopy } from "~/content/home";
import { installMatchMedia, setViewport, useFakeBrowser } from "~/test-support/browser";
import { vi } from "vitest";
import { Hero } from "../components/sections/hero";
import { init } from "./typewriter";

const hero = homeCopy("en").hero;

function renderHero() {
  document.body.innerHTML = renderToStaticMarkup(createElement(Hero, { lang: "en", copy: hero }));
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

  it("leaves the headline as painted under reduced motion", () => {
    installMatchMedia({ reducedMotion: true });
    renderHero();
    init();
    expect(line().dataset.typewriter).toBe("done");
    expect(line().querySelector("[data-typed]")!.textContent).toBe(hero.headlineDesktop);
  });
});
