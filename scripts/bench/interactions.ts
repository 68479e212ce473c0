// The bench's interactions section: with the CPU slowed 4× (CDP), a tap to the next paint, as INP times it (Event Timing, ADR 0028; the older pointerdown-to-two-frames figure beside it),
// for the phone menu, the footer's cookie settings, an empty contact form's submit to its error summary
// painted (the name field focused first and the form's checks ready, as a visitor's typing leaves them),
// and a language link to the other page's first contentful paint. Controls are found by the role and name
// a visitor sees; a missing one is n/a. Each tap is sampled at least 12 times and read as INP is read, its
// 75th percentile (./percentile.ts), alternated round by round with the peer's same tap where it has one
// (AstroWind's phone menu) and the same kind of tap on a page of nothing (./floor-server.ts), what this
// machine's Chromium takes for it by itself. The browser first visits every page and reference once,
// untimed: just launched, it reads from disk what a phone in use holds in memory.
import { type Browser, type Locator, type Page } from "playwright-core";
import { contactCopy } from "~/content/contact/index.ts";
import { uiMessages } from "~/content/messages/index.ts";
import { languageNames, languages, type Language } from "~/i18n/languages.ts";
import { pagePath, type PageId } from "~/lib/pages.ts";
import { launchBrowser, phonePage } from "./browser.ts";
import { P75_SAMPLES, summarizeP75, type TimedSample } from "./percentile.ts";
import { budgetRow, origin, type BudgetRow, type ServerName, type Section } from "./site-bench.ts";

/** What the probe keeps in the page (window.__benchTap) about the visitor's tap. */
interface BenchTap {
  downAt: number;
  durations: { duration: number; startTime: number }[];
  answerInFirstFrame: boolean;
  afterFramesMs: number | null;
  clicked: boolean;
}
declare global {
  interface Window {
    __benchTap: BenchTap;
  }
}

/** One tap's time (null: not measured, `note` says why), how it was read, and the older measure beside it. */
interface TapSample extends TimedSample {
  afterFramesMs?: number;
}

/** How the tap's page is ready (`ready`), what is tapped (`control`), and what it must do (`outcome`, `result`). */
interface TapOptions {
  control: (page: Page) => Promise<Locator | null>;
  outcome: "opens" | "stays" | "navigates";
  result?: string | null;
  ready?: string | null;
  cpuSlowdown?: number;
  timeoutMs?: number;
}

/**
 * One untimed visit to each URL, before any tap is timed. A browser just launched reads from disk what a
 * phone in use holds in memory: the first Chinese page it painted here took 2.5 s to its first paint, the
 * next 0.4 s (the system's CJK font file, read once), and that first time fell inside whichever sample
 * came first: the language switch to Chinese, once 1,311 ms against 330 for the others.
 */
async function warmUp(browser: Browser, urls: string[]): Promise<void> {
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
function interactionProbe(resultSelector: string | null): void {
  const EVENT_TIMING_THRESHOLD_MS = 16;
  const tap: BenchTap = { downAt: 0, durations: [], answerInFirstFrame: !resultSelector, afterFramesMs: null, clicked: false };
  window.__benchTap = tap;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      if (entry.interactionId) tap.durations.push({ duration: entry.duration, startTime: entry.startTime });
    }
  }).observe({ type: "event", durationThreshold: EVENT_TIMING_THRESHOLD_MS, buffered: true });
  addEventListener(
    "pointerdown",
    (event) => {
      tap.downAt = event.timeStamp;
      sessionStorage.setItem("bench-tap", String(performance.timeOrigin + event.timeStamp));
    },
    { capture: true },
  );
  addEventListener(
    "click",
    (event) => {
      // The visitor's own click, once: a script may click again on its behalf (a synthetic click).
      if (!event.isTrusted || tap.clicked) return;
      const start = tap.downAt;
      tap.clicked = true;
      const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => (tap.afterFramesMs = performance.now() - start)));
      const answered = (): unknown => (resultSelector && document.querySelector(resultSelector) ? painted() : requestAnimationFrame(answered));
      if (resultSelector) {
        requestAnimationFrame(() => {
          tap.answerInFirstFrame = document.querySelector(resultSelector) !== null;
          answered();
        });
      } else painted();
    },
    { capture: true },
  );
}

