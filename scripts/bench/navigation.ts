// The bench's navigation section (issue 46): a link a visitor's pointer rests on, then clicks, timed from
// the press to the next page's first paint with the CPU slowed 4×, 12 samples each, read as their 75th
// percentile: the language switch and a case card on home, alternated with AstroWind's header link from /
// to /about and a page of nothing to the next, loaded and prerendered (./floor-server.ts), one untimed round first.
// Chromium is driven through its tab target
// (scripts/tab-browser.ts): attached to each page, as Playwright is, it refuses to prerender
// (PrerenderingDisabledByDevTools), and our pages, which prerender a marked link once the pointer rests on
// it (src/lib/speculation.ts), would be timed as full loads. A pointer resting on a link is a desktop's
// way in: the browser keeps its default window (a 780 × 493 viewport, where our header shows its language
// links and the case cards sit in a grid, and AstroWind shows its header menus).
import { type Language } from "~/i18n/languages.ts";
import { pagePath } from "~/lib/pages.ts";
import { launchTabBrowser, prerenderOf, type ProtocolEvent, type TabBrowser, type TabPage } from "../tab-browser.ts";
import { P75_SAMPLES, summarizeP75, type TimedSample } from "./percentile.ts";
import { budgetRow, origin, pageTypes, type Section, type ServerName } from "./site-bench.ts";

/** Each sample's CPU slowdown. */
export const NAVIGATION_CPU_SLOWDOWN = 4;

const launchNavigationBrowser = () => launchTabBrowser({ cpuSlowdown: NAVIGATION_CPU_SLOWDOWN });

/** An expression that resolves once `condition` holds in the page, or fails after `timeoutMs`. */
const until = (condition: string, timeoutMs: number) =>
  `new Promise((done, failed) => { const started = performance.now(); const check = () => (${condition} ? done(true) : performance.now() - started > ${timeoutMs} ? failed(new Error("the page was not ready within ${timeoutMs} ms")) : setTimeout(check, 20)); check(); })`;

/**
 * Scrolls the element to the middle of the viewport and waits until it stays there: sections below the fold
 * take their real height only once rendered (content-visibility), which moves what was scrolled to, and
 * a card revealed on entering the viewport slides in. Then, as a visitor's page once it has come to rest,
 * until the next idle moment.
 */
const reached = (target: string) =>
  `(async () => {
    const frames = () => new Promise((next) => requestAnimationFrame(() => requestAnimationFrame(next)));
    for (let attempt = 0; attempt < 10; attempt += 1) {
      ${target}.scrollIntoView({ block: "center", behavior: "instant" });
      await frames();
      const box = ${target}.getBoundingClientRect();
      if (Math.abs(box.y + box.height / 2 - innerHeight / 2) < 2) break;
    }
    const ending = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => {})));
    await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(settled, { timeout: 2000 }))));
  })()`;

/**
 * The page's first contentful paint, in ms since the epoch, its activationStart (above 0 for a page
 * shown from a prerender), and when its HTML was all parsed (domInteractive, in ms since the epoch; null
 * while it is not). The browser's own mark of the first frame of the new page with something to
 * read in it, presented: the same figure the field's FCP is, and the older language-switch row used. It
 * needs nothing of ours in the next page, so it reads the peer's and the floor's pages alike; a
 * requestAnimationFrame-based mark would need a script in each, before its first frame. A prerendered
 * page presents nothing until it is shown, so its first paint comes after its activation: the time is
 * read from the press, in the same clock (the press's own timestamp, which the tab browser sets).
 */
const firstContentfulPaint = (timeoutMs: number) =>
  `new Promise((painted, failed) => {
    setTimeout(() => failed(new Error("no first contentful paint within ${timeoutMs} ms")), ${timeoutMs});
    new PerformanceObserver((list) => {
      const entry = list.getEntriesByName("first-contentful-paint")[0];
      const { activationStart, domInteractive } = performance.getEntriesByType("navigation")[0];
      const parsedAt = domInteractive > 0 ? performance.timeOrigin + domInteractive : null;
      if (entry) painted({ paintedAt: performance.timeOrigin + entry.startTime, activationStart, parsedAt });
    }).observe({ type: "paint", buffered: true });
  })`;

