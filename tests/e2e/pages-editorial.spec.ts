import type { Page } from "@playwright/test";
import { cornersOffTheToken, expect, platformFontsOf, test } from "./fixtures";
import { testServers } from "./servers";
import type { Language } from "~/i18n/languages";
import { legalSlugs, pagePath, type PageId } from "~/lib/pages";

/**
 * The contact, legal and thank-you pages and the consent banner in the editorial language of the home and
 * case pages (issue 45): a reviewer found them "a different site: rounded cards, icon tiles, Inter headings,
 * off the header's grid".
 */

const latin = ["it", "en", "fr"] as const satisfies readonly Language[];
const pages: readonly PageId[] = ["contact", ...legalSlugs, "thank-you"];

/** How far the left edge of `selector` sits from the header logo's. */
async function offsetFromLogo(page: Page, selector: string): Promise<number> {
  const logo = (await page.locator("[data-header-bar] > a").first().boundingBox())!;
  const content = (await page.locator(selector).first().boundingBox())!;
  return content.x - logo.x;
}

test.describe("the legal pages' section titles", () => {
  for (const lang of latin) {
    test(`${pagePath("privacypolicy", lang)}: set in the display face, with no drawing beside them`, async ({ page }) => {
      await page.goto(pagePath("privacypolicy", lang));
      await page.evaluate(() => document.fonts.ready);
      const fonts = await platformFontsOf(page, "main section > h2");
      expect(fonts.length).toBeGreaterThan(5);
      expect(new Set(fonts)).toEqual(new Set(["Instrument Serif"]));
      await expect(page.locator("main section > h2 svg")).toHaveCount(0);
    });
  }
  test(`${pagePath("privacypolicy", "zh")}: in the system face, bold, as the Chinese titles are`, async ({ page }) => {
    await page.goto(pagePath("privacypolicy", "zh"));
    const [family] = await platformFontsOf(page, "main section > h2");
    expect(family).not.toContain("Instrument Serif");
    expect(
      Number(
        await page
          .locator("main section > h2")
          .first()
          .evaluate((element) => getComputedStyle(element).fontWeight),
      ),
    ).toBeGreaterThanOrEqual(700);
  });
});

test.describe("one corner radius", () => {
  for (const width of [390, 1280]) {
    for (const pageId of pages) {
      test(`${pagePath(pageId, "it")} at ${width} px: every box square or at the site's radius`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(pagePath(pageId, "it"));
        const radii = await cornersOffTheToken(page);
        expect(radii.allowed).toMatch(/^[1-4]px$/);
        expect(radii.others).toEqual({});
      });
    }
  }

  test.describe("the consent banner and its settings", () => {
    // Analytics on and a visitor in Germany: the banner asks (tests/e2e/consent.spec.ts).
    test.use({ locale: "de-DE", extraHTTPHeaders: { "CF-IPCountry": "DE" } });
    test("at 390 px: buttons and switches at the site's radius", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`http://127.0.0.1:${testServers.analyticsPort}/en`);
      const banner = page.getByRole("region", { name: "Your privacy choices" });
      await expect(banner).toBeVisible();
      expect((await cornersOffTheToken(page)).others).toEqual({});
      await banner.getByRole("button", { name: "Settings" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect((await cornersOffTheToken(page)).others).toEqual({});
    });
  });
});

test.describe("the header's grid at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  for (const pageId of pages) {
    test(`${pagePath(pageId, "en")}: the title starts where the header's logo does`, async ({ page }) => {
      await page.goto(pagePath(pageId, "en"));
      expect(Math.abs(await offsetFromLogo(page, "main h1"))).toBeLessThanOrEqual(1);
    });
  }
  test(`${pagePath("contact", "en")}: so does the form`, async ({ page }) => {
    await page.goto(pagePath("contact", "en"));
    expect(Math.abs(await offsetFromLogo(page, "main form"))).toBeLessThanOrEqual(1);
  });
});

test.describe("the legal text", () => {
  for (const width of [390, 1280]) {
    for (const lang of ["it", "en"] as const) {
      test(`${pagePath("privacypolicy", lang)} at ${width} px: one reading column, each line filled before the next begins`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(pagePath("privacypolicy", lang));
        await page.evaluate(() => document.fonts.ready);
        const paragraphs = page.locator("main section > div > p");
        for (const box of await paragraphs.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().width))) {
          expect(box).toBeLessThanOrEqual(44 * 16);
        }
        // A line broken early: the first word of the next line would have fitted at its end (the ragged
        // edge `text-wrap: pretty` leaves over a paragraph's last lines).
        const early = await paragraphs.evaluateAll((elements) =>
          elements.flatMap((element) => {
            const right = element.getBoundingClientRect().right;
            // A word split over two lines (at its hyphen) ends one line and starts the next: null, compared with neither.
            const words: ({ line: number; left: number; right: number; text: string } | null)[] = [];
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (const word of node.textContent!.matchAll(/[^ \n]+/g)) {
                const range = document.createRange();
                range.setStart(node, word.index);
                range.setEnd(node, word.index + word[0].length);
                const [box, ...more] = range.getClientRects();
                words.push(box && more.length === 0 ? { line: Math.round(box.top), left: box.left, right: box.right, text: word[0] } : null);
              }
            }
            const space = Number.parseFloat(getComputedStyle(element).fontSize) / 4;
            return words.flatMap((word, index) => {
              const next = words[index + 1];
              if (!word || !next || next.line === word.line) return [];
              return word.right + space + (next.right - next.left) < right - 1 ? [`${word.text} / ${next.text}`] : [];
            });
          }),
        );
        expect(early).toEqual([]);
      });
    }
  }
});
