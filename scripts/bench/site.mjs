// `npm run bench`: the budgets of issue 14, measured side by side with the peer (../shared/peers/README.md),
// not asserted. Our site is served from its production build (dist/) by the production server; the peer's
// static build by a server that
// compresses exactly as ours (scripts/bench/peer-server.mjs). Every paired measurement runs the peer and
// us one right after the other, so both see the same machine, and Lighthouse swaps who goes first from
// one pair to the next; pairs are the peer's / with our home and its /about/ with a case page.
//  js           JavaScript fetched by a phone visit that loads and sits still 5 s (CDP network events; every
//               script's decoded body gzipped, so the transport's Brotli or gzip does not skew it), per page.
//  lighthouse   Lighthouse 13, mobile: medians of --runs runs alternated with the peer, then one run per page
//               while a busy-loop process spins on one core (our worst Performance under load), then home
//               in each language slowed for real (DevTools throttling, up to 3 pairs), a cross-check of the
//               simulation's TBT with no budget of its own.
//  interactions With the CPU slowed 4× (CDP), up to 3 samples: tap to the next paint, as INP times it (Event
//               Timing; the older pointerdown-to-two-frames figure beside it), for the phone menu, the footer's
//               cookie settings; an empty contact form's submit to its error summary painted, the name field
//               focused first and the form's checks ready, as a visitor's typing leaves them; a language link to the other page's first contentful paint. Controls are found by the role and
//               name a visitor sees; a missing one is n/a. Each is alternated with a reference in the peer
//               column: the peer's phone menu, or the same kind of tap on a page of nothing
//               (scripts/bench/floor-server.mjs), what this machine's Chromium takes for it by itself. The
//               browser first visits every page and reference once, untimed: just launched, it reads from
//               disk what a phone in use holds in memory (the CJK system font: 2.5 s on a first Chinese page).
//  navigation   With the CPU slowed 4×, 12 samples each, p75: a link the pointer rests on, then clicked, from the
//               press to the next page's first contentful paint, in Chromium driven through its tab target, where
//               our pages prerender on hover as for a visitor (scripts/bench/navigation.mjs): the language switch
//               and a case card on home, alternated with AstroWind's header link from / to /about and a page of
//               nothing to the next, one untimed round first.
//  throughput   Requests/s of a prerendered page, 50 connections, up to 3 rounds of 5 s, against a bare node:http server sending
//               the same bytes and headers (autocannon, bounded in time).
//  headers      The MDN HTTP Observatory's own grade of our server behind a stand-in TLS proxy (it installs a pinned
//               copy on first use; scripts/bench/observatory.mjs), and the header rules of the budgets.
// Each section that times anything waits first, up to 2 minutes, for the rest of the machine to go quiet
// (scripts/bench/machine.mjs), and the table "The machine while each section ran" says how much CPU time
// other processes took from it meanwhile: a section with more than 5 % of it is named, its times read high.
// Prints one budget table, then the detail tables, and writes bench/results.json.
// Options: --runs N (default 5)  --langs it,en,zh,fr  --pages home,case,contact,legal,thank-you
//          --sections js,lighthouse,interactions,navigation,throughput,headers  --rebuild (build the site folder first)
// The full default run takes about 40 minutes on a 2-core machine, nearly all of it Lighthouse; keep
// the machine otherwise idle. `--runs 1 --langs it` takes about 5 minutes; `--sections navigation --langs en`, about 4.
// Run through npm (Node 24, ADR 0017): `npm run bench -- --runs 1 --langs it`.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { contactCopy } from "~/content/contact/index.ts";
import { languageNames, languages } from "~/i18n/languages.ts";
import { uiMessages } from "~/content/messages/index.ts";
import { pagePath } from "~/lib/pages.ts";
import { interactionToPaint, launchBrowser, scriptsFetched, warmUp } from "./browser.mjs";
import { launchNavigationBrowser, NAVIGATION_CPU_SLOWDOWN, NAVIGATION_SAMPLES, navigationToPaint, summarizeNavigation } from "./navigation.mjs";
import { headerRules } from "./headers.mjs";
import { busyLoop, launchChrome, lighthouseRun } from "./lighthouse.mjs";
import { waitForQuietMachine, watchMachine } from "./machine.mjs";
import { ensureBuild, startFloor, startPeer, startServer } from "./server.mjs";
import { throughput } from "./throughput.mjs";