/**
 * For a page that swaps its content in place (AstroWind's view transitions, Astro's ClientRouter: no new
 * document, so no first contentful paint of its own): a promise, kept in the page, of the wall-clock time
 * two animation frames after its address became `pathname`, that is once the frame showing the swapped
 * content has been painted. It reads up to a frame later than a first contentful paint would.
 */
const afterSwap = (pathname: string) =>
  `window.__benchSwapped = new Promise((shown) => navigation.addEventListener("currententrychange", () => {
    if (location.pathname === ${JSON.stringify(pathname)}) requestAnimationFrame(() => requestAnimationFrame(() => shown(performance.timeOrigin + performance.now())));
  })), true`;

/** A new document in the page's main frame at `pathname`, or a document's address changed to it in place (history.pushState). */
const navigatedTo = (page: TabPage, pathname: string) => (event: ProtocolEvent) => {
  if (event.sessionId !== page.sessionId) return false;
  if (event.method === "Page.frameNavigated") {
    const frame = event.params.frame as { parentId?: string; url: string };
    return !frame.parentId && new URL(frame.url).pathname === pathname;
  }
  return event.method === "Page.navigatedWithinDocument" && new URL(event.params.url as string).pathname === pathname;
};

export interface NavigationSample extends TimedSample {
  prerendered?: boolean;
  /**
   * For a page shown from its prerender: whether it had parsed all its HTML (its domInteractive, in the
   * press's clock) when the press came. A press before then times the rest of the page's load as well as
   * its activation.
   */
  parsedBeforePress?: boolean;
}

/** What is clicked (`link`, a selector), what is hovered first, what marks the page ready (null: its load). */
interface NavigationOptions {
  link: string;
  hoverFirst?: string[];
  ready?: string | null;
  restMs?: number;
  readyWithinMs?: number;
  timeoutMs?: number;
}

/**
 * One navigation in a tab of its own (nothing cached from another sample) with the CPU slowed 4×: `url`
 * loads and its behaviours go live (`ready`, the mark our pages set; null for a page that sets none), the
 * pointer moves onto each of `hoverFirst` (a menu that must open first) and then onto `link`, scrolled to
 * and come to rest first, and rests there `restMs`, the time a visitor's pointer takes to get from landing on
 * a link to pressing it. Where the page has a speculation rule, the press waits further until the link's
 * prerender is ready (Preload events), as a visitor's hover would usually allow. Then a press and release,
 * timed from the press to the next page's first contentful paint. A link that is missing or covered, a
 * prerender not ready in `readyWithinMs` or a page that does not paint is n/a with the reason.
 */
async function navigationToPaint(
  browser: TabBrowser,
  url: string,
  { link, hoverFirst = [], ready = "html[data-ready]", restMs = 300, readyWithinMs = 10_000, timeoutMs = 15_000 }: NavigationOptions,
): Promise<NavigationSample> {
  const tab = await browser.openTab();
  const { page } = tab;
  try {
    await page.send("Page.navigate", { url });
    await browser.waitForEvent(navigatedTo(page, new URL(url).pathname), timeoutMs);
    await page.evaluate(until(ready ? `document.documentElement?.matches(${JSON.stringify(ready)})` : 'document.readyState === "complete"', timeoutMs));
    for (const selector of hoverFirst) await page.hover(selector);
    const target = `document.querySelector(${JSON.stringify(link)})`;
    if (!(await page.evaluate(`${target} !== null`))) return { ms: null, note: "link not found" };
    await page.evaluate(reached(target));
    await page.hover(link);
    if (!(await page.evaluate(`${target}.matches(":hover")`))) return { ms: null, note: "link covered" };
    const nextPath = await page.evaluate<string>(`new URL(${target}.href).pathname`);
    await new Promise((rest) => setTimeout(rest, restMs));
    let next = page;
    if (await page.evaluate(`document.querySelector('script[type="speculationrules"]') !== null`)) {
      const prerendered = await tab.prerenderedPage(nextPath, readyWithinMs).catch(() => null);
      if (!prerendered) return { ms: null, note: `prerender not ready within ${readyWithinMs} ms` };
      next = prerendered;
    }
    await page.evaluate(afterSwap(nextPath));
    const pressedAt = await page.click();
    // Shown from the prerender (its activation), loaded in the same page, or swapped into it.
    // The activation is reported on the page activated.
    const shown = await browser.waitForEvent(
      (event) => (event.sessionId === next.sessionId && prerenderOf(nextPath, "Success")(event)) || navigatedTo(page, nextPath)(event),
      timeoutMs,
    );
    if (shown.method === "Page.navigatedWithinDocument") {
      return {
        ms: Math.round((await page.evaluate<number>("window.__benchSwapped")) - pressedAt),
        prerendered: false,
        method: "two frames after the swap",
      };
    }
    if (shown.method === "Page.frameNavigated") next = page;
    const { paintedAt, activationStart, parsedAt } = await next.evaluate<{ paintedAt: number; activationStart: number; parsedAt: number | null }>(
      firstContentfulPaint(timeoutMs),
    );
    const prerendered = activationStart > 0;
    return {
      ms: Math.round(paintedAt - pressedAt),
      prerendered,
      ...(prerendered && { parsedBeforePress: parsedAt !== null && parsedAt <= pressedAt }),
      method: "first contentful paint",
    };
  } catch (error) {
    return { ms: null, note: error instanceof Error ? error.message.split("\n")[0] : String(error) };
  } finally {
    await tab.close();
  }
}

