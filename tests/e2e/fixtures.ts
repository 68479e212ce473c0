import { test as base, expect, type Page } from "@playwright/test";

/**
 * Pages hydrate after their first paint (docs/decisions/0007), which on a fast machine is after the load
 * event. Waits until React has hydrated the page (root.tsx marks <html data-hydrated>).
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * The suite's `test`: with JavaScript on, `page.goto` to an HTML page also waits for hydration, so no test
 * clicks a control before it works. `waitUntil: "commit"` opts out, for tests of the page before it.
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
