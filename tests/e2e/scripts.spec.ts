import { expect, test } from "./fixtures";
import { HELD_SCRIPT_TYPE } from "../../src/lib/scripts-after-first-paint";

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
      expect(html).toMatch(new RegExp(`<script type="${HELD_SCRIPT_TYPE}" src="/_astro/[^"]+\\.js"></script>`));
    });

    test("fetches its scripts only once parsed, and its behaviours start", async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-ready", "");
      await expect(page.locator(`script[type="${HELD_SCRIPT_TYPE}"]`)).toHaveCount(0);
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => entry.initiatorType === "script");
        return {
          parsedAt: navigation!.domContentLoadedEventStart,
          firstScriptAt: Math.min(...scripts.map((entry) => entry.startTime)),
          scripts: scripts.length,
        };
      });
      expect(timing.scripts).toBeGreaterThan(0);
      expect(timing.firstScriptAt).toBeGreaterThanOrEqual(timing.parsedAt);
    });
  });
}
