// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readHomeCopy } from "~/content/home/files";
import { FakeIntersectionObserver, installMatchMedia, setViewport, useFakeBrowser } from "~/test-support/browser";
import { suppliedClientLogos as clientLogos, suppliedTestimonials } from "~/test-support/supplied-proof";
import { Clients } from "~/components/sections/clients";
import { Testimonials } from "~/components/sections/testimonials";
import { init } from "./carousel";

const copy = readHomeCopy("en");

function serve(section: "clients" | "testimonials") {
  document.body.innerHTML = renderToStaticMarkup(
    section === "clients"
      ? createElement(Clients, { copy: copy.clients, logos: clientLogos, logoUnavailable: copy.logoUnavailable, carouselLabels: copy.carousel })
      : createElement(Testimonials, { lang: "en", copy: copy.testimonials, testimonials: suppliedTestimonials, carouselLabels: copy.carousel }),
  );
}

const region = () => document.querySelector<HTMLElement>("[data-carousel]")!;

/** The page as served, its script started, and the visitor scrolled near the carousel. */
function render(section: "clients" | "testimonials") {
  serve(section);
  init();
  FakeIntersectionObserver.report(region(), true);
}

/** The names of the logos a visitor can reach: those on the current page. */
const reachableLogos = () => [...document.querySelectorAll("[role=group]:not([inert]) img")].map((image) => image.getAttribute("alt"));
const reachableQuotes = () => [...document.querySelectorAll("[role=group]:not([inert]) blockquote")].map((quote) => quote.textContent);
const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
const logoNames = clientLogos.map((logo) => logo.name);

describe("the home carousels", () => {
  useFakeBrowser();
  beforeEach(() => {
    HTMLElement.prototype.scrollTo = vi.fn();
  });
  afterEach(() => (document.body.innerHTML = ""));

  it("shows the client logos four at a time on a desktop and moves on every 3 s, wrapping to the start", () => {
    render("clients");
    expect(reachableLogos()).toEqual(logoNames.slice(0, 4));
    vi.advanceTimersByTime(2999);
    expect(reachableLogos()).toEqual(logoNames.slice(0, 4));
    vi.advanceTimersByTime(1);
    expect(reachableLogos()).toEqual(logoNames.slice(4, 8));
    vi.advanceTimersByTime(3000 * 4);
    expect(reachableLogos()).toEqual(logoNames.slice(0, 4));
  });

  it("shows two logos at a time on a phone", () => {
    setViewport(390, 844);
    render("clients");
    expect(reachableLogos()).toEqual(logoNames.slice(0, 2));
    vi.advanceTimersByTime(3000);
    expect(reachableLogos()).toEqual(logoNames.slice(2, 4));
  });

  it("stops with the pause button and goes on with play", () => {
    render("clients");
    button(copy.carousel.pause).click();
    expect(button(copy.carousel.play)).not.toBeNull();
    vi.advanceTimersByTime(9000);
    expect(reachableLogos()).toEqual(logoNames.slice(0, 4));
    button(copy.carousel.play).click();
    vi.advanceTimersByTime(3000);
    expect(reachableLogos()).toEqual(logoNames.slice(4, 8));
  });

  it("pages by itself only in sight: not before the visitor has seen the first page, nor once they have scrolled on", () => {
    serve("clients");
    init();
    // A viewport away: started, and not in sight yet.
    FakeIntersectionObserver.reportWithMargin("100% 0px", region(), true);
    FakeIntersectionObserver.reportWithMargin(undefined, region(), false);
    vi.advanceTimersByTime(9000);
    expect(reachableLogos()).toEqual(logoNames.slice(0, 4));
    FakeIntersectionObserver.report(region(), true);
    vi.advanceTimersByTime(3000);
    expect(reachableLogos()).toEqual(logoNames.slice(4, 8));
    FakeIntersectionObserver.report(region(), false);
    vi.advanceTimersByTime(9000);
    expect(reachableLogos()).toEqual(logoNames.slice(4, 8));
    expect(button(copy.carousel.pause)).not.toBeNull();
    FakeIntersectionObserver.report(region(), true);
    vi.advanceTimersByTime(3000);
    expect(reachableLogos()).toEqual(logoNames.slice(8, 12));
  });

  it("pauses while the pointer is over it", () => {
    render("clients");
    region().dispatchEvent(new MouseEvent("mouseenter"));
    vi.advanceTimersByTime(6000);
    expect(reachableLogos()).toEqual(logoNames.slice(0, 4));
  });

  it("does not move by itself under reduced motion until the visitor presses play", () => {
    installMatchMedia({ reducedMotion: true });
    render("clients");
    vi.advanceTimersByTime(9000);
    expect(reachableLogos()).toEqual(logoNames.slice(0, 4));
    expect(button(copy.carousel.play)).not.toBeNull();
  });

  it("moves with the arrow buttons and keys, wrapping at both ends", () => {
    render("clients");
    button(copy.carousel.previous).click();
    expect(reachableLogos()).toEqual(logoNames.slice(16, 20));
    region().dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(reachableLogos()).toEqual(logoNames.slice(0, 4));
  });

  it("loops the testimonials two at a time on a desktop, with arrows and page buttons", () => {
    render("testimonials");
    const quotes = suppliedTestimonials.map((item) => item.quote.en);
    expect(reachableQuotes()).toEqual(quotes.slice(0, 2));
    button(copy.carousel.next).click();
    expect(reachableQuotes()).toEqual(quotes.slice(2, 4));
    button(copy.carousel.next).click();
    expect(reachableQuotes()).toEqual(quotes.slice(0, 2));
    button("2 of 2").click();
    expect(reachableQuotes()).toEqual(quotes.slice(2, 4));
    vi.advanceTimersByTime(10_000);
    expect(reachableQuotes()).toEqual(quotes.slice(2, 4));
  });

  it("shows one testimonial at a time on a phone, without arrows", () => {
    setViewport(390, 844);
    render("testimonials");
    expect(reachableQuotes()).toEqual([suppliedTestimonials[0]!.quote.en]);
    expect(button(copy.carousel.next).hidden).toBe(true);
    expect(button("4 of 4").hidden).toBe(false);
  });

  const row = () => document.querySelector<HTMLElement>("[data-carousel-viewport]")!;

  it("leaves every item reachable, the row scrollable from the keyboard and the controls hidden as served, before the script runs", () => {
    serve("clients");
    expect(reachableLogos()).toEqual(logoNames);
    expect(row().tabIndex).toBe(0);
    expect(document.querySelector<HTMLElement>("[data-carousel-controls]")!.hidden).toBe(true);
  });

  it("starts paging only when the visitor nears it, and then at the first page", () => {
    serve("clients");
    init();
    vi.advanceTimersByTime(9000);
    expect(reachableLogos()).toEqual(logoNames);
    FakeIntersectionObserver.report(region(), true);
    expect(reachableLogos()).toEqual(logoNames.slice(0, 4));
    expect(document.querySelector<HTMLElement>("[data-carousel-controls]")!.hidden).toBe(false);
    // Paged by its controls, the row is no Tab stop of its own.
    expect(row().hasAttribute("tabindex")).toBe(false);
  });
});
