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
 * One untimed visit to each URL, before any tap is timed. A browser just launched reads from disk what a
 * phone in use holds in memory: the first Chinese page it painted here took 2.5 s to its first paint, the
 * next 0.4 s (the system's CJK font file, read once), and that first time fell inside whichever sample
 * came first: the language switch to Chinese, once 1,311 ms against 330 for the others.
 */
export async function warmUp(browser, urls) {
  const { context, page } = await phonePage(browser);
  try {
    for (const url of urls) await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  } finally {
    await context.close();
  }
}

/**
 * Runs in every page of an interaction visit, before the page's own scripts. A tap is timed as INP times
 * it (Event Timing): from the input's own timestamp to the frame presented after its handlers ran, the
 * longest of the tap's events (pointerdown, pointerup, click: one interactionId). The browser reports
 * only events of 16 ms or more, so a tap with no report took less than that.
 *
 * With `resultSelector`, the answer must be in that frame: the first animation frame after the click
 * runs in it, before its paint, and looks. Where the answer comes later (a script that was not live yet),
 * the tap is timed from its pointerdown to the second animation frame after the answer appeared, which
 * runs once the frame that showed it has been painted. That older measure is kept for every tap beside
 * the Event Timing one (`afterFramesMs`): it ends at the start of the frame after the paint, and after
 * any task that runs before that frame, but does not count the input's wait before its handlers.
 *
 * The pointerdown also goes to sessionStorage as wall-clock time, for the page a language link leads to.
 */
function interactionProbe(resultSelector) {
  const EVENT_TIMING_THRESHOLD_MS = 16;
  const tap = { downAt: 0, durations: [], answerInFirstFrame: !resultSelector, afterFramesMs: null, clicked: false };
  window.__benchTap = tap;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) tap.durations.push({ duration: entry.duration, startTime: entry.startTime });
  }).observe({ type: "event", durationThreshold: EVENT_TIMING_THRESHOLD_MS, buffered: true });
  addEventListener("pointerdown", (event) => {
    tap.downAt = event.timeStamp;
    sessionStorage.setItem("bench-tap", String(performance.timeOrigin + event.timeStamp));
  }, { capture: true });
  addEventListener("click", (event) => {
    // The visitor's own click, once: a script may click again on its behalf (a synthetic click).
    if (!event.isTrusted || tap.clicked) return;
    const start = tap.downAt;
    tap.clicked = true;
    const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => (tap.afterFramesMs = performance.now() - start)));
    const answered = () => (document.querySelector(resultSelector) ? painted() : requestAnimationFrame(answered));
    if (resultSelector) {
      requestAnimationFrame(() => {
        tap.answerInFirstFrame = document.querySelector(resultSelector) !== null;
        answered();
      });
    } else painted();
  }, { capture: true });
}

/**
 * The tap's time once its frames have been painted and the browser has reported them: Event Timing's
 * where the answer was in the first frame, else the older measure. `method` says which.
 */
async function readTap(page, timeoutMs) {
  const ready = await page.waitForFunction(() => window.__benchTap.afterFramesMs !== null, null, { timeout: timeoutMs }).catch(() => null);
  if (!ready) return null;
  // Event Timing reports after the frame is presented; the observer's callback comes a little later.
  await page.waitForFunction(() => window.__benchTap.durations.some((entry) => entry.startTime >= window.__benchTap.downAt - 1), null, { timeout: 1000 }).catch(() => {});
  return page.evaluate(() => {
    const tap = window.__benchTap;
    const afterFramesMs = Math.round(tap.afterFramesMs);
    if (!tap.answerInFirstFrame) return { ms: afterFramesMs, afterFramesMs, method: "frames after the answer" };
    // The tap is the visit's only input from its pointerdown on: every event with an interactionId is its.
    const durations = tap.durations.filter((entry) => entry.startTime >= tap.downAt - 1).map((entry) => entry.duration);
    // No report: every event of the tap took less than the threshold.
    return { ms: durations.length ? Math.round(Math.max(...durations)) : 16, afterFramesMs, method: durations.length ? "event timing" : "event timing, under 16 ms" };
  });
}

const openLayers = (page) => page.evaluate(() => document.querySelectorAll(":popover-open, dialog[open]").length);

/**
 * One interaction on a fresh visit to `url` with the CPU slowed `cpuSlowdown` times. `control(page)` finds
 * what the visitor taps (by role and name) and may first do untimed steps (opening the menu);
 * `outcome` says whether the tap did its job: `opens` (one more popover or dialog is open), `stays` (no
 * navigation), or `navigates` (timed from the pointerdown to the other page's first contentful paint);
 * a tap that stays is timed by interactionProbe. With `result` (a selector), the tap is timed to the
 * paint that shows that element: its answer, not just any frame.
 * The control is scrolled to and the page left to settle before the tap. A control that is missing, or a tap that does not do its job, is "n/a" with the reason, not a failure of
 * the bench. `ready` is the mark the page sets once its behaviours are live (null: none to wait for).
 */
export async function interactionToPaint(browser, url, { control, outcome, result = null, ready = "html[data-ready]", cpuSlowdown = 4, timeoutMs = 15_000 }) {
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
    // what came into view and settles first. The tap alone is timed, not a jump from the top with it.
    await target.scrollIntoViewIfNeeded({ timeout: timeoutMs });
    await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(settled, { timeout: 2000 })))));
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
    const timed = await readTap(page, timeoutMs);
    // A tap that should act in place but followed its link (its script is not there) measured nothing.
    if (page.url() !== urlBefore) return { ms: null, note: "navigated instead" };
    if (!timed) return { ms: null, note: "no paint after the tap" };
    if (outcome === "opens" && (await openLayers(page)) <= layersBefore) return { ms: null, note: "nothing opened" };
    return timed;
  } catch (error) {
    return { ms: null, note: error instanceof Error ? error.message.split("\n")[0] : String(error) };
  } finally {
    await context.close();
  }
}
