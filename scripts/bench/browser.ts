// The Playwright Chromium of the bench's js and interactions sections (Debian's Chromium over CDP), and
// the phone each of their visits is made on.
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from "playwright-core";
import { chromiumArgs, findChromium } from "../find-chromium.mjs";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
}

/** A phone, as the budgets are about phones: the menu button only shows below the desktop breakpoint. */
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** A fresh context (nothing cached from another visit) with one page, and its CDP session. */
export async function phonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  return { context, page, cdp: await context.newCDPSession(page) };
}
