// The bench's lighthouse section: Lighthouse 13, mobile preset, in one Chromium. Medians of --runs runs
// alternated with the peer; then one run per page while a busy-loop process spins on one core (our worst
// Performance under load); then home in each language slowed for real (DevTools throttling, up to 3
// pairs), a cross-check of the simulation's TBT with no budget of its own.
import { spawn } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { type Language } from "~/i18n/languages.ts";
import { chromiumArgs, findChromium } from "../find-chromium.mjs";
import { budgetRow, median, paired, ratio, round, worst, type BudgetRow, type PageType, type Section } from "./site-bench.ts";

function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ["--headless=new", ...chromiumArgs] });
}

interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptTransferKb: number;
  notPerfect: string[];
}
type LighthouseSample = (LighthouseScores & { error?: undefined }) | { error: string };

/**
 * One run: the four scores, the metrics the budgets name and the scripts' transfer size; or the reasons
 * it could not complete (a metric Lighthouse failed to compute leaves Performance without a score: that
 * is a failed measurement, not a score of 0). `throttlingMethod: "devtools"` slows the page for real (4×
 * CPU, a slow 4G link) and reads the metrics from what happened, instead of simulating the slow phone
 * from an unthrottled load.
 */
async function lighthouseRun(
  chrome: chromeLauncher.LaunchedChrome,
  url: string,
  { throttlingMethod = "simulate" as "simulate" | "devtools" } = {},
): Promise<LighthouseSample> {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", throttlingMethod });
  if (!result) return { error: "Lighthouse returned no result" };
  const { lhr } = result;
  const scored = Object.values(lhr.categories).flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]!));
  // A page that did not load fails every audit with the same message: the runtime error says it once.
  const errors = lhr.runtimeError
    ? [lhr.runtimeError.message]
    : scored.filter((audit) => audit.scoreDisplayMode === "error").map((audit) => `${audit.id}: ${audit.errorMessage}`);
  if (errors.length) return { error: errors.join("; ") };
  const resources = lhr.audits["resource-summary"]?.details as { items: { resourceType: string; transferSize: number }[] } | undefined;
  const scripts = resources?.items.find((item) => item.resourceType === "script");
  const score = (category: string) => (lhr.categories[category]?.score ?? 0) * 100;
  const metric = (audit: string) => lhr.audits[audit]?.numericValue ?? 0;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    scriptTransferKb: (scripts?.transferSize ?? 0) / 1024,
    notPerfect: scored.filter((audit) => audit.score !== null && audit.score < 1).map((audit) => audit.id),
  };
}

/**
 * A process spinning on one core for at most `limitMs`, and no longer than the bench lives, so the
 * runs meanwhile see a machine with another program busy. `stop()` kills it.
 */
function busyLoop(limitMs: number): { stop(): Promise<void> } {
  // The loop also ends once the bench is gone (its parent changes): a bench stopped halfway must not
  // leave a core spinning under whatever runs next.
  const loop = `const end = Date.now() + ${limitMs}, parent = process.ppid; let turns = 0; while (Date.now() < end && (++turns % 1e5 !== 0 || process.ppid === parent));`;
  const child = spawn(process.execPath, ["-e", loop], { stdio: "ignore" });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  };
}

const lighthouseKeys = ["performance", "accessibility", "bestPractices", "seo", "fcpMs", "lcpMs", "tbtMs", "cls", "scriptTransferKb"] as const;

type LighthouseSummary = Record<(typeof lighthouseKeys)[number], number | null> & {
  runs: number;
  worstPerformance: number | null;
  tbtRunsMs: (number | null)[];
  notPerfect: string[];
  failedRuns: string[];
};

/** Medians of the completed runs, the worst Performance, and what went wrong in the others. */
function summarize(samples: LighthouseSample[]): LighthouseSummary {
  const done = samples.filter((sample) => sample.error === undefined);
  const medians = Object.fromEntries(lighthouseKeys.map((key) => [key, round(median(done.map((sample) => sample[key])), key === "cls" ? 3 : 0)])) as Record<
    (typeof lighthouseKeys)[number],
    number | null
  >;
  return {
    runs: done.length,
    ...medians,
    worstPerformance: done.length ? Math.min(...done.map((sample) => sample.performance)) : null,
    // Run by run, in order: one page's TBT spreads from 0 to over 200 ms on this machine, and a median of
    // five says less than it seems to.
    tbtRunsMs: done.map((sample) => round(sample.tbtMs, 0)),
    notPerfect: [...new Set(done.flatMap((sample) => sample.notPerfect))],
    failedRuns: samples.flatMap((sample) => (sample.error === undefined ? [] : [sample.error])),
  };
}

