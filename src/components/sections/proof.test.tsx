// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { localized } from "~/content/cases/check";
import { readCaseStudies } from "~/content/cases/files";
import { readHomeCopy } from "~/content/home/files";
import type { Rating } from "~/content/home";
import type { Language } from "~/i18n/languages";
import { suppliedRating, suppliedTestimonial } from "~/test-support/supplied-proof";
import { Clients } from "./clients";
import { Hero } from "./hero";
import { ProofStrip } from "./proof-strip";
import { Testimonials } from "./testimonials";

/** What the home page shows of others' words, ratings and logos: only what the agency supplied, with its source. */
const show = (element: ReturnType<typeof createElement>) => {
  document.body.innerHTML = renderToStaticMarkup(element);
  return document.body;
};

function hero(lang: Language, rating: Rating | undefined) {
  const copy = readHomeCopy(lang);
  return show(createElement(Hero, { lang, copy: copy.hero, rating, cases: readCaseStudies().map((study) => localized(study, lang)) }));
}
/** Each figure of the hero and the words under it, as a visitor reads them. */
const figures = (page: HTMLElement) =>
  [...page.querySelectorAll("#hero ul li")].map((item) =>
    [...item.querySelectorAll(":scope > * > span")].map((part) => part.textContent!.replace(/\u200b/g, "").trim()).join(" "),
  );

describe("testimonials, rating and logos on the home page", () => {
  afterEach(() => (document.body.innerHTML = ""));

  it("show no testimonials section at all without a testimonial: no heading over nothing, no carousel", () => {
    const copy = readHomeCopy("it");
    const page = show(createElement(Testimonials, { lang: "it", copy: copy.testimonials, testimonials: [], carouselLabels: copy.carousel }));
    expect(page.innerHTML).toBe("");
  });

  it("show a supplied testimonial in the page's language with the person's name, position and company", () => {
    const copy = readHomeCopy("fr");
    const testimonial = suppliedTestimonial("Maria Rossi", "Rossi Foods S.p.A.");
    const page = show(createElement(Testimonials, { lang: "fr", copy: copy.testimonials, testimonials: [testimonial], carouselLabels: copy.carousel }));
    expect(page.querySelector("#testimonials h2")!.textContent).toBe(copy.testimonials.title);
    expect(page.querySelector("blockquote")!.textContent).toBe(testimonial.quote.fr);
    expect(page.querySelector("figcaption")!.textContent).toContain("Maria Rossi");
    expect(page.querySelector("figcaption")!.textContent).toContain(testimonial.role.fr);
    expect(page.querySelector("figcaption")!.textContent).toContain("Rossi Foods S.p.A.");
  });

  it("show no rating in the hero without one: only the agency's own figures", () => {
    for (const lang of ["it", "zh"] as const) {
      const { stats } = readHomeCopy(lang).hero;
      const page = hero(lang, undefined);
      expect(figures(page)).toEqual([`${stats.projects.value} ${stats.projects.label}`, `${stats.clients.value} ${stats.clients.label}`]);
      expect(page.querySelector("[data-stat-source]")).toBeNull();
    }
  });

  it("show a supplied rating first, as the language writes it, with its platform, its count and a link to its page", () => {
    const page = hero("it", suppliedRating);
    expect(figures(page)[0]).toBe("4,7/5 media di 12.345 recensioni su TestReviews");
    const link = page.querySelector<HTMLAnchorElement>("[data-stat-source]")!;
    expect(link.getAttribute("href")).toBe(suppliedRating.url);
    expect(link.target).toBe("_blank");
    expect(figures(hero("en", { ...suppliedRating, reviewCount: undefined }))[0]).toBe("4.7/5 average review score on TestReviews");
  });

  it.each([
    { lang: "it", one: "4,7/5 media di 1 recensione su TestReviews", two: "4,7/5 media di 2 recensioni su TestReviews" },
    { lang: "en", one: "4.7/5 average of 1 review on TestReviews", two: "4.7/5 average of 2 reviews on TestReviews" },
    { lang: "zh", one: "4.7/5 TestReviews上1条评价的平均分", two: "4.7/5 TestReviews上2条评价的平均分" },
    { lang: "fr", one: "4,7/5 note moyenne de 1 avis sur TestReviews", two: "4,7/5 note moyenne de 2 avis sur TestReviews" },
  ] as const)("say the number of reviews in the language's singular or plural ($lang)", ({ lang, one, two }) => {
    expect(figures(hero(lang, { ...suppliedRating, reviewCount: 1 }))[0]).toBe(one);
    expect(figures(hero(lang, { ...suppliedRating, reviewCount: 2 }))[0]).toBe(two);
  });

  it("say a million reviews as Italian and French write them, with 'di' and 'd’'", () => {
    expect(figures(hero("it", { ...suppliedRating, reviewCount: 1_000_000 }))[0]).toBe("4,7/5 media di 1.000.000 di recensioni su TestReviews");
    expect(figures(hero("fr", { ...suppliedRating, reviewCount: 1_000_000 }))[0]).toBe("4,7/5 note moyenne de 1\u202f000\u202f000 d’avis sur TestReviews");
  });

  it("show no clients section without a client logo", () => {
    const copy = readHomeCopy("it");
    const clients = show(createElement(Clients, { copy: copy.clients, logos: [], logoUnavailable: copy.logoUnavailable, carouselLabels: copy.carousel }));
    expect(clients.innerHTML).toBe("");
  });

  it("show no row of press outlets under the hero without an outlet: no heading over nothing", () => {
    const copy = readHomeCopy("it");
    const cases = readCaseStudies().map((study) => localized(study, "it"));
    const strip = show(createElement(ProofStrip, { copy: copy.proof, cases, pressOutlets: [], logoUnavailable: copy.logoUnavailable }));
    expect(strip.querySelector("[data-proof-press]")).toBeNull();
    expect(strip.textContent).not.toContain(copy.proof.press);
  });
});
