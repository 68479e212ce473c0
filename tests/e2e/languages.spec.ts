import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { site } from "~/config/site";
import { clientLogos, pressOutlets } from "~/content/logos";
import { readCaseSlugs, readCaseStudies } from "~/content/cases/files";
import { legalDocument } from "~/content/legal/document";
import { readReviews } from "~/content/home/files";
import { languages, type Language } from "~/i18n/languages";
import { allPagePaths } from "~/lib/pages";

/**
 * Every page in every language reads in that language. What a page shows — text, titles, labels, alt
 * texts, placeholders, the <title> and the meta description — is checked piece by piece, in the
 * language its element declares (a `lang` attribute marks a name or a quoted title in another one):
 * - Chinese: no Latin-script word but names (the brand, clients, outlets, founders), acronyms and codes;
 * - Italian, English, French: no Chinese characters, and no piece whose small words are another
 *   language's while none is its own.
 */

/** A piece of text as a visitor meets it, in the language its element declares. */
interface Piece {
  lang: string;
  text: string;
}

async function piecesOf(page: Page): Promise<Piece[]> {
  return page.evaluate(() => {
    const pieces: { lang: string; text: string }[] = [];
    const langOf = (element: Element) => element.closest("[lang]")?.getAttribute("lang") ?? "";
    // A plain walk: with JavaScript off (the page as served) the page runs no filter callback.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !node.parentElement!.closest("script, style, template, noscript")) pieces.push({ lang: langOf(node.parentElement!), text });
    }
    for (const element of document.querySelectorAll("[alt], [aria-label], [title], [placeholder]")) {
      for (const name of ["alt", "aria-label", "title", "placeholder"]) {
        const text = element.getAttribute(name)?.trim();
        if (text) pieces.push({ lang: langOf(element), text });
      }
    }
    const root = document.documentElement.lang;
    pieces.push({ lang: root, text: document.title });
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    if (description) pieces.push({ lang: root, text: description });
    return pieces;
  });
}

/** The cookies' own names (_ga, cookie_consent…), from the cookie table of the reference text: one word each. */
function cookieNames(): string[] {
  const table = legalDocument("cookiepolicy", "en")
    .sections.flatMap((section) => section.content)
    .find((block) => block.kind === "table");
  return (table?.kind === "table" ? table.rows.map(([name]) => name!) : []).filter((name) => !name.includes(" "));
}

/** Names and terms any language shows as they are; the longest first, so a name inside another goes with it. */
const names = [
  site.name,
  site.legalName,
  ...site.founders.map((founder) => founder.name),
  ...readReviews().testimonials.flatMap((testimonial) => [testimonial.name, testimonial.company]),
  ...readReviews().ratings.map((rating) => rating.platform),
  ...Object.values(site.offices).map((office) => office.street),
  ...clientLogos.map((logo) => logo.name),
  ...pressOutlets.map((outlet) => outlet.name),
  ...readCaseStudies().map((study) => study.facts.clientName),
  ...cookieNames(),
].sort((a, b) => b.length - a.length);
/** Acronyms, product names and codes that Chinese text writes in Latin letters. */
const latinInChinese = new Set(
  "PR KPI ROI SEO GDPR CEO PMI B2B B2C ICO IT EU UE USA HR CRM API URL IP UTM ID SMS PDF HTTPS HTTP Cookie cookie cookies gclid utm_source utm_medium utm_campaign Google Analytics Ads Tag Manager Microsoft Clarity LinkedIn Calendly JavaScript Email E-mail e-mail Mon Fri it en zh fr EEA SCC".split(
    " ",
  ),
);

function withoutNamesAndAddresses(text: string): string {
  // Address characters only: Chinese text runs on without spaces around an address.
  let rest = text.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/[\w.~:/?#@!$&'*+,;=%-]+|\b[\w-]+(?:\.[\w-]+)+\/[\w.~:/?#@!$&'*+,;=%-]*/g, " ");
  for (const name of names) rest = rest.split(name).join(" ");
  return rest;
}

const smallWords: Record<Exclude<Language, "zh">, Set<string>> = {
  it: new Set("della delle degli dei nella nelle alla alle dalla per che sono una nostro nostra nostri questo questa anche più gli ogni".split(" ")),
  en: new Set("the and of with for our your you this that from are we is".split(" ")),
  fr: new Set("les des du est une pour dans avec nous vous sur aux ces pas être votre notre leur".split(" ")),
};

function problemIn(piece: Piece): string | undefined {
  const text = withoutNamesAndAddresses(piece.text);
  if (piece.lang === "zh") {
    const latin = (text.match(/[A-Za-z][A-Za-z_'’]*(?:-[A-Za-z]+)*/g) ?? []).filter((word) => !latinInChinese.has(word) && !/^[A-Z]{2,}$/.test(word));
    return latin.length > 0 ? `Latin words ${JSON.stringify(latin)}` : undefined;
  }
  if (/[\u3400-\u9fff]/.test(text)) return "Chinese characters";
  const own = smallWords[piece.lang as Exclude<Language, "zh">];
  if (!own) return `an undeclared language "${piece.lang}"`;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 5 || words.some((word) => own.has(word))) return undefined;
  const foreign = Object.entries(smallWords).find(([lang, list]) => lang !== piece.lang && words.filter((word) => list.has(word)).length >= 2);
  return foreign ? `reads as ${foreign[0]}` : undefined;
}

test.describe("every page reads in its own language", () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of languages) {
    test(lang, async ({ page }) => {
      test.setTimeout(60_000);
      const problems: string[] = [];
      for (const { path } of allPagePaths(readCaseSlugs()).filter((entry) => entry.lang === lang)) {
        await page.goto(path);
        for (const piece of await piecesOf(page)) {
          const problem = problemIn(piece);
          if (problem) problems.push(`${path} [${piece.lang}] ${problem}: ${piece.text.slice(0, 120)}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