/**
 * The samples' p75 and median (./percentile.ts), how many were shown from a prerender, and of those
 * pressed on a prerendering link how many found its page parsed.
 */
export const summarizeNavigation = (samples: NavigationSample[]) => {
  const timed = samples.filter((sample) => sample.ms !== null);
  const pressedOnPrerender = timed.filter((sample) => sample.parsedBeforePress !== undefined);
  return {
    ...summarizeP75(samples),
    prerendered: timed.filter((sample) => sample.prerendered).length,
    parsedBeforePress:
      pressedOnPrerender.length > 0 ? `${pressedOnPrerender.filter((sample) => sample.parsedBeforePress).length} of ${pressedOnPrerender.length}` : "–",
  };
};

interface NavigationStep extends NavigationOptions {
  server: ServerName;
  path: string;
}

/**
 * What each navigation is measured beside, alternated with ours in every round: AstroWind's own header
 * link from its home (/) to /about (the page paired with a case page), in its "Pages" menu that opens on
 * hover, and a page of nothing to the next. Neither prerenders.
 */
const references = {
  peer: {
    label: "AstroWind's header link, / to /about",
    server: "peer",
    path: "/",
    ready: null,
    hoverFirst: ["header nav li.dropdown:nth-child(2) > button"],
    link: 'header nav a[href="/about"]',
  },
  floor: { label: "a page of nothing to the next", server: "floor", path: "/", ready: null, link: 'a[href="/next"]' },
  // What an activation costs this machine's Chromium at the least: the next page of nothing, prerendered as ours are.
  prerenderedFloor: {
    label: "a page of nothing to the next, prerendered",
    server: "floor",
    path: "/prerendering",
    ready: null,
    link: 'a[href="/next"]',
  },
} satisfies Record<string, NavigationStep & { label: string }>;

/** Issue 46's navigations from home in `lang`: the header's link to French (as the issue read it, from /en; from /fr to English), and a case card. */
function navigations(lang: Language): (NavigationStep & { name: string; budgetMs: number })[] {
  const next = lang === "fr" ? "en" : "fr";
  const home = { server: "ours", path: pagePath("home", lang), budgetMs: 100 } as const;
  return [
    { ...home, name: `language switch to ${next}`, link: `header a[data-switch-language="${next}"]` },
    { ...home, name: "case opening", link: `#business-cases-section a[href="${pagePath(pageTypes.case.page, lang)}"]` },
  ];
}

type NavigationSummary = ReturnType<typeof summarizeNavigation>;

const describeNavigation = ({ p75Ms, medianMs, samples, prerendered, parsedBeforePress, note }: NavigationSummary) =>
  `${p75Ms === null ? "n/a" : `p75 ${p75Ms} ms, median ${medianMs} ms`} of ${samples}, ${prerendered} from a prerender${parsedBeforePress === "–" ? "" : ` (parsed before the press: ${parsedBeforePress})`}${note ? ` (${note})` : ""}`;

