import { test as base, expect, type Page } from "@playwright/test";

/** Waits until the page's scripts and any island are live (src/scripts/page.ts marks <html data-ready>). */
export async function waitForPageReady(page: Page) {
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

/**
 * The suite's `test`: with JavaScript on, `page.goto` to an HTML page also waits for the page's scripts,
 * so no test clicks a control before it works. `waitUntil: "commit"` opts out, for tests of the page
 * before them.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isHtml = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
      if (javaScriptEnabled && isHtml && options?.waitUntil !== "commit") await waitForPageReady(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
