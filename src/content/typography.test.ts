import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { legalSlugs } from "~/lib/pages";
import { uiMessages } from "./messages";
import type { Language } from "~/i18n/languages";
import { readCaseStudies } from "./cases/files";
import { readConsentCopy } from "./consent/files";
import { contactCopy } from "./contact";
import { withBrandFactsThroughout } from "./brand-facts";
import { readHomeCopy } from "./home/files";
import { legalDocument } from "./legal/document";
import type { LegalSlug } from "./legal/format";

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

/** The strings of `texts` where `pattern` matches, each with the match marked, for a readable failure. */
function marked(texts: string[], pattern: RegExp): string[] {
  return texts.filter((text) => text.search(pattern) >= 0).map((text) => text.replace(pattern, (match) => `⟦${match}⟧`));
}

const offenders = (lang: Language, pattern: RegExp) => marked(everyString(lang), pattern);

const CONTENT = path.dirname(fileURLToPath(import.meta.url));

/** Every Chinese content file (`…/zh.yaml`, `…/zh.json`, `…/zh/…`), as a path inside src/content. */
const chineseFiles = readdirSync(CONTENT, { recursive: true, encoding: "utf8" })
  .filter((file) => /(^|\/)zh(\.(yaml|json)$|\/.+\.(yaml|md)$)/.test(file))
  .sort();

/**
 * The strings a Chinese file holds as a reader sees them, brand facts and figures filled in: a legal page's Markdown
 * as text (no `**` or link syntax), a YAML or JSON file's values as parsed (a folded line is a space).
 */
function stringsOf(file: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === "object") Object.values(value).forEach(walk);
  };
  const study = file.startsWith("cases/zh/") ? readCaseStudies().find((candidate) => candidate.slug === path.basename(file, ".yaml")) : undefined;
  if (file.endsWith(".md")) walk(legalDocument(path.basename(file, ".md") as LegalSlug, "zh"));
  // A case's words with its own figures filled in, as its page shows them.
  else if (study) walk(study.copy.zh);
  else walk(withBrandFactsThroughout(parse(readFileSync(path.join(CONTENT, file), "utf8")), "zh", file));
  return found;
}

/*
 * A space typed between a Chinese character and a Latin letter or a figure (either order), "发表 10 篇".
 * A `{placeholder}` the page fills stands for a name or a figure, so its braces count as one; a percent
 * sign ends a figure ("60% 的股份").
 */
const SPACE_BESIDE_HAN = /(?<=\p{Script=Han})\s+(?=[\p{Script=Latin}\d{])|(?<=[\p{Script=Latin}\d}%])\s+(?=\p{Script=Han})/gu;

describe("typography of the copy", () => {
  // A line may break at an ordinary space: these must not, or a "?" or a "€" starts a line alone.
  it("French keeps its punctuation and figures on the line before, with no-break spaces", () => {
    expect(offenders("fr", / (?=[?!;:»])|« |\d (?=\d{3}(?!\d))/gu)).toEqual([]);
  });

  it.each<Language>(["it", "en", "zh", "fr"])("%s keeps a figure and its unit on one line", (lang) => {
    expect(offenders(lang, /\d (?=[€%])/gu)).toEqual([]);
  });

  /*
   * A range (2–3 mesi, 2 à 3 mois, 2019–2021年) breaks nowhere: a line may end after an en dash and at a
   * space, and "2–" / "3 mesi" read as two figures. Word joiners hold the dash, no-break spaces the French
   * "à" and a unit written as a word. (A Chinese unit may start a line, as any ideograph: src/content/written-figures.ts.)
   */
  it.each<Language>(["it", "en", "zh", "fr"])("%s keeps a range of figures and its unit on one line", (lang) => {
    const range = String.raw`\d[\u2060\u00a0]?(?:–|à)[\u2060\u00a0]?\d+`;
    const breakable = new RegExp(String.raw`\d–|–\d|\d à(?=[ \u00a0]\d)|(?<=\d[ \u00a0])à \d|(?<=${range}) (?=\p{L})`, "gu");
    expect(offenders(lang, breakable)).toEqual([]);
  });

  it.each<Language>(["it", "fr"])("%s writes its apostrophes as ’", (lang) => {
    expect(offenders(lang, /\p{L}'\p{L}/gu)).toEqual([]);
  });
});

describe("Chinese spacing", () => {
  it("reads every Chinese content file", () => {
    expect(chineseFiles).toEqual(expect.arrayContaining(["home/zh.yaml", "messages/zh.json", "cases/zh/zte-case.yaml", "legal/zh/terms.md"]));
  });

  // One rule site-wide, the publishing norm: no typed space between Chinese and Latin letters or figures.
  // Browsers that can add the small gap themselves (`text-autospace` in src/site.css).
  it.each(chineseFiles)("%s types no space between Chinese and Latin letters or figures", (file) => {
    expect(marked(stringsOf(file), SPACE_BESIDE_HAN)).toEqual([]);
  });
});