interface LighthouseRow {
  page: PageType;
  lang: Language;
  ours: LighthouseSummary;
  peer: LighthouseSummary | null;
}

interface LighthouseResult {
  runs: number;
  rows: LighthouseRow[];
  busyRows: LighthouseRow[];
  appliedRows: (LighthouseRow & { peer: LighthouseSummary })[];
}

const numbers = (values: (number | null | undefined)[]) => values.filter((value) => typeof value === "number");

function budgets({ rows, busyRows, appliedRows }: LighthouseResult): BudgetRow[] {
  const budgetRows: BudgetRow[] = [];
  const perf = numbers(rows.map((row) => row.ours.performance));
  budgetRows.push(
    budgetRow(
      "Lighthouse Performance median, lowest page",
      worst(perf, Math.min),
      worst(numbers(rows.map((row) => row.peer?.performance)), Math.min),
      worst(perf, Math.min) === 100,
      "= 100",
    ),
  );
  const pairs = rows.filter((row) => row.peer && row.ours.tbtMs !== null && row.peer.tbtMs !== null);
  if (pairs.length) {
    const excess = worst(pairs.map((row) => row.ours.tbtMs! - row.peer!.tbtMs!));
    budgetRows.push(budgetRow("TBT median, ours − peer, worst pair (ms)", excess, null, excess !== null && excess <= 30, "≤ +30"));
  }
  const home = rows.filter((row) => row.page === "home" && row.peer && row.ours.lcpMs !== null && row.peer.lcpMs !== null);
  if (home.length) {
    const lcpRatio = (row: LighthouseRow) => row.ours.lcpMs! / row.peer!.lcpMs!;
    const worstRow = home.reduce((a, b) => (lcpRatio(a) >= lcpRatio(b) ? a : b));
    budgetRows.push(
      budgetRow(
        "LCP median on home (ms), worst language",
        worstRow.ours.lcpMs,
        worstRow.peer!.lcpMs,
        worstRow.ours.lcpMs! <= 0.8 * worstRow.peer!.lcpMs!,
        "≤ 0.8 × peer",
      ),
    );
  }
  const cls = worst(numbers(rows.map((row) => row.ours.cls)));
  budgetRows.push(budgetRow("CLS median, worst page", cls, worst(numbers(rows.map((row) => row.peer?.cls))), cls !== null && cls <= 0.01, "≤ 0.01"));
  const busy = worst(numbers(busyRows.map((row) => row.ours.performance)), Math.min);
  budgetRows.push(
    budgetRow(
      "Performance with a busy core, worst page",
      busy,
      worst(numbers(busyRows.map((row) => row.peer?.performance)), Math.min),
      busy !== null && busy >= 95,
      "≥ 95",
    ),
  );
  const applied = appliedRows.filter((row) => row.ours.tbtMs !== null && row.peer.tbtMs !== null);
  if (applied.length) {
    const excess = (row: (typeof applied)[number]) => row.ours.tbtMs! - row.peer.tbtMs!;
    const worstRow = applied.reduce((a, b) => (excess(a) >= excess(b) ? a : b));
    budgetRows.push({
      budget: `TBT median on home slowed for real (DevTools throttling), worst language (${worstRow.lang})`,
      ours: worstRow.ours.tbtMs!,
      peer: worstRow.peer.tbtMs!,
      ratio: "",
      limit: "no budget (cross-check)",
      status: "",
    });
  }
  return budgetRows;
}

function printDetails(result: LighthouseResult): void {
  const flat = (rows: LighthouseRow[]) =>
    rows.map(({ page, lang, ours, peer }) => ({
      page,
      lang,
      runs: ours.runs,
      perf: ours.performance,
      worstPerf: ours.worstPerformance,
      a11y: ours.accessibility,
      bp: ours.bestPractices,
      seo: ours.seo,
      lcpMs: ours.lcpMs,
      tbtMs: ours.tbtMs,
      cls: ours.cls,
      jsKb: ours.scriptTransferKb,
      peerPerf: peer?.performance ?? "",
      peerLcpMs: peer?.lcpMs ?? "",
      peerTbtMs: peer?.tbtMs ?? "",
      lcpRatio: peer ? ratio(ours.lcpMs, peer.lcpMs) : "",
    }));
  console.log("Lighthouse 13 mobile, medians (jsKb: scripts' transfer size):");
  console.table(flat(result.rows));
  console.log("Lighthouse 13 mobile, one run with a busy core:");
  console.table(flat(result.busyRows));
  if (result.appliedRows.length) {
    console.log("Lighthouse 13 mobile slowed for real (DevTools throttling: 4× CPU, slow 4G), medians:");
    console.table(flat(result.appliedRows));
  }
  for (const row of result.rows.filter((row) => row.ours.notPerfect.length))
    console.log(`  ${row.page} ${row.lang} audits below 1: ${row.ours.notPerfect.join(", ")}`);
}

