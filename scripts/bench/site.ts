// `npm run bench`: the budgets of issue 14, measured side by side with the peer (../shared/peers/README.md),
// not asserted. Our site is served from its production build (dist/) by the production server; the peer's
// static build by a server that compresses exactly as ours (./peer-server.ts); both, and the floor's pages
// of nothing, started by ./servers.ts. Every paired measurement runs the peer and us one right after the
// other, so both see the same machine, and Lighthouse swaps who goes first from one pair to the next;
// pairs are the peer's / with our home and its /about/ with a case page. One module per section, each
// saying what it measures and how:
//  js           ./js.ts: JavaScript fetched by a phone visit that loads and sits still 5 s, per page.
//  lighthouse   ./lighthouse.ts: Lighthouse 13 mobile medians, a run with a busy core, home slowed for real.
//  interactions ./interactions.ts: 4× CPU taps to the next paint, as INP times them, p75 of 12 samples,
//               beside the peer's phone menu and the same tap on a page of nothing.
//  navigation   ./navigation.ts: 4× CPU, a link the pointer rests on to the next page's first contentful
//               paint, p75 of 12 samples, beside the peer's header link and a page of nothing.
//  throughput   ./throughput.ts: requests/s of a prerendered page against a bare node:http server.
//  headers      ./headers.ts: the MDN HTTP Observatory's grade behind a stand-in TLS proxy, and the header rules.
// Each section that times anything waits first, up to 2 minutes, for the rest of the machine to go quiet
// (./machine.ts), and the table "The machine while each section ran" says how much CPU time other
// processes took from it meanwhile: a section with more than 5 % of it is named, its times read high.
// Prints one budget table, then the detail tables, and writes bench/results.json.
// Options: --runs N (default 5)  --langs it,en,zh,fr  --pages home,case,contact,legal,thank-you
//          --sections js,lighthouse,interactions,navigation,throughput,headers  --rebuild (build the site folder first)
// The full default run takes about 40 minutes on a 2-core machine, nearly all of it Lighthouse; keep
// the machine otherwise idle. `--runs 1 --langs it` takes about 5 minutes; `--sections navigation --langs en`, about 4.
// Run through npm (Node 24 and tsx, ADR 0017): `npm run bench -- --runs 1 --langs it`.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isLanguage, languages, type Language } from "~/i18n/languages.ts";
import { headersSection } from "./headers.ts";
import { interactionsSection } from "./interactions.ts";
import { jsSection } from "./js.ts";
import { lighthouseSection } from "./lighthouse.ts";
import { waitForQuietMachine, watchMachine, type MachineShare, type QuietWait } from "./machine.ts";
import { navigationSection } from "./navigation.ts";
import { ensureBuild, startFloor, startPeer, startSite } from "./servers.ts";
import { pageTypes, round, type PageType, type Section, type SectionReport, type SiteBench } from "./site-bench.ts";
import { throughputSection } from "./throughput.ts";

/** The sections, in the order they run and report. */
const sections: Record<string, Section> = {
  js: jsSection,
  lighthouse: lighthouseSection,
  interactions: interactionsSection,
  navigation: navigationSection,
  throughput: throughputSection,
  headers: headersSection,
};

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    langs: { type: "string", default: languages.join(",") },
    pages: { type: "string" },
    sections: { type: "string", default: Object.keys(sections).join(",") },
    rebuild: { type: "boolean", default: false },
  },
});

/** Each item of a comma-separated option, checked against what it may name. */
function listOption<Item extends string>(option: string, value: string, isKnown: (item: string) => item is Item, known: readonly string[]): Item[] {
  return value.split(",").map((item) => {
    if (!isKnown(item)) throw new Error(`unknown ${option} ${item}; known: ${known.join(", ")}`);
    return item;
  });
}
const isSection = (name: string): name is string => Object.hasOwn(sections, name);
const isPageType = (name: string): name is PageType => Object.hasOwn(pageTypes, name);

const runs = Number(options.runs);
const langs: Language[] = listOption("language", options.langs, isLanguage, languages);
const selected = new Set(listOption("section", options.sections, isSection, Object.keys(sections)));
// Lighthouse's budget names four page types; the thank-you page joins only when asked for by --pages.
const pages = options.pages ? listOption("page", options.pages, isPageType, Object.keys(pageTypes)) : null;

