import { test as base, expect, type Page } from "@playwright/test";
import { testSites, type SiteName, type TestSite } from "./sites";

/** The site under test: the project's server, its analytics twin and their databases (tests/e2e/sites.ts). */
export function currentSite(): TestSite {
  return testSites[base.info().project.name as SiteName];
}

/**
 * Waits until the page's scripts have run, so no test clicks a control before it works. The React Router
 * build hydrates after its first paint (docs/decisions/0007) and marks <html data-hydrated>; the Astro
 * build marks <html data-ready> once its page behaviours and islands are live.
 */
export async function waitForHydration(page: Page) {
  const marker = base.info().project.name === "islands" ? "html[data-ready]" : "html[data-hydrated]";
  await page.locator(marker).waitFor({ state: "attached" });
}

/**
 * The suite's `test`: with JavaScript on, `page.goto` to an HTML page also waits for the page's scripts.
 * `waitUntil: "commit"` opts out, for tests of the page before them.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isHtml = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
      if (javaScriptEnabled && isHtml && options?.waitUntil !== "commit") await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
