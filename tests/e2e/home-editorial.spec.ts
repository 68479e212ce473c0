import type { Page } from "@playwright/test";
import { cornersOffTheToken, expect, test } from "./fixtures";
import { readHomeCopy } from "~/content/home/files";
import { clientLogos } from "~/content/logos";
import { languages } from "~/i18n/languages";

/**
 * The home page set as a page of a newspaper, not a template kit (issue 45, docs/design-brief.md): what a
 * design reviewer saw at 390 and 1280 px.
 */

/** Every home section rendered now, as a reader who has scrolled through them sees them. */
async function renderEverySection(page: Page) {
  await page.evaluate(() => (document.documentElement.dataset.allSectionsRendered = ""));
}

test.describe("the hero's kicker", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of languages) {
    test(`/${lang} at 390 px: no line of it starts or ends with a separator`, async ({ page }) => {
      await page.goto(`/${lang}`);
      const separator = readHomeCopy(lang).hero.eyebrow.match(/[·|•]/u)?.[0];
      expect(separator, "the kicker's copy has separators").toBeDefined();
      const lines = await page.locator("#hero-title").evaluate((title) => {
        const kicker = title.previousElementSibling!;
        const clip = kicker.getBoundingClientRect();
        // Each character the reader sees, by line: a box inside the kicker's own, with some width.
        const seen = new Map<number, string>();
        const walker = document.createTreeWalker(kicker, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let offset = 0; offset < node.textContent!.length; offset++) {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            const box = range.getBoundingClientRect();
            const character = node.textContent![offset]!;
            if (box.width === 0 || /\s/u.test(character) || box.right <= clip.left || box.left >= clip.right) continue;
            const line = Math.round(box.top);
            seen.set(line, (seen.get(line) ?? "") + character);
          }
        }
        return [...seen.values()];
      });
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line.startsWith(separator!) || line.endsWith(separator!), lines.join(" / ")).toBe(false);
      }
    });
  }
});

test.describe("one corner radius", () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px every box on the home page has square corners or the site's one small radius`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/it");
      await renderEverySection(page);
      const radii = await cornersOffTheToken(page);
      expect(radii.allowed).toMatch(/^[1-4]px$/);
      expect(radii.others).toEqual({});
    });
  }
});

test.describe("services and questions", () => {
  test("are set as ruled columns and rows: no icon tiles, no boxed cards", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en");
    await renderEverySection(page);
    await expect(page.locator("#services svg, #faq svg:not(summary svg)")).toHaveCount(0);
    for (const item of await page.locator("#services article, #faq details").all()) {
      const style = await item.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { background: computed.backgroundColor, shadow: computed.boxShadow, top: computed.borderTopWidth };
      });
      // On the section's paper, a rule above: no tile of its own, no ring (a box-shadow).
      expect(style.background).toBe("rgba(0, 0, 0, 0)");
      expect(style.shadow).toBe("none");
      expect(style.top).not.toBe("0px");
    }
  });
});

test.describe("the offer and the closing call", () => {
  test("read as an editorial offer: no ticks, badges or chips in pricing and the call to action", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en");
    await renderEverySection(page);
    // The only drawings left are the external-link marks on the buttons that leave the site.
    const drawings = page.locator("#pricing svg, #contact svg");
    const inLinksOut = page.locator('#pricing a[target="_blank"] svg, #contact a[target="_blank"] svg');
    expect(await drawings.count()).toBe(await inLinksOut.count());
    for (const claim of await page.locator("#contact li").all()) {
      expect(await claim.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe("0px");
    }
    expect(await page.locator("#pricing [data-price]").evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Instrument Serif/);
  });

  for (const lang of languages) {
    test(`/${lang} at 390 px: the price stands on one line`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${lang}`);
      await renderEverySection(page);
      const lines = await page.locator("#pricing [data-price]").evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
    });
  }
});

test.describe("the case cards", () => {
  test("lead with the result in the display face and show no clip-art: a picture only where the case has a photo", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en");
    await renderEverySection(page);
    const cards = page.locator("#i-nostri-business-case article");
    await expect(cards).toHaveCount(4);
    await expect(page.locator('#i-nostri-business-case img, #i-nostri-business-case [data-image] [src$=".svg"]')).toHaveCount(0);
    for (const card of await cards.all()) {
      expect(await card.locator("[data-card-result]").evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Instrument Serif/);
    }
  });
});

test.describe("the client logos", () => {
  test.skip(clientLogos.length === 0, "no client logo supplied: no section");

  test("stand still in a row at 1280 px: all of them shown, no carousel controls, nothing moves", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en");
    await page.clock.install();
    const section = page.locator("#clients");
    await section.scrollIntoViewIfNeeded();
    const logos = section.locator("img");
    await expect(logos).toHaveCount(clientLogos.length);
    const boxes = async () => Promise.all((await logos.all()).map(async (logo) => (await logo.boundingBox())!));
    const before = await boxes();
    for (const box of before) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
    }
    await expect(section.locator("[inert]")).toHaveCount(0);
    await expect(section.getByRole("button")).toHaveCount(0);
    await page.clock.runFor(9000);
    expect(await boxes()).toEqual(before);
  });

  test("are set in one ink, not in their brands' colours", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en");
    const logos = page.locator("#clients img");
    await logos.first().scrollIntoViewIfNeeded();
    for (const logo of await logos.all()) expect(await logo.evaluate((element) => getComputedStyle(element).filter)).toBe("grayscale(1)");
  });
});

test.describe("the hero's clippings", () => {
  test("set their headlines in the display face", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/it");
    const headlines = page.locator("#hero .clipping-headline");
    await expect(headlines).toHaveCount(3);
    for (const headline of await headlines.all()) {
      expect(await headline.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Instrument Serif/);
    }
  });
});

test.describe("about us at 1280 px", () => {
  for (const lang of ["it", "zh"] as const) {
    test(`/${lang} leaves no empty column beside the founders: what sits side by side ends together`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/${lang}`);
      await renderEverySection(page);
      const heading = (await page.locator("#about-title").boundingBox())!;
      const founders = (await page.locator("#about article").last().boundingBox())!;
      const headingBlock = (await page.locator("#about-title").locator("..").boundingBox())!;
      const sideBySide = founders.x >= heading.x + heading.width || founders.y < headingBlock.y + headingBlock.height;
      if (sideBySide) expect(Math.abs(founders.y + founders.height - (headingBlock.y + headingBlock.height))).toBeLessThanOrEqual(120);
      else expect(founders.y).toBeGreaterThanOrEqual(headingBlock.y + headingBlock.height);
    });
  }
});

test.describe("the founders at 1280 px", () => {
  for (const lang of ["it", "zh"] as const) {
    test(`/${lang}: their names stand on one line, whatever the length of their roles`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/${lang}`);
      await renderEverySection(page);
      const nameTops = await page.locator("#about article h3").evaluateAll((names) => names.map((name) => name.getBoundingClientRect().top));
      expect(nameTops).toHaveLength(2);
      expect(Math.abs(nameTops[0]! - nameTops[1]!)).toBeLessThanOrEqual(1);
    });
  }
});
