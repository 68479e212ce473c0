import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { site } from "~/config/site";
import { languages } from "~/i18n/languages";
import { BRAND_FILE } from "./brand/schema";
import { readCaseStudies } from "./cases/files";
import { CASES_DIR } from "./cases/rules";
import type { CaseFigure } from "./cases/schema";

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

/** Every case's figures, from its facts file (src/content/cases/<slug>.yaml), where they are written once. */
const cases = readCaseStudies().map(({ slug, facts }) => ({ slug, figures: facts.figures }));

/**
 * A case's figure as any language would write it out: its digits (300000, 300.000, 300 000), and a round
 * one short or in words (15M, 15 M€, 15 mln, 2 milioni, 2 millions, 1500万); a percent with its sign where
 * `withUnit` (a bare 15 on another page is anything but the case's 15%).
 */
function writtenOutFigure({ kind, value }: CaseFigure, withUnit: boolean): RegExp {
  const forms = [amount(value)];
  if (value >= 1_000_000 && value % 1_000_000 === 0) forms.push(`${value / 1_000_000}\\s?(?:M(?!\\p{L})|[Mm]ln|milion|million)`);
  if (value >= 10_000 && value % 10_000 === 0) forms.push(`${value / 10_000}万`);
  const unit = withUnit && kind === "percent" ? "\\s?%" : "";
  return new RegExp(`(?<![\\d.,])(?:${forms.join("|")})(?![\\d]|[.,]\\d)${unit}`, "gu");
}

/**
 * A figure another page may not write out whatever the words around it: an amount, a percent, a count
 * from a thousand on. A smaller count (30 days) is anyone's figure, unless the text quotes its case.
 */
const distinctive = ({ kind, value }: CaseFigure) => kind !== "count" || value >= 1000;

/** The texts of a content file as a reader gets them: a data file's strings, a Markdown file's paragraphs; no web address. */
function textsOf(file: string): string[] {
  const raw = readFileSync(file, "utf8");
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === "object") Object.values(value).forEach(walk);
  };
  if (file.endsWith(".md")) found.push(...raw.split(/\n\s*\n/));
  else walk(file.endsWith(".json") ? JSON.parse(raw) : parse(raw));
  return found.map((text) => text.replace(/https?:\/\/\S+/g, "").replace(/\s*\n\s*/g, " "));
}

const caseFactsFiles = new Set(cases.map(({ slug }) => `${CASES_DIR}/${slug}.yaml`));
const ownFiles = (slug: string) => languages.map((lang) => `${CASES_DIR}/${lang}/${slug}.yaml`);

describe("each case's figures are written once, in its facts", () => {
  it("finds the figures of every case", () => {
    expect(cases.map(({ slug, figures }) => [slug, figures.length > 0])).toEqual(cases.map(({ slug }) => [slug, true]));
  });

  it.each(cases)("no text of $slug's own writes one of its figures out instead of naming it", ({ slug, figures }) => {
    const writtenIn = ownFiles(slug).flatMap((file) =>
      textsOf(file).flatMap((text) =>
        figures.flatMap((figure) => [...text.matchAll(writtenOutFigure(figure, false))].map(([found]) => `${file}: ${found} ({{case.${figure.name}}})`)),
      ),
    );
    expect(writtenIn).toEqual([]);
  });

  it.each(cases)("no other content file writes one of $slug's figures out instead of naming it", ({ slug, figures }) => {
    const others = contentFiles.filter((file) => !caseFactsFiles.has(file) && !ownFiles(slug).includes(file));
    const writtenIn = others.flatMap((file) =>
      textsOf(file).flatMap((text) => {
        const quotesTheCase = text.includes(`{{${slug}.`);
        return figures
          .filter((figure) => quotesTheCase || distinctive(figure))
          .flatMap((figure) => [...text.matchAll(writtenOutFigure(figure, true))].map(([found]) => `${file}: ${found} ({{${slug}.${figure.name}}})`));
      }),
    );
    expect(writtenIn).toEqual([]);
  });
});
