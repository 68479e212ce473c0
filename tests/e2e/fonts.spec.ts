import { writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { findRobotoFolder } from "../../scripts/find-chromium.mjs";
import { expect, layoutShiftSoFar, platformFontsOf, test, waitForPageReady } from "./fixtures";

// Inter and the display face arrive after the first paint (docs/decisions/0026, docs/design-brief.md): what
// they replace must not move the page.
const pages = [
  // The fallback faces are sized per weight to Inter's widths (src/site.css): the Italian headline keeps its
  // three lines on a phone. With the regular face boldened by the browser it took two, and the swap shifted 0.036.
  { path: "/it", width: 390, height: 844 },
  // Chinese pages use the CJK font for their Latin letters too: with Inter, "400%" pushed this title to a
  // second line once it arrived (0.196 in Lighthouse's phone).
  { path: "/zh/airhelp-case", width: 412, height: 823 },
  // Titles are set in the display face, which arrives after the first paint as well, over a serif resized
  // to its metrics: the case title and the legal page's title keep their lines.
  { path: "/it/airhelp-case", width: 390, height: 844 },
  { path: "/fr/privacypolicy", width: 390, height: 844 },
];

async function layoutShiftWhenFontsArrive(page: Page, path: string): Promise<number> {
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
  return layoutShiftSoFar(page);
}

for (const { path, width, height } of pages) {
  test(`${path} at ${width} px stays in place when its fonts arrive after the first paint`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    expect(await layoutShiftWhenFontsArrive(page, path)).toBeLessThan(0.005);
  });
}

// An Android phone has no Arial, Liberation Sans or Helvetica: its sans-serif is Roboto, which has
// fallback faces of its own (src/site.css). Without them the Italian headline took two lines in Roboto
// and three in Inter (a shift of 0.026), and the English AirHelp overview one line more (0.047); the English
// hero's subtitle took a fourth line in the regular face's Roboto and three in Inter (0.024).
const robotoPages = [
  { path: "/it", width: 390, height: 844 },
  { path: "/en", width: 390, height: 844 },
  { path: "/en/airhelp-case", width: 412, height: 915 },
];

for (const { path, width, height } of robotoPages) {
  test(`${path} at ${width} px stays in place when Inter arrives, on a phone whose sans-serif is Roboto`, async ({
    playwright,
    launchOptions,
    baseURL,
    locale,
  }) => {
    // The browser sees only the folder of Roboto's files, as fontconfig's whole font list.
    const fontConfig = test.info().outputPath("fonts.conf");
    const fontCache = test.info().outputPath("font-cache");
    writeFileSync(fontConfig, `<?xml version="1.0"?>\n<fontconfig><dir>${findRobotoFolder()}</dir><cachedir>${fontCache}</cachedir></fontconfig>\n`);
    const browser = await playwright.chromium.launch({ ...launchOptions, env: { ...process.env, FONTCONFIG_FILE: fontConfig } });
    try {
      const page = await browser.newPage({ baseURL, locale, viewport: { width, height } });
      await page.setContent(`<p style="font-family: Arial, 'Liberation Sans', Helvetica, sans-serif">Milano</p>`);
      expect(await platformFontsOf(page, "p")).toEqual(["Roboto"]);
      expect(await layoutShiftWhenFontsArrive(page, path)).toBeLessThan(0.005);
      // Inter did arrive: a page that no longer loaded it would pass the line above by moving nothing.
      expect(await page.evaluate(() => [...document.fonts].some((face) => face.family === "Inter Variable" && face.status === "loaded"))).toBe(true);
    } finally {
      await browser.close();
    }
  });
}

// The language codes are Latin letters: set in the page's text font (its headline may be the display face),
// whatever language each link names.
const switchers = [
  { path: "/it", width: 390, links: "#mobile-menu [data-switch-language]", menu: "Apri il menu" },
  { path: "/zh", width: 1280, links: "[data-header-bar] [data-switch-language]", menu: null },
];

for (const { path, width, links, menu } of switchers) {
  test(`${path} at ${width} px sets the four language codes in the font of its text`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(path);
    await waitForPageReady(page);
    if (menu) await page.getByRole("button", { name: menu }).click();
    await expect(page.locator(links).filter({ visible: true })).toHaveCount(4);
    await page.evaluate(() => document.fonts.ready);
    // The hero's first line of text, its kicker (each of its items).
    const [text] = await platformFontsOf(page, "#hero [data-kicker-item]");
    expect(await platformFontsOf(page, links)).toEqual(Array(4).fill(text));
  });
}

// Both Inter files hold Œ œ ı † and three combining marks. The French privacy policy has one "œ" ("mettons
// en œuvre"): it must come from the Latin file the page loads anyway, not bring the 57 KB Latin Extended one.
test("a French page whose only character beyond Latin-1 is œ fetches the Latin Inter file alone", async ({ page }) => {
  const interFiles: string[] = [];
  page.on("request", (request) => {
    const file = new URL(request.url()).pathname.split("/").pop() ?? "";
    if (file.startsWith("inter-")) interFiles.push(file.replace(/\.[^.]+\.woff2$/, ""));
  });
  await page.goto("/fr/privacypolicy");
  await expect(page.getByText("mettons en œuvre")).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(interFiles).toEqual(["inter-latin-wght-400-900"]);
});

// A Chinese page draws nothing in Inter; the other languages do. It loads the font once the visitor may
// switch, so the next page finds it in memory (src/browser/language-switch.ts), and not before.
test("a Chinese page fetches the Latin Inter file once its phone menu shows the other languages, not before", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const interFiles: string[] = [];
  page.on("request", (request) => {
    const file = new URL(request.url()).pathname.split("/").pop() ?? "";
    if (file.startsWith("inter-")) interFiles.push(file.replace(/\.[^.]+\.woff2$/, ""));
  });
  await page.goto("/zh");
  await waitForPageReady(page);
  await page.waitForLoadState("networkidle");
  expect(interFiles).toEqual([]);
  await page.getByRole("button", { name: "打开菜单" }).click();
  await expect.poll(() => interFiles).toEqual(["inter-latin-wght-400-900"]);
});
