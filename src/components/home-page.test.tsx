// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { localized } from "~/content/cases/check";
import { readCaseStudies } from "~/content/cases/files";
import { readHomeCopy } from "~/content/home/files";
import type { PressOutlet } from "~/content/logos";
import { languages, type Language } from "~/i18n/languages";
import { init as initImages } from "~/browser/images";
import { useFakeBrowser } from "~/test-support/browser";
import { suppliedClientLogos, suppliedPressOutlets } from "~/test-support/supplied-proof";
import { HomePage } from "./home-page";

/** The home page as served, with the logos the agency will supply (the committed content has no press outlet yet). */
function showHomePage(lang: Language, pressOutlets: readonly PressOutlet[] = suppliedPressOutlets) {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(HomePage, {
      lang,
      copy: readHomeCopy(lang),
      cases: readCaseStudies().map((study) => localized(study, lang)),
      rating: undefined,
      testimonials: [],
      clientLogos: suppliedClientLogos,
      pressOutlets,
      founderPhotos: [null, null],
      cardPhotos: {},
    }),
  );
  return document.body;
}

const logosOf = (page: HTMLElement, { image }: { image: string }) => page.querySelectorAll<HTMLImageElement>(`img[src="${image}"]`);

describe("the home page's press and client logos", () => {
  useFakeBrowser();
  afterEach(() => (document.body.innerHTML = ""));

  it.each(languages)("shows each press outlet once, in the proof strip under the hero, named and linked to its article (%s)", (lang) => {
    const page = showHomePage(lang);
    for (const outlet of suppliedPressOutlets) {
      const shown = logosOf(page, outlet);
      expect(shown, outlet.name).toHaveLength(1);
      const logo = shown[0]!;
      expect(logo.closest("[data-proof-strip]"), outlet.name).not.toBeNull();
      // Its name, which a wordmark writes, in every language: not a description in another one.
      expect(logo.alt).toBe(outlet.name);
      expect(logo.closest("a")!.getAttribute("href")).toBe(outlet.article);
    }
  });

  it.each(["it", "zh"] as const)("shows a press logo that fails to load as the outlet's name and the page's 'logo not available' (%s)", (lang) => {
    const page = showHomePage(lang);
    initImages();
    const outlet = suppliedPressOutlets[1]!;
    const logo = logosOf(page, outlet)[0]!;
    const box = logo.closest<HTMLElement>("[data-image]")!;
    logo.dispatchEvent(new Event("error"));
    expect(logosOf(page, outlet)).toHaveLength(0);
    const shown = box.querySelector<HTMLElement>("[data-logo-fallback]")!;
    expect([...shown.children].map((line) => line.textContent)).toEqual([outlet.name, readHomeCopy(lang).logoUnavailable]);
    // Inside the link to the article, whose name is the outlet's.
    expect(shown.closest("a")!.getAttribute("href")).toBe(outlet.article);
  });

  it("shows a client logo that fails to load the same way, by the same component", () => {
    const page = showHomePage("fr");
    initImages();
    const client = suppliedClientLogos[0]!;
    const logo = logosOf(page, client)[0]!;
    const box = logo.closest<HTMLElement>("[data-image]")!;
    logo.dispatchEvent(new Event("error"));
    const shown = box.querySelector<HTMLElement>("[data-logo-fallback]")!;
    expect(shown.getAttribute("aria-label")).toBe(client.name);
    expect([...shown.children].map((line) => line.textContent)).toEqual([client.name, readHomeCopy("fr").logoUnavailable]);
  });
});
