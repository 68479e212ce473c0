// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { en } from "~/content/home/en";
import { setViewport, useFakeBrowser } from "~/test-support/browser";
import { withProviders } from "~/test-support/providers";
import { BusinessCases, CASE_ROTATION_MS } from "./business-cases";

useFakeBrowser();

const activeCase = () => document.querySelector('article[data-active="true"] h3')?.textContent;

describe("business cases", () => {
  it("link each of the four cards to its case page in the page language", () => {
    render(withProviders(<BusinessCases copy={en.cases} carouselLabels={en.carousel} />));
    const links = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(links).toEqual(["/en/criptomining-case", "/en/opstart-case", "/en/airhelp-case", "/en/xtribe-case"]);
  });

  it("highlight the next case every 7 s on desktop, wrapping, and pause while pointed at", () => {
    render(withProviders(<BusinessCases copy={en.cases} carouselLabels={en.carousel} />));
    expect(CASE_ROTATION_MS).toBe(7000);
    expect(activeCase()).toBe("CriptoMining");
    act(() => vi.advanceTimersByTime(7000));
    expect(activeCase()).toBe("Opstart");
    act(() => vi.advanceTimersByTime(7000 * 3));
    expect(activeCase()).toBe("CriptoMining");
    fireEvent.mouseEnter(document.getElementById("business-cases-section")!);
    act(() => vi.advanceTimersByTime(21000));
    expect(activeCase()).toBe("CriptoMining");
  });

  it("become a carousel on phones, one card per page, with no rotating highlight", () => {
    setViewport(390, 844);
    render(withProviders(<BusinessCases copy={en.cases} carouselLabels={en.carousel} />));
    expect(screen.getByRole("region", { name: en.cases.carouselLabel })).toBeTruthy();
    const reachable = () => [...document.querySelectorAll("[role=group]:not([inert]) h3")].map((heading) => heading.textContent);
    expect(reachable()).toEqual(["CriptoMining"]);
    act(() => vi.advanceTimersByTime(14000));
    expect(reachable()).toEqual(["CriptoMining"]);
    expect(activeCase()).toBeUndefined();
    fireEvent.click(screen.getByRole("button", { name: en.carousel.next }));
    expect(reachable()).toEqual(["Opstart"]);
  });
});