/**
 * The tap's time once its frames have been painted and the browser has reported them: Event Timing's
 * where the answer was in the first frame, else the older measure. `method` says which.
 */
async function readTap(page: Page, timeoutMs: number): Promise<TapSample | null> {
  const ready = await page.waitForFunction(() => window.__benchTap.afterFramesMs !== null, null, { timeout: timeoutMs }).catch(() => null);
  if (!ready) return null;
  // Event Timing reports after the frame is presented; the observer's callback comes a little later.
  await page
    .waitForFunction(() => window.__benchTap.durations.some((entry) => entry.startTime >= window.__benchTap.downAt - 1), null, { timeout: 1000 })
    .catch(() => {});
  return page.evaluate(() => {
    const tap = window.__benchTap;
    const afterFramesMs = Math.round(tap.afterFramesMs ?? 0);
    if (!tap.answerInFirstFrame) return { ms: afterFramesMs, afterFramesMs, method: "frames after the answer" };
    // The tap is the visit's only input from its pointerdown on: every event with an interactionId is its.
    const durations = tap.durations.filter((entry) => entry.startTime >= tap.downAt - 1).map((entry) => entry.duration);
    // No report: every event of the tap took less than the threshold.
    return {
      ms: durations.length ? Math.round(Math.max(...durations)) : 16,
      afterFramesMs,
      method: durations.length ? "event timing" : "event timing, under 16 ms",
    };
  });
}

const openLayers = (page: Page) => page.evaluate(() => document.querySelectorAll(":popover-open, dialog[open]").length);

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
async function interactionToPaint(
  browser: Browser,
  url: string,
  { control, outcome, result = null, ready = "html[data-ready]", cpuSlowdown = 4, timeoutMs = 15_000 }: TapOptions,
): Promise<TapSample> {
  const { context, page, cdp } = await phonePage(browser);
  try {
    // tsx compiles this file with esbuild's keepNames, which wraps each named function in __name(…): the
    // functions sent to the page (the probe, its helpers) need that helper there too.
    await page.addInitScript("globalThis.__name ??= (target) => target");
    await page.addInitScript(interactionProbe, result);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    // Our page's behaviours are live once it sets data-ready (src/browser/page.ts); a page without
    // behaviours never sets it, and its controls are measured as they are. Another site says nothing
    // (`ready: null`): its scripts have run by its load.
    if (ready)
      await page
        .locator(ready)
        .waitFor({ state: "attached", timeout: timeoutMs })
        .catch(() => {});
    const target = await control(page);
    if (!target || !(await target.isVisible())) return { ms: null, note: "control not found" };
    // A visitor reaches a control before tapping it: scrolled to (the footer's link), the page renders
    // what came into view and settles first. The tap alone is timed, not a jump from the top with it.
    await target.scrollIntoViewIfNeeded({ timeout: timeoutMs });
    await page.evaluate(
      () => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(settled, { timeout: 2000 })))),
    );
    const layersBefore = await openLayers(page);
    const urlBefore = page.url();
    await target.click({ timeout: timeoutMs });
    if (outcome === "navigates") {
      await page.waitForURL((next) => next.href !== urlBefore, { timeout: timeoutMs, waitUntil: "load" }).catch(() => {});
      if (page.url() === urlBefore) return { ms: null, note: "no navigation" };
      const painted = await page
        .waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0], null, { timeout: timeoutMs })
        .catch(() => null);
      if (!painted) return { ms: null, note: "other page not painted" };
      const ms = await page.evaluate(
        () => performance.timeOrigin + performance.getEntriesByName("first-contentful-paint")[0]!.startTime - Number(sessionStorage.getItem("bench-tap")),
      );
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

/**
 * What each interaction is measured beside, alternated with ours: the peer's same tap where it has one
 * (its phone menu), and the same kind of tap on a page of nothing (./floor-server.ts), the engine's share
 * of the time.
 */
interface Reference extends TapOptions {
  label: string;
  server: ServerName;
  path: string;
}

