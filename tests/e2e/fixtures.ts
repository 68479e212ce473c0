import { test as base, expect, type Locator, type Page } from "@playwright/test";
import type { IconNode } from "lucide";

/** Waits until the page's scripts are live (src/browser/page.ts marks <html data-ready>). */
export async function waitForPageReady(page: Page) {
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

/** The page's layout shifts so far, summed, once the frame after whatever just changed has been painted. */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    // Layout shifts reach only an observer: a buffered one holds those recorded so far at once.
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "layout-shift", buffered: true });
    const shifts = observer.takeRecords() as (PerformanceEntry & { value: number })[];
    observer.disconnect();
    return shifts.reduce((sum, entry) => sum + entry.value, 0);
  });
}

/** For each element `selector` finds, the platform fonts the browser drew its text with, as DevTools reports them. */
export async function platformFontsOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  await cdp.send("CSS.enable");
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
  return Promise.all(nodeIds.map(async (nodeId) => (await cdp.send("CSS.getPlatformFontsForNode", { nodeId })).fonts.map((font) => font.familyName).join("+")));
}

/** The lucide `icon` drawn inside `within`, found by its drawing's first stroke. */
export function drawnIcon(within: Locator, icon: IconNode): Locator {
  const [, firstStroke] = icon[0] ?? [];
  return within.locator("svg").filter({ has: within.page().locator(`[d="${firstStroke?.d}"]`) });
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

/**
 * The corner radii on the page's visible elements other than the site's one (`--radius`, docs/design-brief.md
 * "Corners"), each with the first element found wearing it: `{}` when every box is square or takes the token.
 */
export async function cornersOffTheToken(page: Page): Promise<{ allowed: string; others: Record<string, string> }> {
  return page.evaluate(() => {
    const token = getComputedStyle(document.documentElement).getPropertyValue("--radius").trim();
    const probe = document.body.appendChild(document.createElement("div"));
    probe.style.borderRadius = token;
    const allowed = getComputedStyle(probe).borderTopLeftRadius;
    probe.remove();
    const found = new Map<string, string>();
    for (const element of document.querySelectorAll("body *")) {
      if (!element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      // The switches draw their thumb with ::before.
      const thumb = getComputedStyle(element, "::before");
      for (const corner of [
        style.borderTopLeftRadius,
        style.borderTopRightRadius,
        style.borderBottomLeftRadius,
        style.borderBottomRightRadius,
        thumb.borderTopLeftRadius,
      ]) {
        if (corner !== "0px" && corner !== allowed && !found.has(corner)) found.set(corner, element.outerHTML.slice(0, 120));
      }
    }
    return { allowed, others: Object.fromEntries(found) };
  });
}
