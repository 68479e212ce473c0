import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { COMPILE_HINT } from "../../scripts/vite/compile-hints";
import { HELD_SCRIPT_TYPE } from "~/lib/scripts-after-first-paint";

// docs/decisions/0026: no script is fetched while the page is parsed and painted for the first time.
const pages = [
  { path: "/it", rendered: "at build time" },
  { path: "/it/contattaci", rendered: "per request" },
  { path: "/it/pagina-che-non-esiste", rendered: "per request, the 404 page" },
];

for (const { path, rendered } of pages) {
  test.describe(`${path} (rendered ${rendered})`, () => {
    test("is served with its module scripts held, none the browser would fetch while it parses", async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      expect(html).toMatch(new RegExp(`<script type="${HELD_SCRIPT_TYPE}" data-src="/_astro/[^"]+\\.js"></script>`));
    });

    test("fetches its scripts only once parsed and painted, and its behaviours start", async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-ready", "");
      await expect(page.locator(`script[type="${HELD_SCRIPT_TYPE}"]`)).toHaveCount(0);
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        const [painted] = performance.getEntriesByName("first-contentful-paint");
        const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => entry.initiatorType === "script");
        return {
          parsedAt: navigation!.domContentLoadedEventStart,
          paintedAt: painted!.startTime,
          firstScriptAt: Math.min(...scripts.map((entry) => entry.startTime)),
          scripts: scripts.length,
        };
      });
      expect(timing.scripts).toBeGreaterThan(0);
      expect(timing.firstScriptAt).toBeGreaterThanOrEqual(timing.parsedAt);
      expect(timing.firstScriptAt).toBeGreaterThanOrEqual(timing.paintedAt);
    });
  });
}

// docs/decisions/0027: the contact form's code is compiled while it downloads; the rest is left to V8.
test.describe("V8's compile hint", () => {
  const startsWithHint = async (request: APIRequestContext, url: string) => (await (await request.get(url)).text()).startsWith(`${COMPILE_HINT}\n`);

  test("heads the contact form's script and its checks", async ({ page, request }) => {
    await page.goto("/it/contattaci");
    await page.getByRole("textbox").first().focus();
    await expect(page.locator("form[data-checks-ready]")).toHaveCount(1);
    const urls = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
    const formScripts = urls.filter((url) => /\/_astro\/form-(behaviour|schema)\.[\w-]+\.js$/.test(url));
    expect(formScripts).toHaveLength(2);
    for (const url of formScripts) expect(await startsWithHint(request, url), url).toBe(true);
  });

  test("is on none of the scripts a home visit runs", async ({ page, request }) => {
    await page.goto("/it");
    await expect(page.locator("html")).toHaveAttribute("data-ready", "");
    const urls = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script")
        .map((entry) => entry.name),
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(await startsWithHint(request, url), url).toBe(false);
  });
});
