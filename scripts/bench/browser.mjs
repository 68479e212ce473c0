// The Chromium visits of the bench (Playwright over CDP, Debian's Chromium): the JavaScript a visit
// fetches while it sits still, and the time from a visitor's input to the next paint.
import { gzipSync, constants } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "../find-chromium.mjs";

export function launchBrowser() {
  return chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
}

/** A phone, as the budgets are about phones: the menu button only shows below the desktop breakpoint. */
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

async function phonePage(browser) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  return { context, page, cdp: await context.newCDPSession(page) };
}

/**
 * Every script the page fetches from its load until `stillMs` later, lazy chunks included. Its size is
 * the decoded body gzipped at the precompress step's level, so Brotli or gzip on the wire does not make
 * two sites differ; the bytes on the wire are kept beside it. Inline scripts travel inside the HTML and
 * are counted apart.
 */
export async function scriptsFetched(browser, url, { stillMs = 5000 } = {}) {
  const { context, page, cdp } = await phonePage(browser);
  try {
    const scripts = new Map();
    const bodies = [];
    cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
      if (type === "Script" || /javascript|ecmascript/.test(response.mimeType)) scripts.set(requestId, { url: response.url });
    });
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (!script) return;
      script.transferBytes = encodedDataLength;
      // Asked for at once: Chromium may drop a body it holds once the page moves on.
      bodies.push(
        cdp.send("Network.getResponseBody", { requestId }).then(({ body, base64Encoded }) => {
          script.gzipBytes = gzipSync(Buffer.from(body, base64Encoded ? "base64" : "utf8"), { level: constants.Z_BEST_COMPRESSION }).length;
        }),
      );
    });
    await cdp.send("Network.enable");
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForTimeout(stillMs);
    await Promise.all(bodies);
    const inline = await page.evaluate(() => [...document.querySelectorAll("script:not([src])")].map((script) => script.textContent ?? ""));
    const files = [...scripts.values()].filter((script) => script.gzipBytes !== undefined);
    return {
      status: response?.status() ?? 0,
      files: files.length,
      gzipBytes: files.reduce((sum, script) => sum + script.gzipBytes, 0),
      transferBytes: files.reduce((sum, script) => sum + script.transferBytes, 0),
      inlineGzipBytes: inline.filter(Boolean).reduce((sum, text) => sum + gzipSync(text, { level: constants.Z_BEST_COMPRESSION }).length, 0),
      urls: files.map((script) => new URL(script.url).pathname),
    };
  } finally {
    await context.close();
  }
}

/**
 * Runs in every page of an interaction visit, before the page's own scripts. A tap's start is its
 * pointerdown; its end is the second animation frame after the click, which runs once the frame the
 * click's handlers changed has been painted. The pointerdown also goes to sessionStorage as wall-clock
 * time, for the page a language link leads to.
 */
function interactionProbe(resultSelector) {
  let downAt = 0;
  addEventListener("pointerdown", (event) => {
    downAt = event.timeStamp;
    sessionStorage.setItem("bench-tap", String(performance.timeOrigin + event.timeStamp));
  }, { capture: true });
  addEventListener("click", () => {
    const start = downAt;
    const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => (window.__benchPaintMs = performance.now() - start)));
    // A tap whose answer comes later (a form checked once its island is live) is timed to that answer.
    const answered = () => (document.querySelector(resultSelector) ? painted() : requestAnimationFrame(answered));
    if (resultSelector) answered();
    else painted();
  }, { capture: true });
}

const openLayers = (page) => page.evaluate(() => document.querySelectorAll(":popover-open, dialog[open]").length);

/**
 * One interaction on a fresh visit to `url` with the CPU slowed `cpuSlowdown` times. `control(page)` finds
 * what the visitor taps (by role and name) and may first do untimed steps (opening the menu);
 * `outcome` says whether the tap did its job: `opens` (one more popover or dialog is open), `stays` (no
 * navigation), or `navigates` (timed to the other page's first contentful paint). With `result` (a
 * selector), the tap is timed to the paint after that element appears: its answer, not just any frame.
 * The control is scrolled to and the page left to settle before the tap, unless `firstAct`. A
 * control that is missing, or a tap that does not do its job, is "n/a" with the reason, not a failure of
 * the bench. `ready` is the mark the page sets once its behaviours are live (null: none to wait for).
 */
export async function interactionToPaint(browser, url, { control, outcome, result = null, firstAct = false, ready = "html[data-ready]", cpuSlowdown = 4, timeoutMs = 15_000 }) {
  const { context, page, cdp } = await phonePage(browser);
  try {
    await page.addInitScript(interactionProbe, result);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    // Our page's behaviours are live once it sets data-ready (src/scripts/page.ts); a page without
    // behaviours never sets it, and its controls are measured as they are. Another site says nothing
    // (`ready: null`): its scripts have run by its load.
    if (ready) await page.locator(ready).waitFor({ state: "attached", timeout: timeoutMs }).catch(() => {});
    const target = await control(page);
    if (!target || !(await target.isVisible())) return { ms: null, note: "control not found" };
    // A visitor reaches a control before tapping it: scrolled to (the footer's link), the page renders
    // what came into view and settles first. The tap alone is timed, not a jump from the top with it,
    // unless the tap is the visit's first act (`firstAct`): then nothing comes before it.
    if (!firstAct) {
      await target.scrollIntoViewIfNeeded({ timeout: timeoutMs });
      await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(settled, { timeout: 2000 })))));
    }
    const layersBefore = await openLayers(page);
    const urlBefore = page.url();
    await target.click({ timeout: timeoutMs });
    if (outcome === "navigates") {
      await page.waitForURL((next) => next.href !== urlBefore, { timeout: timeoutMs, waitUntil: "load" }).catch(() => {});
      if (page.url() === urlBefore) return { ms: null, note: "no navigation" };
      const painted = await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0], null, { timeout: timeoutMs }).catch(() => null);
      if (!painted) return { ms: null, note: "other page not painted" };
      const ms = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName("first-contentful-paint")[0].startTime - Number(sessionStorage.getItem("bench-tap")));
      return { ms: Math.round(ms) };
    }
    const painted = await page.waitForFunction(() => window.__benchPaintMs, null, { timeout: timeoutMs }).catch(() => null);
    // A tap that should act in place but followed its link (its script is not there) measured nothing.
    if (page.url() !== urlBefore) return { ms: null, note: "navigated instead" };
    if (!painted) return { ms: null, note: "no paint after the tap" };
    if (outcome === "opens" && (await openLayers(page)) <= layersBefore) return { ms: null, note: "nothing opened" };
    return { ms: Math.round(await painted.jsonValue()) };
  } catch (error) {
    return { ms: null, note: error instanceof Error ? error.message.split("\n")[0] : String(error) };
  } finally {
    await context.close();
  }
}
