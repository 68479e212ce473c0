import { expect, test } from "./fixtures";
import { axeViolations } from "./axe";
import { readCaseSlugs } from "~/content/cases/files";
import { allPagePaths } from "~/lib/pages";

const pages = [...allPagePaths(readCaseSlugs()).map((entry) => entry.path), "/en/no-such-page", "/it/nessuna-pagina"];

for (const path of pages) {
  test(`${path} has no axe violations on a phone or a desktop`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    expect(await axeViolations(page), "at 390 px").toEqual([]);
    // The same page widened: the layout, the header and the menu change; the page's scripts stay loaded.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page), "at 1280 px").toEqual([]);
  });
}

test.describe("with the cookie banner asking (a visitor in Germany)", () => {
  test.use({ locale: "de-DE", extraHTTPHeaders: { "CF-IPCountry": "DE" } });

  test("nothing Tab reaches on a phone is hidden behind the banner (WCAG 2.4.11)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/fr/contact");
    const banner = page.getByRole("region", { name: "Vos choix de confidentialité" });
    await expect(banner).toBeVisible();
    // From the form's first field to the end of the page, as a keyboard user goes.
    await page.getByRole("textbox").first().focus();
    const covered: string[] = [];
    for (let stop = 0; stop < 25; stop += 1) {
      const focused = await page.evaluate(() => {
        const element = document.activeElement!;
        const bannerBox = document.querySelector("[data-consent-banner]")!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return {
          // Past the last control Tab leaves the page.
          done: element === document.body || element.closest("[data-consent-banner]") !== null,
          // Wholly behind it: not a line of it, not its focus ring, shows.
          hidden: box.top >= bannerBox.top && box.bottom <= bannerBox.bottom,
          html: element.outerHTML.slice(0, 80),
        };
      });
      if (focused.done) break;
      if (focused.hidden) covered.push(focused.html);
      await page.keyboard.press("Tab");
    }
    expect(covered).toEqual([]);
  });

  test("at 400 % zoom (320 × 256) the banner scrolls within itself: its title and every button can be reached (WCAG 1.4.10)", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await page.goto("/en");
    const banner = page.getByRole("region", { name: "Your privacy choices" });
    await expect(banner).toBeVisible();
    // Below the header, which stays on top.
    const header = (await page.getByRole("banner").boundingBox())!;
    expect((await banner.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    for (const part of [banner.getByRole("heading", { name: "Your privacy choices" }), banner.getByRole("button", { name: "Accept all" })]) {
      await part.scrollIntoViewIfNeeded();
      const box = (await part.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y + box.height).toBeLessThanOrEqual(256);
    }
  });
});

test("at 400 % zoom (320 × 256) the phone menu scrolls to its last language link (WCAG 1.4.10)", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await page.goto("/en/terms");
  await page.getByRole("button", { name: "Open menu" }).click();
  const last = page.locator("#mobile-menu").getByRole("link", { name: "FR, Français" });
  await last.scrollIntoViewIfNeeded();
  const box = (await last.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(256);
});

test("a business-case card shows the focus of its link even while it is the highlighted one (WCAG 2.4.7)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en");
  const card = page.locator("#business-cases-section article").first();
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveAttribute("data-active", "true");
  const ring = () => card.evaluate((element) => getComputedStyle(element).getPropertyValue("--tw-ring-color"));
  const highlighted = await ring();
  await card.getByRole("link").focus();
  await expect.poll(ring).not.toBe(highlighted);
});

test("the carousels' page dots stand out from their background: at least 3:1 (WCAG 1.4.11)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en");
  const dot = page.locator("[aria-label='Case studies'] [data-carousel-page]:not([aria-current='true']) > span").first();
  const ratio = await dot.evaluate((element) => {
    // Computed colours may be oklch(): a canvas gives them as sRGB bytes.
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgb = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = ([r, g, b]: number[]) =>
      [r!, g!, b!]
        .map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    let background: Element | null = element.parentElement;
    while (background && getComputedStyle(background).backgroundColor === "rgba(0, 0, 0, 0)") background = background.parentElement;
    const [light, dark] = [
      luminance(rgb(getComputedStyle(background ?? document.body).backgroundColor)),
      luminance(rgb(getComputedStyle(element).backgroundColor)),
    ].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(3);
});
