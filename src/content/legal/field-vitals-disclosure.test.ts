import { describe, expect, it } from "vitest";
import { VITALS_RETENTION_DAYS } from "~/features/analytics/field-vitals.server";
import { languages } from "~/i18n/languages";
import { legalDocument } from "./document";

/** A section's words, joined. */
function sectionText(slug: "privacypolicy" | "cookiepolicy", lang: (typeof languages)[number], id: string): string {
  const section = legalDocument(slug, lang).sections.find((entry) => entry.id === id);
  return JSON.stringify(section?.content ?? []);
}

describe("the field vitals in the legal texts", () => {
  it.each(languages)("%s: the privacy policy says how long the field vitals are kept, and the cookie policy that they follow the analytics consent", (lang) => {
    const days = new RegExp(`\\b${VITALS_RETENTION_DAYS}\\b`);
    expect(sectionText("privacypolicy", lang, "retention")).toMatch(days);
    // The name a reader may look up: Google's own Chinese pages call them 核心网页指标.
    expect(sectionText("privacypolicy", lang, "advertising-and-analytics")).toContain(lang === "zh" ? "核心网页指标" : "Core Web Vitals");
    expect(sectionText("cookiepolicy", lang, "similar-technologies")).toMatch(days);
  });
});
