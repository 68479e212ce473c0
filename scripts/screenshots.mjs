// Screenshots of pages at phone and desktop widths, to look at: node scripts/screenshots.mjs BASE_URL OUT_DIR path...
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "./find-chromium.mjs";

const [baseUrl = "http://localhost:3000", outDir = "screenshots", ...paths] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/it"]) {
    await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    if (process.env.FULL_PAGE !== "0") {
      // Walk down the page at a reader's pace, so each section loads and reveals itself as it
      // comes into view (docs/decisions/0009), then back to the top.
      const height = await page.evaluate(() => document.body.scrollHeight);
      for (let y = 0; y < height; y += 400) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(250);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      // Sections far from the viewport skip rendering (content-visibility: auto), and a full-page capture
      // does not count as seeing them: render them all for the picture, as they look once scrolled to.
      await page.addStyleTag({ content: "main section { content-visibility: visible !important; }" });
      await page.waitForTimeout(800);
    }
    const file = `${outDir}/${path.replace(/[^a-z0-9]+/gi, "_") || "root"}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE !== "0" });
    console.log(file);
  }
  await context.close();
}
await browser.close();