const references = {
  peerMenu: {
    label: "AstroWind's phone menu",
    server: "peer",
    path: "/",
    outcome: "stays",
    // Its menu is no popover: its script marks the header expanded, and the tap is timed to that paint.
    result: "#header.expanded",
    control: async (page) => page.getByRole("button", { name: "Toggle Menu", exact: true }).first(),
  },
  floorLayer: {
    label: "a layer on a page of nothing",
    server: "floor",
    path: "/",
    outcome: "opens",
    control: async (page) => page.getByRole("button", { name: "Open", exact: true }),
  },
  floorPage: {
    label: "a page of nothing to the next",
    server: "floor",
    path: "/",
    outcome: "navigates",
    control: async (page) => page.getByRole("link", { name: "Next page", exact: true }),
  },
} satisfies Record<string, Reference>;

interface Interaction extends TapOptions {
  name: string;
  page: PageId;
  budgetMs: number;
  peer?: Reference;
  floor: Reference;
}

/** The four interactions of the budget, each found by what a visitor sees in the page's language. */
function interactions(lang: Language): Interaction[] {
  const words = uiMessages(lang);
  const menuButton = (page: Page) => page.getByRole("button", { name: words.nav.openMenu, exact: true }).filter({ visible: true }).first();
  const next = languages[(languages.indexOf(lang) + 1) % languages.length]!;
  const submitButton = (page: Page) => page.getByRole("button", { name: contactCopy(lang).submit, exact: true }).first();
  return [
    {
      name: "phone menu",
      page: "home",
      budgetMs: 100,
      outcome: "opens",
      peer: references.peerMenu,
      floor: references.floorLayer,
      control: async (page) => menuButton(page),
    },
    {
      name: "cookie settings",
      page: "home",
      budgetMs: 100,
      outcome: "opens",
      floor: references.floorLayer,
      control: async (page) => {
        const footer = page.locator("footer");
        const name = { name: words.consent.cookieSettings, exact: true };
        return footer.getByRole("link", name).or(footer.getByRole("button", name)).first();
      },
    },
    {
      // A visitor types before sending: the name field has the focus when the button is pressed.
      name: "invalid form submit",
      page: "contact",
      budgetMs: 100,
      outcome: "stays",
      // The summary is in the page's HTML from the start, hidden: the answer is the alert shown.
      result: "[role=alert]:not([hidden])",
      floor: references.floorLayer,
      control: async (page) => {
        // The form's checks load on the visitor's first sign of presence and are ready long before a
        // typed form is sent (src/features/contact/form-behaviour.ts).
        await page.getByRole("textbox", { name: contactCopy(lang).fields.fullName.label, exact: true }).focus();
        await page.locator("form[data-checks-ready]").waitFor({ state: "attached", timeout: 15_000 });
        return submitButton(page);
      },
    },
    {
      name: `language switch to ${next}`,
      page: "home",
      budgetMs: 400,
      outcome: "navigates",
      floor: references.floorPage,
      // On a phone the language links sit in the menu: opening it is part of the way there, not of the timing.
      control: async (page) => {
        // Named as the switcher names it: the code it shows, then the language (src/components/language-switcher.tsx).
        const link = () =>
          page
            .getByRole("link", { name: `${next.toUpperCase()}, ${languageNames[next]}`, exact: true })
            .filter({ visible: true })
            .first();
        if (!(await link().isVisible()) && (await menuButton(page).isVisible())) {
          await menuButton(page).click();
          await link()
            .waitFor({ state: "visible", timeout: 5000 })
            .catch(() => {});
        }
        return link();
      },
    },
  ];
}

/** The taps' p75 and median (./percentile.ts), and the p75 of the older measure beside them. */
export function summarizeTaps(samples: TapSample[]) {
  const afterFrames = samples.flatMap((sample) => (sample.afterFramesMs === undefined ? [] : [{ ms: sample.afterFramesMs }]));
  return { ...summarizeP75(samples), afterFramesP75Ms: summarizeP75(afterFrames).p75Ms };
}
type TapSummary = ReturnType<typeof summarizeTaps>;

const describeTaps = ({ p75Ms, medianMs, samples, afterFramesP75Ms, note }: TapSummary) =>
  `${p75Ms === null ? "n/a" : `p75 ${p75Ms} ms, median ${medianMs} ms of ${samples}${afterFramesP75Ms === null ? "" : ` (two frames after: p75 ${afterFramesP75Ms} ms)`}`}${note ? ` (${note})` : ""}`;