const allSections = ["js", "lighthouse", "interactions", "navigation", "throughput", "headers"];
const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    langs: { type: "string", default: languages.join(",") },
    pages: { type: "string" },
    sections: { type: "string", default: allSections.join(",") },
    rebuild: { type: "boolean", default: false },
  },
});
const runs = Number(options.runs);
const langs = options.langs.split(",");
const sections = new Set(options.sections.split(","));
for (const section of sections) if (!allSections.includes(section)) throw new Error(`unknown section ${section}; known: ${allSections.join(", ")}`);

/** Each page type: the page it measures on our site, the peer's page it pairs with, its JS budget (KB gzip). */
const pageTypes = {
  home: { page: "home", peer: "/", jsBudgetKb: 15 },
  case: { page: "airhelp-case", peer: "/about/", jsBudgetKb: 10 },
  contact: { page: "contact", jsBudgetKb: 75 },
  legal: { page: "privacypolicy", jsBudgetKb: 10 },
  "thank-you": { page: "thank-you", jsBudgetKb: 10 },
};
// Lighthouse's budget names four page types; the thank-you page joins only when asked for by --pages.
const selectedPages = (fallback) => (options.pages ? options.pages.split(",") : fallback);
for (const type of selectedPages([])) if (!pageTypes[type]) throw new Error(`unknown page ${type}; known: ${Object.keys(pageTypes).join(", ")}`);

// AstroWind's static build, beside the project's folder (../shared/peers/README.md), or where BENCH_PEER_DIR says.
const PEER_DIR = path.resolve(process.env.BENCH_PEER_DIR ?? fileURLToPath(new URL("../../../shared/peers/astrowind/dist", import.meta.url)));
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3400);

// Three samples at most for the interactions, the throughput rounds and the loads slowed for real: they
// vary less than a simulated page load, and each costs the machine more (a page loaded on a 4× slower
// CPU, or over a slow link; 10 s at full load).
const shortRuns = Math.min(runs, 3);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
const round = (value, digits = 1) => (value === null || value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits);
const kb = (bytes) => round(bytes / 1024);
const ratio = (ours, peer) => (ours === null || peer === null || peer === undefined || peer === 0 ? null : round(ours / peer, 2));

/**
 * Measures the peer's page (when the type has one) and ours, one right after the other. Which goes first
 * swaps with `turn`: in one Chromium, the second of two Lighthouse runs reads a lower TBT (our home, 3
 * pairs with ours first: 81-303 ms, median 142, against 85 when it ran second), so a fixed order would
 * flatter whichever side always goes second.
 */
async function paired(servers, type, lang, measure, turn = 0) {
  const peerPath = pageTypes[type].peer;
  const measurePeer = async () => (peerPath ? measure(servers.peer.origin + peerPath) : null);
  const measureOurs = () => measure(servers.ours.origin + pagePath(pageTypes[type].page, lang));
  if (turn % 2 === 1) {
    const ours = await measureOurs();
    return { peer: await measurePeer(), ours };
  }
  const peer = await measurePeer();
  return { peer, ours: await measureOurs() };
}