interface NavigationRow extends NavigationSummary {
  navigation: string;
  from: string;
  budgetMs: number;
  peerP75Ms: number | null;
  peerMedianMs: number | null;
  floorP75Ms: number | null;
  floorMedianMs: number | null;
  prerenderedFloorP75Ms: number | null;
}

interface NavigationResult {
  cpuSlowdown: number;
  rows: NavigationRow[];
  peer: NavigationSummary & { label: string };
  floor: NavigationSummary & { label: string };
  prerenderedFloor: NavigationSummary & { label: string };
}

const budgets = ({ rows, peer }: NavigationResult) =>
  rows.map((row) =>
    budgetRow(
      `4× CPU: ${row.navigation} from ${row.from}, tap to next paint (ms, p75 of ${row.samples}, ${row.prerendered} from a prerender${row.parsedBeforePress === "–" ? "" : `, ${row.parsedBeforePress} parsed before the press`}; peer = ${peer.label}; floor ${row.floorP75Ms ?? "n/a"}, prerendered ${row.prerenderedFloorP75Ms ?? "n/a"})`,
      row.p75Ms,
      row.peerP75Ms,
      row.p75Ms !== null && row.p75Ms <= row.budgetMs,
      `≤ ${row.budgetMs}`,
    ),
  );

function printDetails(result: NavigationResult): void {
  console.log(`Navigations at ${result.cpuSlowdown}× CPU, press to the next page's first contentful paint (ms):`);
  console.table([
    ...result.rows,
    ...[result.peer, result.floor, result.prerenderedFloor].map(({ label, ...reference }) => ({ navigation: label, ...reference })),
  ]);
}

export const navigationSection: Section = {
  timed: true,
  needs: ["peer", "floor"],
  async run(bench) {
    const browser = await launchNavigationBrowser();
    try {
      const ours = bench.langs.flatMap(navigations);
      const steps: NavigationStep[] = [references.peer, ...ours, references.floor, references.prerenderedFloor];
      const measure = (step: NavigationStep) => navigationToPaint(browser, origin(bench, step.server) + step.path, step);
      // One untimed round: the browser reads its fonts from disk the first time (warmUp in ./interactions.ts says why).
      for (const step of steps) await measure(step);
      const samples = new Map(steps.map((step) => [step, [] as NavigationSample[]]));
      const rounds = Math.max(bench.runs, P75_SAMPLES);
      for (let round = 0; round < rounds; round += 1) {
        // Each round starts one step further on, so that no step always follows the same one.
        for (let index = 0; index < steps.length; index += 1) {
          const step = steps[(index + round) % steps.length]!;
          samples.get(step)!.push(await measure(step));
        }
      }
      const peer = summarizeNavigation(samples.get(references.peer)!);
      const floor = summarizeNavigation(samples.get(references.floor)!);
      const prerenderedFloor = summarizeNavigation(samples.get(references.prerenderedFloor)!);
      console.log(
        `  navigation, ${references.peer.label}: ${describeNavigation(peer)}; ${references.floor.label}: ${describeNavigation(floor)}; ${references.prerenderedFloor.label}: ${describeNavigation(prerenderedFloor)}`,
      );
      const rows = ours.map((step) => {
        const row = summarizeNavigation(samples.get(step)!);
        console.log(`  navigation, ${step.name} ${step.path}: ${describeNavigation(row)}`);
        return {
          navigation: step.name,
          from: step.path,
          ...row,
          budgetMs: step.budgetMs,
          peerP75Ms: peer.p75Ms,
          peerMedianMs: peer.medianMs,
          floorP75Ms: floor.p75Ms,
          floorMedianMs: floor.medianMs,
          prerenderedFloorP75Ms: prerenderedFloor.p75Ms,
        };
      });
      const result: NavigationResult = {
        cpuSlowdown: NAVIGATION_CPU_SLOWDOWN,
        rows,
        peer: { label: references.peer.label, ...peer },
        floor: { label: references.floor.label, ...floor },
        prerenderedFloor: { label: references.prerenderedFloor.label, ...prerenderedFloor },
      };
      return { result, budgets: budgets(result), printDetails: () => printDetails(result) };
    } finally {
      await browser.close();
    }
  },
};