interface InteractionRow extends TapSummary {
  interaction: string;
  lang: Language;
  budgetMs: number;
  peer: string | null;
  peerP75Ms: number | null;
  peerMedianMs: number | null;
  peerNote: string;
  floor: string;
  floorP75Ms: number | null;
  floorMedianMs: number | null;
  floorNote: string;
}

/** Each tap within its budget at p75 (the peer's, else the floor's, beside it); where the peer has the same tap, ours no slower. */
const budgets = (rows: InteractionRow[]) =>
  rows.flatMap((row): BudgetRow[] => {
    const label = `4× CPU: ${row.interaction} (ms, p75 of ${row.samples}, ${row.lang}; ${row.peer ? `peer = ${row.peer}` : "peer column: the floor"}; floor = ${row.floor}, p75 ${row.floorP75Ms ?? "n/a"})`;
    const frames = row.afterFramesP75Ms === null ? "" : `; two frames after: p75 ${row.afterFramesP75Ms}`;
    const withinBudget = budgetRow(
      label + frames,
      row.p75Ms,
      row.peer ? row.peerP75Ms : row.floorP75Ms,
      row.p75Ms !== null && row.p75Ms <= row.budgetMs,
      `≤ ${row.budgetMs}`,
    );
    if (!row.peer) return [withinBudget];
    // No figure of the peer's, no comparison: n/a rather than over.
    const ours = row.peerP75Ms === null ? null : row.p75Ms;
    return [
      withinBudget,
      budgetRow(
        `4× CPU: ${row.interaction}, ours ≤ ${row.peer} (ms, p75, ${row.lang})`,
        ours,
        row.peerP75Ms,
        ours !== null && ours <= row.peerP75Ms!,
        "≤ peer",
      ),
    ];
  });

export const interactionsSection: Section = {
  timed: true,
  needs: ["peer", "floor"],
  async run(bench) {
    const browser = await launchBrowser();
    const rows: InteractionRow[] = [];
    try {
      // Every page a tap starts on or leads to (a language link leads to the next language's home), and the references'.
      const oursVisited = [
        ...languages.map((lang) => pagePath("home", lang)),
        ...bench.langs.flatMap((lang) => interactions(lang).map(({ page }) => pagePath(page, lang))),
      ];
      const referencesVisited = Object.values(references).map((reference) => origin(bench, reference.server) + reference.path);
      await warmUp(browser, [...new Set([...referencesVisited, ...oursVisited.map((path) => origin(bench, "ours") + path)])]);
      const measureReference = (reference: Reference) =>
        interactionToPaint(browser, origin(bench, reference.server) + reference.path, { ...reference, ready: null });
      for (const lang of bench.langs) {
        for (const { name, page, budgetMs, outcome, result, control, peer, floor } of interactions(lang)) {
          const samples: TapSample[] = [];
          const peerSamples: TapSample[] = [];
          const floorSamples: TapSample[] = [];
          // Ours, the peer's, the floor's, round by round: all three see the same machine.
          for (let round = 0; round < Math.max(bench.runs, P75_SAMPLES); round += 1) {
            samples.push(await interactionToPaint(browser, origin(bench, "ours") + pagePath(page, lang), { control, outcome, result }));
            if (peer) peerSamples.push(await measureReference(peer));
            floorSamples.push(await measureReference(floor));
          }
          const ours = summarizeTaps(samples);
          const peerTaps = peer ? summarizeTaps(peerSamples) : null;
          const floorTaps = summarizeTaps(floorSamples);
          rows.push({
            interaction: name,
            lang,
            ...ours,
            budgetMs,
            peer: peer?.label ?? null,
            peerP75Ms: peerTaps?.p75Ms ?? null,
            peerMedianMs: peerTaps?.medianMs ?? null,
            peerNote: peerTaps?.note ?? "",
            floor: floor.label,
            floorP75Ms: floorTaps.p75Ms,
            floorMedianMs: floorTaps.medianMs,
            floorNote: floorTaps.note,
          });
          const besidePeer = peer && peerTaps ? `; ${peer.label}: ${describeTaps(peerTaps)}` : "";
          console.log(`  ${name} ${lang}: ${describeTaps(ours)}${besidePeer}; ${floor.label}: ${describeTaps(floorTaps)}`);
        }
      }
    } finally {
      await browser.close();
    }
    return { result: rows, budgets: budgets(rows), printDetails: () => console.table(rows) };
  },
};
