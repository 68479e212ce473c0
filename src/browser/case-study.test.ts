// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { onTrack, type TrackedEvent } from "~/features/analytics/track";
import { localized } from "~/content/cases/check";
import { readCaseStudies } from "~/content/cases/files";
import type { Language } from "~/i18n/languages";
import { CaseStudyPage } from "~/components/case-study/case-study-page";
import { init } from "./case-study";

/** The case page as built, with this script on it. */
function openCase(slug: string, lang: Language) {
  document.documentElement.lang = lang;
  const study = localized(
    readCaseStudies().find((candidate) => candidate.slug === slug)!,
    lang,
  );
  const logo = { src: study.facts.logo, width: 240, height: 80 };
  document.body.innerHTML = renderToStaticMarkup(createElement(CaseStudyPage, { lang, ...study, logo, bookingLabel: "Book" }));
  init();
}

describe("a case page's events", () => {
  let events: TrackedEvent[];
  let unsubscribe: () => void;
  // jsdom cannot follow a link to another page; the test only needs the click.
  const stayOnPage = (event: Event) => event.preventDefault();

  beforeEach(() => {
    events = [];
    unsubscribe = onTrack((event) => events.push(event));
    document.addEventListener("click", stayOnPage);
  });
  afterEach(() => {
    unsubscribe();
    document.removeEventListener("click", stayOnPage);
  });

  const backLink = () => document.querySelector<HTMLAnchorElement>("a[data-back-to-home]")!;

  it("reports which case was viewed, in which language", () => {
    openCase("airhelp-case", "zh");
    expect(events).toEqual([
      expect.objectContaining({ name: "view_item", params: { item_id: "airhelp-case", item_name: "AirHelp", item_category: "case_study", language: "zh" } }),
    ]);
  });

  it("reports that the crypto-mining back link leads to the business cases on the home page", () => {
    openCase("criptomining-case", "it");
    backLink().click();
    expect(backLink().getAttribute("href")).toBe("/it#business-cases-section");
    expect(events).toContainEqual(
      expect.objectContaining({
        name: "navigation",
        params: { from: "criptomining-case", to: "home#business-cases-section", method: "back_to_home_button", language: "it" },
      }),
    );
  });

  it("reports that the other back links lead to the top of the home page", () => {
    openCase("zte-case", "en");
    backLink().click();
    expect(backLink().getAttribute("href")).toBe("/en");
    expect(events.filter((event) => event.name === "navigation")).toEqual([
      expect.objectContaining({ params: expect.objectContaining({ from: "zte-case", to: "home" }) }),
    ]);
  });
});