// AstroWind's static build, beside the project's folder (../shared/peers/README.md), or where BENCH_PEER_DIR says.
const PEER_DIR = path.resolve(process.env.BENCH_PEER_DIR ?? fileURLToPath(new URL("../../../shared/peers/astrowind/dist", import.meta.url)));
// Ours on it, the peer on the next port, the bare server of the throughput on the one after, the floor on the next.
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3400);

/**
 * Runs a section that times something once the rest of the machine is quiet (./machine.ts), and keeps in
 * `machine[name]` how busy the rest of the machine was before and while it ran.
 */
async function onQuietMachine(name: string, machine: Record<string, { before: QuietWait; during: MachineShare | null }>, run: () => Promise<SectionReport>) {
  const before = await waitForQuietMachine();
  if (before.waitedMs > 5000) {
    console.log(
      `  ${name}: waited ${Math.round(before.waitedMs / 1000)} s for the rest of the machine to go quiet${before.quiet ? "" : `; it did not (${before.othersPercent} % other processes, ${before.stealPercent} % steal)`}`,
    );
  }
  const during = watchMachine();
  const report = await run();
  machine[name] = { before, during: during() };
  return report;
}

/** Time outside the bench takes time from its samples: a section with more than a little of it is named. */
function describeMachine(machine: Record<string, { before: QuietWait; during: MachineShare | null }>) {
  const rows = Object.entries(machine).flatMap(([section, { before, during }]) => (during ? [{ section, before, during }] : []));
  if (!rows.length) return;
  console.log("The machine while each section ran (CPU time of other processes, the host's steal and the bench, % of all cores):");
  console.table(
    rows.map(({ section, before, during }) => ({
      section,
      othersPercent: during.othersPercent,
      stealPercent: during.stealPercent,
      benchPercent: during.benchPercent,
      beforeOthersPercent: before.othersPercent,
      waitedS: Math.round(before.waitedMs / 1000),
    })),
  );
  for (const { section, during } of rows) {
    if (during.othersPercent + during.stealPercent > 5)
      console.log(`  ${section}: ${round(during.othersPercent + during.stealPercent)} % of the machine went elsewhere while it ran; its times read high.`);
  }
}

const startedAt = Date.now();
ensureBuild({ rebuild: options.rebuild });
const chosen = Object.entries(sections).filter(([name]) => selected.has(name));
const needs = new Set(chosen.flatMap(([, section]) => section.needs));
const bench: SiteBench = {
  runs,
  shortRuns: Math.min(runs, 3),
  langs,
  pages: (fallback) => pages ?? fallback,
  servers: {},
  basePort: BASE_PORT,
};
try {
  bench.servers.ours = await startSite({ port: BASE_PORT });
  if (needs.has("peer")) {
    if (!existsSync(path.join(PEER_DIR, "index.html"))) {
      throw new Error(`the peer's build is not at ${PEER_DIR}: set BENCH_PEER_DIR to AstroWind's dist/ folder, or run only --sections throughput,headers`);
    }
    bench.servers.peer = await startPeer({ port: BASE_PORT + 1, dir: PEER_DIR });
  }
  if (needs.has("floor")) bench.servers.floor = await startFloor({ port: BASE_PORT + 3 });
  console.log(
    `Our site: dist/ at ${bench.servers.ours.origin}${bench.servers.peer ? `; peer: ${PEER_DIR} at ${bench.servers.peer.origin}` : ""}; ${runs} run(s), languages ${langs.join(",")}`,
  );

  const reports: Record<string, SectionReport> = {};
  const machine: Record<string, { before: QuietWait; during: MachineShare | null }> = {};
  for (const [name, section] of chosen) reports[name] = await (section.timed ? onQuietMachine(name, machine, () => section.run(bench)) : section.run(bench));
  const budgets = Object.values(reports).flatMap((report) => report.budgets);

  console.log(`\nBudgets (issue 14), ${runs} run(s), ${langs.join(",")}:`);
  console.table(budgets);
  for (const report of Object.values(reports)) report.printDetails();
  describeMachine(machine);

  mkdirSync("bench", { recursive: true });
  const results = Object.fromEntries(Object.entries(reports).map(([name, report]) => [name, report.result]));
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    runs,
    langs,
    minutes: round((Date.now() - startedAt) / 60_000),
    budgets,
    machine,
    ...results,
  };
  writeFileSync("bench/results.json", JSON.stringify(report, null, 2) + "\n");
  console.log(`Wrote bench/results.json (${report.minutes} min)`);
} finally {
  await Promise.all(Object.values(bench.servers).map((server) => server.stop()));
}
