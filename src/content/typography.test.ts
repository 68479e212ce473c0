import { describe, expect, it } from "vitest";
import { legalSlugs } from "~/lib/pages";
import { uiMessages } from "~/content/messages";
import type { Language } from "~/i18n/languages";
import { readCaseStudies } from "./cases/files";
import { readConsentCopy } from "./consent/files";
import { contactCopy } from "./contact";
import { readHomeCopy } from "./home/files";
import { legalDocument } from "./legal/document";

/** Every string a page of `lang` can show, through the same lookups the pages use. */
function everyString(lang: Language): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk([readHomeCopy(lang), contactCopy(lang), readConsentCopy(lang), uiMessages(lang)]);
  for (const slug of legalSlugs) walk(legalDocument(slug, lang));
  for (const study of readCaseStudies()) walk(study.copy[lang]);
  return found;
}

/** The strings of `lang` where `pattern` matches, each with the match marked, for a readable failure. */
function offenders(lang: Language, pattern: RegExp): string[] {
  return everyString(lang)
    .filter((text) => pattern.test(text))
    .map((text) => text.replace(pattern, (match) => `⟦${match}⟧`));
}

describe("typography of the copy", () => {
  // A line may break at an ordinary space: these must not, or a "?" or a "€" starts a line alone.
  it("French keeps its punctuation and figures on the line before, with no-break spaces", () => {
    expect(offenders("fr", / (?=[?!;:»])|« |\d (?=\d{3}(?!\d))/gu)).toEqual([]);
  });

  it.each<Language>(["it", "en", "zh", "fr"])("%s keeps a figure and its unit on one line", (lang) => {
    expect(offenders(lang, /\d (?=[€%])/gu)).toEqual([]);
  });

  it.each<Language>(["it", "fr"])("%s writes its apostrophes as ’", (lang) => {
    expect(offenders(lang, /\p{L}'\p{L}/gu)).toEqual([]);
  });
});