async function jsSection(servers) {
  const browser = await launchBrowser();
  const rows = [];
  try {
    for (const type of selectedPages(Object.keys(pageTypes))) {
      for (const lang of langs) {
        const { peer, ours } = await paired(servers, type, lang, (url) => scriptsFetched(browser, url));
        const oursKb = kb(ours.gzipBytes);
        rows.push({
          page: type,
          lang,
          status: ours.status,
          files: ours.files,
          kbGzip: oursKb,
          kbOnWireWithHeaders: kb(ours.transferBytes),
          inlineKbGzip: kb(ours.inlineGzipBytes),
          peerKbGzip: peer ? kb(peer.gzipBytes) : null,
          ratio: peer ? ratio(oursKb, kb(peer.gzipBytes)) : null,
          budgetKb: pageTypes[type].jsBudgetKb,
          scripts: ours.urls,
        });
        console.log(`  js ${type} ${lang}: ${oursKb} KB gzip in ${ours.files} file(s)${peer ? `, peer ${kb(peer.gzipBytes)} KB` : ""}`);
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const lighthouseKeys = ["performance", "accessibility", "bestPractices", "seo", "fcpMs", "lcpMs", "tbtMs", "cls", "scriptTransferKb"];

/** Medians of the completed runs, the worst Performance, and what went wrong in the others. */
function summarize(samples) {
  const done = samples.filter((sample) => !sample.error);
  const summary = { runs: done.length };
  for (const key of lighthouseKeys) summary[key] = round(median(done.map((sample) => sample[key])), key === "cls" ? 3 : 0);
  summary.worstPerformance = done.length ? Math.min(...done.map((sample) => sample.performance)) : null;
  // Run by run, in order: one page's TBT spreads from 0 to over 200 ms on this machine, and a median of
  // five says less than it seems to.
  summary.tbtRunsMs = done.map((sample) => round(sample.tbtMs, 0));
  summary.notPerfect = [...new Set(done.flatMap((sample) => sample.notPerfect))];
  summary.failedRuns = samples.filter((sample) => sample.error).map((sample) => sample.error);
  return summary;
}

async function lighthouseSection(servers) {
  const types = selectedPages(["home", "case", "contact", "legal"]);
  const chrome = await launchChrome();
  const rows = [];
  const busyRows = [];
  const appliedRows = [];
  try {
    for (const type of types) {
      for (const lang of langs) {
        const peerSamples = [];
        const oursSamples = [];
        for (let run = 0; run < runs; run += 1) {
          const { peer, ours } = await paired(servers, type, lang, (url) => lighthouseRun(chrome, url), run);
          if (peer) peerSamples.push(peer);
          oursSamples.push(ours);
        }
        const ours = summarize(oursSamples);
        const peer = peerSamples.length ? summarize(peerSamples) : null;
        rows.push({ page: type, lang, ours, peer });
        console.log(`  lighthouse ${type} ${lang}: perf ${ours.performance} (worst ${ours.worstPerformance}), LCP ${ours.lcpMs} ms, TBT ${ours.tbtMs} ms [${ours.tbtRunsMs.join(", ")}]${peer ? `; peer perf ${peer.performance}, LCP ${peer.lcpMs} ms, TBT ${peer.tbtMs} ms [${peer.tbtRunsMs.join(", ")}]` : ""}`);
        for (const failure of [...ours.failedRuns, ...(peer?.failedRuns ?? [])]) console.log(`    a run failed: ${failure}`);
      }
    }
    // Bounded by a generous 2 minutes a run, in case a run hangs; stopped as soon as the runs are done.
    const busy = busyLoop(types.length * langs.length * 2 * 120_000);
    let busyTurn = 0;
    try {
      for (const type of types) {
        for (const lang of langs) {
          const { peer, ours } = await paired(servers, type, lang, (url) => lighthouseRun(chrome, url), busyTurn++);
          busyRows.push({ page: type, lang, ours: summarize([ours]), peer: peer ? summarize([peer]) : null });
          console.log(`  lighthouse, busy core, ${type} ${lang}: perf ${ours.performance ?? ours.error}${peer ? `; peer ${peer.performance ?? peer.error}` : ""}`);
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
        const peerSamples = [];
        const oursSamples = [];
        for (let run = 0; run < shortRuns; run += 1) {
          const { peer, ours } = await paired(servers, "home", lang, (url) => lighthouseRun(chrome, url, { throttlingMethod: "devtools" }), run);
          peerSamples.push(peer);
          oursSamples.push(ours);
        }
        const row = { page: "home", lang, ours: summarize(oursSamples), peer: summarize(peerSamples) };
        appliedRows.push(row);
        console.log(`  lighthouse, slowed for real, home ${lang}: perf ${row.ours.performance}, TBT ${row.ours.tbtMs} ms [${row.ours.tbtRunsMs.join(", ")}]; peer perf ${row.peer.performance}, TBT ${row.peer.tbtMs} ms [${row.peer.tbtRunsMs.join(", ")}]`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return { runs, rows, busyRows, appliedRows };
}

/**
 * What each interaction is measured beside, alternated with ours: the peer's own phone menu, or the same
 * kind of tap on a page of nothing (scripts/bench/floor-server.mjs), the engine's share of the time.
 */
const interactionReferences = {
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
};

/** The four interactions of the budget, each found by what a visitor sees in the page's language. */
function interactions(lang) {
  const words = uiMessages(lang);
  const menuButton = (page) => page.getByRole("button", { name: words.nav.openMenu, exact: true }).filter({ visible: true }).first();
  const next = languages[(languages.indexOf(lang) + 1) % languages.length];
  const submitButton = (page) => page.getByRole("button", { name: contactCopy(lang).submit, exact: true }).first();
  return [
    { name: "phone menu", page: "home", budgetMs: 100, outcome: "opens", reference: interactionReferences.peerMenu, control: async (page) => menuButton(page) },
    {
      name: "cookie settings",
      page: "home",
      budgetMs: 100,
      outcome: "opens",
      reference: interactionReferences.floorLayer,
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
      reference: interactionReferences.floorLayer,
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
      reference: interactionReferences.floorPage,
      // On a phone the language links sit in the menu: opening it is part of the way there, not of the timing.
      control: async (page) => {
        // Named as the switcher names it: the code it shows, then the language (src/components/language-switcher.tsx).
        const link = () => page.getByRole("link", { name: `${next.toUpperCase()}, ${languageNames[next]}`, exact: true }).filter({ visible: true }).first();
        if (!(await link().isVisible()) && (await menuButton(page).isVisible())) {
          await menuButton(page).click();
          await link().waitFor({ state: "visible", timeout: 5000 }).catch(() => {});
        }
        return link();
      },
    },
  ];
}

/** Medians and worst of the samples that measured something, and why the others did not. */
function summarizeTaps(samples) {
  const measured = samples.map((sample) => sample.ms).filter((ms) => ms !== null);
  const afterFrames = samples.map((sample) => sample.afterFramesMs).filter((ms) => typeof ms === "number");
  return {
    medianMs: median(measured),
    worstMs: measured.length ? Math.max(...measured) : null,
    runs: measured.length,
    // The older measure, pointerdown to the second frame after the answer (scripts/bench/browser.mjs).
    afterFramesWorstMs: afterFrames.length ? Math.max(...afterFrames) : null,
    method: [...new Set(samples.map((sample) => sample.method).filter(Boolean))].join(", "),
    note: [...new Set(samples.map((sample) => sample.note).filter(Boolean))].join("; "),
  };
}

const describeTaps = ({ medianMs, worstMs, afterFramesWorstMs, note }) =>
  `${medianMs === null ? "n/a" : `median ${medianMs} ms, worst ${worstMs} ms${afterFramesWorstMs === null ? "" : ` (two frames after: worst ${afterFramesWorstMs} ms)`}`}${note ? ` (${note})` : ""}`;

async function interactionsSection(servers) {
  const browser = await launchBrowser();
  const rows = [];
  try {
    // Every page a tap starts on or leads to (a language link leads to the next language's home), and the references'.
    const oursVisited = [...languages.map((lang) => pagePath("home", lang)), ...langs.flatMap((lang) => interactions(lang).map(({ page }) => pagePath(page, lang)))];
    const referencesVisited = Object.values(interactionReferences).map(({ server, path }) => servers[server].origin + path);
    await warmUp(browser, [...new Set([...referencesVisited, ...oursVisited.map((path) => servers.ours.origin + path)])]);
    for (const lang of langs) {
      for (const { name, page, budgetMs, outcome, result, control, reference } of interactions(lang)) {
        const samples = [];
        const referenceSamples = [];
        // The reference first, then ours, run by run: both see the same machine.
        for (let run = 0; run < shortRuns; run += 1) {
          if (reference) referenceSamples.push(await interactionToPaint(browser, servers[reference.server].origin + reference.path, { ...reference, ready: null }));
          samples.push(await interactionToPaint(browser, servers.ours.origin + pagePath(page, lang), { control, outcome, result }));
        }
        const ours = summarizeTaps(samples);
        const beside = reference ? { reference: reference.label, ...summarizeTaps(referenceSamples) } : null;
        rows.push({
          interaction: name,
          lang,
          ...ours,
          budgetMs,
          reference: beside?.reference ?? "",
          referenceMedianMs: beside?.medianMs ?? null,
          referenceWorstMs: beside?.worstMs ?? null,
          referenceAfterFramesWorstMs: beside?.afterFramesWorstMs ?? null,
          referenceNote: beside?.note ?? "",
        });
        console.log(`  ${name} ${lang}: ${describeTaps(ours)}${beside ? `; ${beside.reference}: ${describeTaps(beside)}` : ""}`);
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * What each navigation is measured beside, alternated with ours in every round: AstroWind's own header
 * link from its home (/) to /about (the page paired with a case page), in its "Pages" menu that opens on
 * hover, and a page of nothing to the next. Neither prerenders.
 */
const navigationReferences = {
  peer: { label: "AstroWind's header link, / to /about", server: "peer", path: "/", ready: null, hoverFirst: ["header nav li.dropdown:nth-child(2) > button"], link: 'header nav a[href="/about"]' },
  floor: { label: "a page of nothing to the next", server: "floor", path: "/", ready: null, link: 'a[href="/next"]' },
};

/** Issue 46's navigations from home in `lang`: the header's link to French (as the issue read it, from /en; from /fr to English), and a case card. */
function navigations(lang) {
  const next = lang === "fr" ? "en" : "fr";
  const home = { server: "ours", path: pagePath("home", lang), budgetMs: 100 };
  return [
    { ...home, name: `language switch to ${next}`, link: `header a[data-switch-language="${next}"]` },
    { ...home, name: "case opening", link: `#business-cases-section a[href="${pagePath(pageTypes.case.page, lang)}"]` },
  ];
}

const describeNavigation = ({ p75Ms, medianMs, samples, prerendered, note }) =>
  `${p75Ms === null ? "n/a" : `p75 ${p75Ms} ms, median ${medianMs} ms`} of ${samples}, ${prerendered} from a prerender${note ? ` (${note})` : ""}`;

async function navigationSection(servers) {
  const browser = await launchNavigationBrowser();
  try {
    const ours = langs.flatMap(navigations);
    const steps = [navigationReferences.peer, ...ours, navigationReferences.floor];
    const measure = (step) => navigationToPaint(browser, servers[step.server].origin + step.path, step);
    // One untimed round: the browser reads its fonts from disk the first time (warmUp in browser.mjs says why).
    for (const step of steps) await measure(step);
    const samples = new Map(steps.map((step) => [step, []]));
    const rounds = Math.max(runs, NAVIGATION_SAMPLES);
    for (let round = 0; round < rounds; round += 1) {
      // Each round starts one step further on, so that no step always follows the same one.
      for (let index = 0; index < steps.length; index += 1) {
        const step = steps[(index + round) % steps.length];
        samples.get(step).push(await measure(step));
      }
    }
    const peer = summarizeNavigation(samples.get(navigationReferences.peer));
    const floor = summarizeNavigation(samples.get(navigationReferences.floor));
    console.log(`  navigation, ${navigationReferences.peer.label}: ${describeNavigation(peer)}; ${navigationReferences.floor.label}: ${describeNavigation(floor)}`);
    const rows = ours.map((step) => {
      const row = summarizeNavigation(samples.get(step));
      console.log(`  navigation, ${step.name} ${step.path}: ${describeNavigation(row)}`);
      return { navigation: step.name, from: step.path, ...row, budgetMs: step.budgetMs, peerP75Ms: peer.p75Ms, peerMedianMs: peer.medianMs, floorP75Ms: floor.p75Ms, floorMedianMs: floor.medianMs };
    });
    return { cpuSlowdown: NAVIGATION_CPU_SLOWDOWN, rows, peer: { label: navigationReferences.peer.label, ...peer }, floor: { label: navigationReferences.floor.label, ...floor } };
  } finally {
    await browser.close();
  }
}

/**
 * Runs a section that times something once the rest of the machine is quiet (scripts/bench/machine.mjs),
 * and keeps in `machine[name]` how busy the rest of the machine was before and while it ran.
 */
async function onQuietMachine(name, machine, run) {
  const before = await waitForQuietMachine();
  if (before.waitedMs > 5000) console.log(`  ${name}: waited ${Math.round(before.waitedMs / 1000)} s for the rest of the machine to go quiet${before.quiet ? "" : `; it did not (${before.othersPercent} % other processes, ${before.stealPercent} % steal)`}`);
  const during = watchMachine();
  const result = await run();
  machine[name] = { before, during: during() };
  return result;
}

/** Time outside the bench takes time from its samples: a section with more than a little of it is named. */
function describeMachine(machine) {
  const rows = Object.entries(machine).filter(([, { during }]) => during);
  if (!rows.length) return;
  console.log("The machine while each section ran (CPU time of other processes, the host's steal and the bench, % of all cores):");
  console.table(rows.map(([section, { before, during }]) => ({ section, othersPercent: during.othersPercent, stealPercent: during.stealPercent, benchPercent: during.benchPercent, beforeOthersPercent: before.othersPercent, waitedS: Math.round(before.waitedMs / 1000) })));
  for (const [section, { during }] of rows) {
    if (during.othersPercent + during.stealPercent > 5) console.log(`  ${section}: ${round(during.othersPercent + during.stealPercent)} % of the machine went elsewhere while it ran; its times read high.`);
  }
}

async function throughputSection(servers) {
  const result = await throughput({ origin: servers.ours.origin, pagePath: pagePath("privacypolicy", langs[0]), port: BASE_PORT + 2, rounds: shortRuns });
  const bare = median(result.samples.map((sample) => sample.bare.requestsPerSecond));
  const ours = median(result.samples.map((sample) => sample.ours.requestsPerSecond));
  console.log(`  throughput ${result.path}: ours ${ours} req/s, bare node:http ${bare} req/s`);
  return { ...result, bareRequestsPerSecond: bare, oursRequestsPerSecond: ours, ratio: ratio(ours, bare) };
}

/** The one table: each budget, our value, the peer's where there is one, and whether it holds. */
function budgetTable(results) {
  const rows = [];
  const add = (budget, ours, peer, holds, limit) =>
    rows.push({ budget, ours: ours ?? "n/a", peer: peer ?? "", ratio: typeof ours === "number" && typeof peer === "number" ? ratio(ours, peer) : "", limit, status: ours === null || ours === undefined ? "n/a" : holds ? "ok" : "OVER" });
  const worst = (values, pick = Math.max) => (values.length ? pick(...values) : null);

  if (results.js) {
    for (const group of [["home"], ["case", "legal", "thank-you"], ["contact"]]) {
      // A page that does not exist yet (a 404) is not measured, whatever its error page loads.
      const groupRows = results.js.filter((row) => group.includes(row.page) && row.status < 400);
      const ours = worst(groupRows.map((row) => row.kbGzip));
      const peer = worst(groupRows.map((row) => row.peerKbGzip).filter((kbGzip) => kbGzip !== null));
      const limit = pageTypes[group[0]].jsBudgetKb;
      add(`JS in 5 s still, KB gzip, worst of ${group.join("/")}`, ours, peer, ours <= limit, `≤ ${limit}`);
    }
  }
  if (results.lighthouse) {
    const { rows: lh, busyRows } = results.lighthouse;
    const perf = lh.map((row) => row.ours.performance).filter((value) => value !== null);
    add("Lighthouse Performance median, lowest page", worst(perf, Math.min), worst(lh.map((row) => row.peer?.performance).filter((value) => typeof value === "number"), Math.min), worst(perf, Math.min) === 100, "= 100");
    const pairs = lh.filter((row) => row.peer && row.ours.tbtMs !== null && row.peer.tbtMs !== null);
    if (pairs.length) {
      const excess = worst(pairs.map((row) => row.ours.tbtMs - row.peer.tbtMs));
      add("TBT median, ours − peer, worst pair (ms)", excess, null, excess <= 30, "≤ +30");
    }
    const home = lh.filter((row) => row.page === "home" && row.peer && row.ours.lcpMs !== null && row.peer.lcpMs !== null);
    if (home.length) {
      const worstRow = home.reduce((a, b) => (a.ours.lcpMs / a.peer.lcpMs >= b.ours.lcpMs / b.peer.lcpMs ? a : b));
      add("LCP median on home (ms), worst language", worstRow.ours.lcpMs, worstRow.peer.lcpMs, worstRow.ours.lcpMs <= 0.8 * worstRow.peer.lcpMs, "≤ 0.8 × peer");
    }
    const cls = worst(lh.map((row) => row.ours.cls).filter((value) => value !== null));
    add("CLS median, worst page", cls, worst(lh.map((row) => row.peer?.cls).filter((value) => typeof value === "number")), cls <= 0.01, "≤ 0.01");
    const busy = worst(busyRows.map((row) => row.ours.performance).filter((value) => value !== null), Math.min);
    add("Performance with a busy core, worst page", busy, worst(busyRows.map((row) => row.peer?.performance).filter((value) => typeof value === "number"), Math.min), busy >= 95, "≥ 95");
    const applied = results.lighthouse.appliedRows.filter((row) => row.ours.tbtMs !== null && row.peer.tbtMs !== null);
    if (applied.length) {
      const worstRow = applied.reduce((a, b) => (a.ours.tbtMs - a.peer.tbtMs >= b.ours.tbtMs - b.peer.tbtMs ? a : b));
      rows.push({ budget: `TBT median on home slowed for real (DevTools throttling), worst language (${worstRow.lang})`, ours: worstRow.ours.tbtMs, peer: worstRow.peer.tbtMs, ratio: "", limit: "no budget (cross-check)", status: "" });
    }
  }
  for (const row of results.interactions ?? [])
    add(`4× CPU: ${row.interaction} (ms, worst, ${row.lang}; peer = ${row.reference})${row.afterFramesWorstMs === null ? "" : `; two frames after: ${row.afterFramesWorstMs} / peer ${row.referenceAfterFramesWorstMs ?? "–"}`}`, row.worstMs, row.referenceWorstMs, row.worstMs <= row.budgetMs, `≤ ${row.budgetMs}`);
  for (const row of results.navigation?.rows ?? [])
    add(`4× CPU: ${row.navigation} from ${row.from}, tap to next paint (ms, p75 of ${row.samples}, ${row.prerendered} from a prerender; peer = ${results.navigation.peer.label}; floor ${row.floorP75Ms ?? "n/a"})`, row.p75Ms, row.peerP75Ms, row.p75Ms <= row.budgetMs, `≤ ${row.budgetMs}`);
  if (results.throughput) {
    const { oursRequestsPerSecond, bareRequestsPerSecond } = results.throughput;
    add(`req/s, ${results.throughput.path}, 50 conn. (peer = bare node:http)`, oursRequestsPerSecond, bareRequestsPerSecond, oursRequestsPerSecond >= 0.8 * bareRequestsPerSecond, "≥ 0.8 × bare");
  }
  if (results.headers) {
    const h = results.headers;
    add("Observatory grade behind TLS", h.observatoryGrade, null, h.observatoryGrade === "A+", "A+");
    add("CSP script-src without 'unsafe-inline'", !h.csp ? "no CSP" : h.scriptSrcUnsafeInline ? "has it" : "none", null, h.csp && !h.scriptSrcUnsafeInline, "none");
    add("Permissions-Policy header", h.permissionsPolicy ? "present" : "missing", null, Boolean(h.permissionsPolicy), "present");
  }
  return rows;
}

const startedAt = Date.now();
ensureBuild({ rebuild: options.rebuild });
const servers = {};
try {
  servers.ours = await startServer({ port: BASE_PORT });
  if (["js", "lighthouse", "interactions", "navigation"].some((section) => sections.has(section))) {
    if (!existsSync(path.join(PEER_DIR, "index.html"))) {
      throw new Error(`the peer's build is not at ${PEER_DIR}: set BENCH_PEER_DIR to AstroWind's dist/ folder, or run only --sections throughput,headers`);
    }
    servers.peer = await startPeer({ port: BASE_PORT + 1, dir: PEER_DIR });
  }
  if (sections.has("interactions") || sections.has("navigation")) servers.floor = await startFloor({ port: BASE_PORT + 3 });
  console.log(`Our site: dist/ at ${servers.ours.origin}${servers.peer ? `; peer: ${PEER_DIR} at ${servers.peer.origin}` : ""}; ${runs} run(s), languages ${langs.join(",")}`);

  const results = {};
  const machine = {};
  if (sections.has("js")) results.js = await jsSection(servers);
  if (sections.has("lighthouse")) results.lighthouse = await onQuietMachine("lighthouse", machine, () => lighthouseSection(servers));
  if (sections.has("interactions")) results.interactions = await onQuietMachine("interactions", machine, () => interactionsSection(servers));
  if (sections.has("navigation")) results.navigation = await onQuietMachine("navigation", machine, () => navigationSection(servers));
  if (sections.has("throughput")) results.throughput = await onQuietMachine("throughput", machine, () => throughputSection(servers));
  if (sections.has("headers")) results.headers = await headerRules(servers.ours.origin + pagePath("home", langs[0]));

  console.log(`\nBudgets (issue 14), ${runs} run(s), ${langs.join(",")}:`);
  console.table(budgetTable(results));
  if (results.js) console.table(results.js.map(({ scripts, ...row }) => row));
  if (results.lighthouse) {
    const flat = (rows) =>
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
    console.table(flat(results.lighthouse.rows));
    console.log("Lighthouse 13 mobile, one run with a busy core:");
    console.table(flat(results.lighthouse.busyRows));
    if (results.lighthouse.appliedRows.length) {
      console.log("Lighthouse 13 mobile slowed for real (DevTools throttling: 4× CPU, slow 4G), medians:");
      console.table(flat(results.lighthouse.appliedRows));
    }
    for (const row of results.lighthouse.rows.filter((row) => row.ours.notPerfect.length)) console.log(`  ${row.page} ${row.lang} audits below 1: ${row.ours.notPerfect.join(", ")}`);
  }
  if (results.interactions) console.table(results.interactions);
  if (results.navigation) {
    console.log(`Navigations at ${results.navigation.cpuSlowdown}× CPU, press to the next page's first contentful paint (ms):`);
    console.table([...results.navigation.rows, ...[results.navigation.peer, results.navigation.floor].map(({ label, ...reference }) => ({ navigation: label, ...reference }))]);
  }
  if (results.throughput) console.table(results.throughput.samples.map((sample, index) => ({ round: index + 1, bareReqS: sample.bare.requestsPerSecond, oursReqS: sample.ours.requestsPerSecond, bareP99Ms: sample.bare.p99Ms, oursP99Ms: sample.ours.p99Ms, oursNon2xx: sample.ours.non2xx, oursErrors: sample.ours.errors })));
  if (results.headers) {
    const h = results.headers;
    console.log(`Observatory, ${h.url} behind TLS: ${h.observatoryGrade ?? "n/a"}${h.observatoryScore === null ? "" : ` (${h.observatoryScore})`}; ${h.observatoryNote}`);
    for (const failed of h.observatoryFailed) console.log(`  failed: ${failed}`);
  }

  describeMachine(machine);

  mkdirSync("bench", { recursive: true });
  const report = { date: new Date().toISOString(), node: process.version, runs, langs, minutes: round((Date.now() - startedAt) / 60_000), budgets: budgetTable(results), machine, ...results };
  writeFileSync("bench/results.json", JSON.stringify(report, null, 2) + "\n");
  console.log(`Wrote bench/results.json (${report.minutes} min)`);
} finally {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
}
