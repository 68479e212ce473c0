import { expect, layoutShiftSoFar, test, waitForPageReady } from "./fixtures";

// Inter arrives after the first paint (docs/decisions/0026): what it replaces must not move the page.
const pages = [
  // The fallback faces are sized per weight to Inter's widths (src/site.css): the Italian headline keeps its
  // three lines on a phone. With the regular face boldened by the browser it took two, and the swap shifted 0.036.
  { path: "/it", width: 390, height: 844 },
  // Chinese pages use the CJK font for their Latin letters too: with Inter, "400%" pushed this title to a
  // second line once it arrived (0.196 in Lighthouse's phone).
  { path: "/zh/airhelp-case", width: 412, height: 823 },
];

for (const { path, width, height } of pages) {
  test(`${path} at ${width} px stays in place when Inter arrives after the first paint`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    let deliverFonts!: () => void;
    const fontsHeld = new Promise<void>((resolve) => (deliverFonts = resolve));
    await page.route("**/*.woff2", async (route) => {
      await fontsHeld;
      await route.continue();
    });
    // Not to the load event, which waits for the fonts held back.
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await waitForPageReady(page);
    deliverFonts();
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.005);
  });
}
