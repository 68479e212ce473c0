import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { BRAND_FILE } from "./brand/schema";

/** Every content file but the brand facts, where the figures are written once. */
const contentFiles = globSync("src/content/**/*.{yaml,json,md}").filter((file) => file !== BRAND_FILE);

/** An amount with or without its thousands separated, in any language's way: 12000, 12.000, 12,000, 12 000. */
const amount = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, "[.,\\s\\u00a0\\u202f]?");

/** A span as the four languages write it: 2–4, 2-4, 2 à 4, 2 a 4, 2至4. */
const span = (from: number, to: number) => `${from}\\s?(?:–|-|à|a|至|到)\\s?${to}`;

const { guarantee, pricing, reply, firstPublications, significantResults } = site.figures;

/**
 * Each figure of the brand facts as a text would write it out, with the words around it in the four
 * languages, so that a figure that merely shares its digits (a case's "24 months") is not taken for it.
 */
const writtenOut: Record<string, RegExp> = {
  "guarantee.articlesPerMonth": new RegExp(`\\b${guarantee.articlesPerMonth}\\s?(?:articoli|published articles|articles|篇)`, "u"),
  "pricing.planPerYear": new RegExp(`\\b${amount(pricing.planPerYear)}\\b`, "u"),
  "pricing.servicesPerMonth": new RegExp(`\\b${amount(pricing.servicesPerMonth)}\\b`, "u"),
  "reply.withinHours": new RegExp(`\\b${reply.withinHours}\\s?(?:ore|hours|heures|小时)`, "u"),
  firstPublications: new RegExp(`\\b${span(firstPublications.fromWeeks, firstPublications.toWeeks)}\\s?(?:settimane|weeks|semaines|周)`, "u"),
  significantResults: new RegExp(`\\b${span(significantResults.fromMonths, significantResults.toMonths)}\\s?(?:mesi|months|mois|个月)`, "u"),
};

describe("the agency's figures are written once, in the brand facts", () => {
  it.each(Object.entries(writtenOut))("no content file writes %s out instead of naming it", (_name, pattern) => {
    const everywhere = new RegExp(pattern.source, "gu");
    // As one line: a long text in YAML runs on over several, and may break between a figure and its unit.
    const writtenIn = contentFiles.flatMap((file) =>
      [
        ...readFileSync(file, "utf8")
          .replace(/\s*\n\s*/g, " ")
          .matchAll(everywhere),
      ].map(([found]) => `${file}: ${found}`),
    );
    expect(writtenIn).toEqual([]);
  });
});