const performanceOf = (sample: LighthouseSample) => (sample.error === undefined ? sample.performance : sample.error);

export const lighthouseSection: Section = {
  timed: true,
  needs: ["peer"],
  async run(bench) {
    const { runs, langs, shortRuns } = bench;
    const types = bench.pages(["home", "case", "contact", "legal"]);
    const chrome = await launchChrome();
    const result: LighthouseResult = { runs, rows: [], busyRows: [], appliedRows: [] };
    try {
      for (const type of types) {
        for (const lang of langs) {
          const peerSamples: LighthouseSample[] = [];
          const oursSamples: LighthouseSample[] = [];
          for (let run = 0; run < runs; run += 1) {
            const { peer, ours } = await paired(bench, type, lang, (url) => lighthouseRun(chrome, url), run);
            if (peer) peerSamples.push(peer);
            oursSamples.push(ours);
          }
          const ours = summarize(oursSamples);
          const peer = peerSamples.length ? summarize(peerSamples) : null;
          result.rows.push({ page: type, lang, ours, peer });
          console.log(
            `  lighthouse ${type} ${lang}: perf ${ours.performance} (worst ${ours.worstPerformance}), LCP ${ours.lcpMs} ms, TBT ${ours.tbtMs} ms [${ours.tbtRunsMs.join(", ")}]${peer ? `; peer perf ${peer.performance}, LCP ${peer.lcpMs} ms, TBT ${peer.tbtMs} ms [${peer.tbtRunsMs.join(", ")}]` : ""}`,
          );
          for (const failure of [...ours.failedRuns, ...(peer?.failedRuns ?? [])]) console.log(`    a run failed: ${failure}`);
        }
      }
      // Bounded by a generous 2 minutes a run, in case a run hangs; stopped as soon as the runs are done.
      const busy = busyLoop(types.length * langs.length * 2 * 120_000);
      let busyTurn = 0;
      try {
        for (const type of types) {
          for (const lang of langs) {
            const { peer, ours } = await paired(bench, type, lang, (url) => lighthouseRun(chrome, url), busyTurn++);
            result.busyRows.push({ page: type, lang, ours: summarize([ours]), peer: peer ? summarize([peer]) : null });
            console.log(`  lighthouse, busy core, ${type} ${lang}: perf ${performanceOf(ours)}${peer ? `; peer ${performanceOf(peer)}` : ""}`);
          }
        }
      } finally {
        await busy.stop();
      }
      // A cross-check of the simulation, no budget: home in each language, slowed for real. The simulation
      // starts its slow phone's clock from an unthrottled load and counts every task it places after its
      // estimated first paint; a page whose first paint waits for no web font (Chinese) is estimated to
      // paint before its own first layout has ended, and that layout counts as blocking.
      if (types.includes("home")) {
        for (const lang of langs) {
          const peerSamples: LighthouseSample[] = [];
          const oursSamples: LighthouseSample[] = [];
          for (let run = 0; run < shortRuns; run += 1) {
            const { peer, ours } = await paired(bench, "home", lang, (url) => lighthouseRun(chrome, url, { throttlingMethod: "devtools" }), run);
            if (peer) peerSamples.push(peer);
            oursSamples.push(ours);
          }
          const row = { page: "home" as const, lang, ours: summarize(oursSamples), peer: summarize(peerSamples) };
          result.appliedRows.push(row);
          console.log(
            `  lighthouse, slowed for real, home ${lang}: perf ${row.ours.performance}, TBT ${row.ours.tbtMs} ms [${row.ours.tbtRunsMs.join(", ")}]; peer perf ${row.peer.performance}, TBT ${row.peer.tbtMs} ms [${row.peer.tbtRunsMs.join(", ")}]`,
          );
        }
      }
    } finally {
      chrome.kill();
    }
    return { result, budgets: budgets(result), printDetails: () => printDetails(result) };
  },
};
