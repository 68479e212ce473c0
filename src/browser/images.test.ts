// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localized } from "~/content/cases/check";
import { readCaseStudies } from "~/content/cases/files";
import { readHomeCopy } from "~/content/home/files";
import { IMAGES_UPDATED_EVENT, imageOverrideKeys } from "~/lib/image-overrides";
import type { Photo } from "~/lib/photo";
import { FakeIntersectionObserver, useFakeBrowser } from "~/test-support/browser";
import { suppliedClientLogos as clientLogos, suppliedPressOutlets as pressOutlets } from "~/test-support/supplied-proof";
import { Clients } from "~/components/sections/clients";
import { ProofStrip } from "~/components/sections/proof-strip";
import { BusinessCases } from "~/components/sections/business-cases";
import { Avatar, DefaultImageFallback } from "~/components/site-image";
import { init } from "./images";

const outlet = pressOutlets[0]!;
const pressImage = () => document.querySelector<HTMLImageElement>(`img[alt="${outlet.name}"]`);
const container = (image: Element) => image.closest<HTMLElement>("[data-image]")!;

/** The home page renders the default fallback once (src/shells/home-page.astro). */
const defaultFallback = () => renderToStaticMarkup(createElement(DefaultImageFallback));

/** The Italian home page's logos: the press outlets under the hero, the clients further down. */
function renderItalianLogos() {
  const copy = readHomeCopy("it");
  const cases = readCaseStudies().map((study) => localized(study, "it"));
  document.body.innerHTML =
    renderToStaticMarkup(createElement(ProofStrip, { copy: copy.proof, cases, pressOutlets, logoUnavailable: copy.logoUnavailable })) +
    renderToStaticMarkup(
      createElement(Clients, { copy: copy.clients, logos: clientLogos, logoUnavailable: copy.logoUnavailable, carouselLabels: copy.carousel }),
    ) +
    defaultFallback();
}

describe("pictures", () => {
  useFakeBrowser();
  afterEach(() => {
    document.body.innerHTML = "";
    localStorage.clear();
  });

  it("shows a skeleton from the moment a lazy picture nears the screen until it arrives, then fades it in", () => {
    renderItalianLogos();
    init();
    const image = pressImage()!;
    // Far down it waits without a skeleton: nothing pulses out of sight.
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(container(image).dataset.status).toBe("waiting");
    FakeIntersectionObserver.report(image, true);
    expect(image.getAttribute("loading")).toBe("eager");
    expect(container(image).dataset.status).toBe("loading");
    image.dispatchEvent(new Event("load"));
    expect(container(image).dataset.status).toBe("loaded");
  });

  it("does not put the skeleton back over a picture that arrived before it neared the screen", () => {
    renderItalianLogos();
    init();
    const image = pressImage()!;
    image.dispatchEvent(new Event("load"));
    FakeIntersectionObserver.report(image, true);
    expect(container(image).dataset.status).toBe("loaded");
  });

  it("shows the outlet's name and 'Logo non disponibile' when a press logo fails", () => {
    renderItalianLogos();
    init();
    expect(document.querySelector("[data-logo-fallback]")).toBeNull();
    const box = container(pressImage()!);
    pressImage()!.dispatchEvent(new Event("error"));
    expect(pressImage()).toBeNull();
    expect(box.querySelector("[data-logo-fallback]")!.textContent).toBe(`${outlet.name}Logo non disponibile`);
  });

  it("shows the client's name and 'Logo non disponibile', as an image of that name, when a client logo fails", () => {
    renderItalianLogos();
    init();
    const logo = clientLogos[0]!;
    const box = container(document.querySelector(`img[alt="${logo.name}"]`)!);
    box.querySelector("img")!.dispatchEvent(new Event("error"));
    expect(box.querySelector("img")).toBeNull();
    const shown = box.querySelector<HTMLElement>("[role=img]")!;
    expect(shown.getAttribute("aria-label")).toBe(logo.name);
    expect(shown.textContent).toBe(`${logo.name}Logo non disponibile`);
  });

  it("shows a failed card photo's name hidden from screen readers, as the card's heading already says it", () => {
    const copy = readHomeCopy("en");
    // The committed cases have no card photo yet (their cards are type only): one as the build makes of an upload.
    const cases = readCaseStudies().map((study) => localized(study, "en"));
    const photo = (slug: string): Photo => ({
      width: 900,
      height: 600,
      src: `/_astro/cardImage.${slug}_900.webp`,
      sources: [{ type: "image/webp", srcSet: `/_astro/cardImage.${slug}_900.webp 900w` }],
    });
    document.body.innerHTML =
      renderToStaticMarkup(
        createElement(BusinessCases, {
          lang: "en",
          copy: copy.cases,
          cases,
          photos: Object.fromEntries(cases.map(({ slug }) => [slug, photo(slug)])),
          carouselLabels: copy.carousel,
        }),
      ) + defaultFallback();
    init();
    const box = document.querySelector<HTMLElement>("article [data-image]")!;
    box.querySelector("img")!.dispatchEvent(new Event("error"));
    const shown = box.firstElementChild as HTMLElement;
    expect(shown.getAttribute("aria-hidden")).toBe("true");
    expect(shown.getAttribute("role")).toBeNull();
    expect(shown.textContent).toBe(box.dataset.imageName);
    expect(shown.textContent).not.toBe("");
  });

  it("shows a stored override, and the served picture again once it is removed and announced", () => {
    localStorage.setItem(imageOverrideKeys(outlet.name)[0]!, "https://cdn.example.com/logo.png");
    renderItalianLogos();
    init();
    expect(pressImage()!.src).toBe("https://cdn.example.com/logo.png");
    localStorage.clear();
    window.dispatchEvent(new Event(IMAGES_UPDATED_EVENT));
    vi.advanceTimersByTime(199);
    expect(pressImage()!.getAttribute("src")).toBe("https://cdn.example.com/logo.png");
    vi.advanceTimersByTime(1);
    expect(pressImage()!.getAttribute("src")).toBe(outlet.image);
  });

  it("ignores and deletes a stored value that is not an image", () => {
    localStorage.setItem(imageOverrideKeys(outlet.name)[0]!, "not a picture");
    renderItalianLogos();
    init();
    expect(pressImage()!.getAttribute("src")).toBe(outlet.image);
    expect(localStorage.getItem(imageOverrideKeys(outlet.name)[0]!)).toBeNull();
  });

  it("turns a founder's initials into the stored photo and back to the initials when it fails", () => {
    document.body.innerHTML = renderToStaticMarkup(
      createElement(Avatar, { name: "Founder One", initials: "FO", image: null, colorClass: "bg-sky-700", size: 112 }),
    );
    init();
    expect(document.querySelector("[data-avatar=initials]")!.textContent).toBe("FO");
    localStorage.setItem("team_founder_one", "data:image/png;base64,AAAA");
    window.dispatchEvent(new Event(IMAGES_UPDATED_EVENT));
    vi.advanceTimersByTime(200);
    const photo = document.querySelector("img")!;
    expect(photo.src).toBe("data:image/png;base64,AAAA");
    expect(photo.width).toBe(112);
    expect(document.querySelector("[data-avatar=initials]")).toBeNull();
    photo.dispatchEvent(new Event("error"));
    expect(document.querySelector("[data-avatar=initials]")!.textContent).toBe("FO");
  });
});
