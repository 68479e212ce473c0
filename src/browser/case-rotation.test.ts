// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localized } from "~/content/cases/check";
import { readCaseStudies } from "~/content/cases/files";
import { readHomeCopy } from "~/content/home/files";
import { FakeIntersectionObserver, installMatchMedia, useFakeBrowser } from "~/test-support/browser";
import { BusinessCases } from "~/components/sections/business-cases";
import { init } from "./case-rotation";

const copy = readHomeCopy("en");
const studies = readCaseStudies().map((study) => localized(study, "en"));

const cases = () => document.querySelector<HTMLElement>("[data-case-rotation]")!;

/**
 * The cases as served, the script started and the visitor looking at them. jsdom applies no stylesheet:
 * a tablet or desktop is told by the grid the page's CSS gives the cards.
 */
function render(layout: "grid" | "row") {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(BusinessCases, { lang: "en", copy: copy.cases, cases: studies, photos: {}, carouselLabels: copy.carousel }),
  );
  document.querySelector<HTMLElement>("[data-carousel-viewport]")!.style.display = layout === "grid" ? "grid" : "flex";
  init();
  FakeIntersectionObserver.report(cases(), true);
}
const highlighted = () => [...document.querySelectorAll("article")].map((card) => card.dataset.active === "true");

describe("the business-case highlight", () => {
  useFakeBrowser();
  afterEach(() => (document.body.innerHTML = ""));

  it("moves to the next case every 7 s on a tablet or desktop, wrapping", () => {
    render("grid");
    expect(highlighted()).toEqual([true, false, false, false]);
    vi.advanceTimersByTime(6999);
    expect(highlighted()).toEqual([true, false, false, false]);
    vi.advanceTimersByTime(1);
    expect(highlighted()).toEqual([false, true, false, false]);
    vi.advanceTimersByTime(7000 * 3);
    expect(highlighted()).toEqual([true, false, false, false]);
  });

  it("waits while the visitor points at the cards", () => {
    render("grid");
    cases().dispatchEvent(new MouseEvent("mouseenter"));
    vi.advanceTimersByTime(14_000);
    expect(highlighted()).toEqual([true, false, false, false]);
  });

  it("waits out of sight, on the case it had reached, and moves on once back in sight", () => {
    render("grid");
    vi.advanceTimersByTime(7000);
    FakeIntersectionObserver.report(cases(), false);
    vi.advanceTimersByTime(7000 * 3);
    expect(highlighted()).toEqual([false, true, false, false]);
    FakeIntersectionObserver.report(cases(), true);
    vi.advanceTimersByTime(6999);
    expect(highlighted()).toEqual([false, true, false, false]);
    vi.advanceTimersByTime(1);
    expect(highlighted()).toEqual([false, false, true, false]);
  });

  it("highlights nothing in the phone carousel or under reduced motion", () => {
    render("row");
    vi.advanceTimersByTime(7000);
    expect(highlighted()).toEqual([false, false, false, false]);
    installMatchMedia({ reducedMotion: true });
    render("grid");
    expect(highlighted()).toEqual([false, false, false, false]);
  });
});
