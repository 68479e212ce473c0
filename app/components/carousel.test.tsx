// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { en } from "~/content/home/en";
import { clientLogos } from "~/content/logos";
import { installMatchMedia, setViewport, useFakeBrowser } from "~/test-support/browser";
import { Clients } from "./sections/clients";
import { Testimonials } from "./sections/testimonials";

useFakeBrowser();

function renderClients() {
  render(<Clients copy={en.clients} press={null} carouselLabels={en.carousel} />);
  return screen.getByRole("region", { name: en.clients.carouselLabel });
}

/** The logos a visitor can see and reach: those on the current page (the others are inert). */
function visibleLogos(region: HTMLElement) {
  return within(region)
    .getAllByRole("group", { hidden: true })
    .filter((slide) => !slide.hasAttribute("inert"))
    .map((slide) => slide.querySelector("img")?.getAttribute("alt"));
}

describe("clients carousel", () => {
  it("shows 4 logos per page on desktop and moves on every 3 s, wrapping to the start", () => {
    const region = renderClients();
    expect(visibleLogos(region)).toEqual(clientLogos.slice(0, 4).map((logo) => logo.name));
    act(() => vi.advanceTimersByTime(2999));
    expect(visibleLogos(region)[0]).toBe(clientLogos[0]!.name);
    act(() => vi.advanceTimersByTime(1));
    expect(visibleLogos(region)).toEqual(clientLogos.slice(4, 8).map((logo) => logo.name));
    act(() => vi.advanceTimersByTime(3000 * 4));
    expect(visibleLogos(region)).toEqual(clientLogos.slice(0, 4).map((logo) => logo.name));
  });

  it("shows 2 logos per page on phones", () => {
    setViewport(390, 844);
    const region = renderClients();
    expect(visibleLogos(region)).toHaveLength(2);
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleLogos(region)).toEqual(clientLogos.slice(2, 4).map((logo) => logo.name));
  });

  it("pauses while pointed at and while a logo has focus", () => {
    const region = renderClients();
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(9000));
    expect(visibleLogos(region)[0]).toBe(clientLogos[0]!.name);
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleLogos(region)[0]).toBe(clientLogos[4]!.name);

    fireEvent.focus(region.querySelector("[role=group]")!);
    act(() => vi.advanceTimersByTime(9000));
    expect(visibleLogos(region)[0]).toBe(clientLogos[4]!.name);
  });

  it("has a pause control that stops and restarts the movement (WCAG 2.2.2)", () => {
    const region = renderClients();
    fireEvent.click(within(region).getByRole("button", { name: en.carousel.pause }));
    act(() => vi.advanceTimersByTime(9000));
    expect(visibleLogos(region)[0]).toBe(clientLogos[0]!.name);
    fireEvent.click(within(region).getByRole("button", { name: en.carousel.play }));
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleLogos(region)[0]).toBe(clientLogos[4]!.name);
  });

  it("stays still under reduced motion until the visitor presses play", () => {
    installMatchMedia({ reducedMotion: true });
    const region = renderClients();
    act(() => vi.advanceTimersByTime(9000));
    expect(visibleLogos(region)[0]).toBe(clientLogos[0]!.name);
    fireEvent.click(within(region).getByRole("button", { name: en.carousel.play }));
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleLogos(region)[0]).toBe(clientLogos[4]!.name);
  });

  it("moves with the buttons and the arrow keys", () => {
    const region = renderClients();
    fireEvent.click(within(region).getByRole("button", { name: en.carousel.previous }));
    expect(visibleLogos(region)[0]).toBe(clientLogos[16]!.name);
    fireEvent.keyDown(region, { key: "ArrowRight" });
    expect(visibleLogos(region)[0]).toBe(clientLogos[0]!.name);
    fireEvent.click(within(region).getByRole("button", { name: en.carousel.next }));
    expect(visibleLogos(region)[0]).toBe(clientLogos[4]!.name);
  });
});

describe("testimonials carousel", () => {
  function renderTestimonials() {
    render(<Testimonials copy={en.testimonials} carouselLabels={en.carousel} />);
    return screen.getByRole("region", { name: en.testimonials.carouselLabel });
  }
  const visibleQuotes = (region: HTMLElement) =>
    within(region)
      .getAllByRole("group", { hidden: true })
      .filter((slide) => !slide.hasAttribute("inert"))
      .map((slide) => slide.querySelector("blockquote")?.textContent);

  it("shows 2 quotes on desktop with arrows, and loops", () => {
    const region = renderTestimonials();
    expect(visibleQuotes(region)).toEqual([en.testimonials.items[0].quote, en.testimonials.items[1].quote]);
    fireEvent.click(within(region).getByRole("button", { name: en.carousel.next }));
    expect(visibleQuotes(region)).toEqual([en.testimonials.items[2].quote, en.testimonials.items[3].quote]);
    fireEvent.click(within(region).getByRole("button", { name: en.carousel.next }));
    expect(visibleQuotes(region)[0]).toBe(en.testimonials.items[0].quote);
  });

  it("shows 1 quote on phones, without arrows but with page buttons", () => {
    setViewport(390, 844);
    const region = renderTestimonials();
    expect(visibleQuotes(region)).toEqual([en.testimonials.items[0].quote]);
    expect(within(region).queryByRole("button", { name: en.carousel.next })).toBeNull();
    fireEvent.click(within(region).getByRole("button", { name: "3 of 4" }));
    expect(visibleQuotes(region)).toEqual([en.testimonials.items[2].quote]);
  });
});
