// `npm run bench`: how fast the site is, measured, not asserted.
//  1. Lighthouse 12 (mobile preset, simulated throttling) on home, a case page, contact and a legal page
//     in each language, N runs each (default 3): medians of the four scores, LCP, TBT, CLS and bytes, and
//     the worst run's Performance; a run Lighthouse could not complete is reported and left out.
//  2. First-load JavaScript and CSS per page type, KB gzip, from the prerendered HTML.
//  3. Requests per second for a prerendered page under load (autocannon on loopback, bounded in time).
// Prints tables and writes bench/results.json. Options: --runs N, --langs it,en --pages home,case
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, findChromium } from "../find-chromium.mjs";
import { ensureBuild, startServer } from "./server.mjs";

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}

const runs = Number(option("runs", "3"));
const langs = option("langs", "it,en,zh,fr").split(",");
const pageTypes = {
  home: (lang) => `/${lang}`,
  case: (lang) => `/${lang}/airhelp-case`,
  contact: (lang) => (lang === "it" ? "/it/contattaci" : `/${lang}/contact`),
  legal: (lang) => `/${lang}/privacypolicy`,
};
const selectedTypes = option("pages", Object.keys(pageTypes).join(",")).split(",");

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function lighthouseTable(origin) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const rows = [];
  try {
    for (const type of selectedTypes) {
      for (const lang of langs) {
        const url = origin + pageTypes[type](lang);
        const samples = [];
        const failedRuns = [];
        for (let run = 0; run < runs; run += 1) {
          const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
          // A run Lighthouse could not complete (a metric it failed to compute leaves Performance without
          // a score) is a failed measurement, not a score of 0: reported, and left out of the medians.
          const scored = Object.values(lhr.categories).flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]));
          const errors = [lhr.runtimeError?.message, ...scored.filter((audit) => audit.scoreDisplayMode === "error").map((audit) => `${audit.id}: ${audit.errorMessage}`)].filter(Boolean);
          if (errors.length) {
            failedRuns.push(errors.join("; "));
            continue;
          }
          samples.push({
            performance: lhr.categories.performance.score * 100,
            accessibility: lhr.categories.accessibility.score * 100,
            bestPractices: lhr.categories["best-practices"].score * 100,
            seo: lhr.categories.seo.score * 100,
            lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
            tbtMs: lhr.audits["total-blocking-time"].numericValue,
            cls: lhr.audits["cumulative-layout-shift"].numericValue,
            kb: lhr.audits["total-byte-weight"].numericValue / 1024,
            // Every script the visit downloaded, lazy chunks included (transfer size: Brotli, ADR 0016).
            scriptKb: lhr.audits["resource-summary"].details.items.find((item) => item.resourceType === "script").transferSize / 1024,
            failed: scored.filter((audit) => audit.score !== null && audit.score < 1).map((audit) => audit.id),
          });
        }
        const row = { page: type, lang, path: pageTypes[type](lang), runs: samples.length };
        for (const key of ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "tbtMs", "cls", "kb", "scriptKb"]) {
          row[key] = samples.length ? Math.round(median(samples.map((sample) => sample[key])) * 1000) / 1000 : null;
        }
        // The median is the target; the worst run shows how far the machine's noise reached.
        row.worstPerformance = samples.length ? Math.min(...samples.map((sample) => sample.performance)) : null;
        row.notPerfect = [...new Set(samples.flatMap((sample) => sample.failed))];
        row.failedRuns = failedRuns;
        rows.push(row);
        console.log(`  ${row.path}: perf ${row.performance} (worst run ${row.worstPerformance}), a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}`);
        for (const failure of failedRuns) console.log(`  ${row.path}: a run failed: ${failure}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** The scripts and stylesheets a first visit downloads, read from the prerendered HTML. */
function firstLoadBytes() {
  const result = {};
  const files = { home: "build/client/en/index.html", case: "build/client/en/airhelp-case/index.html", legal: "build/client/en/privacypolicy/index.html" };
  for (const [type, file] of Object.entries(files)) {
    const html = readFileSync(file, "utf8");
    const assets = (pattern) => [...new Set([...html.matchAll(pattern)].map((match) => match[1]))];
    const gzipKb = (paths) =>
      Math.round(paths.reduce((sum, asset) => sum + gzipSync(readFileSync(`build/client${asset}`)).length, 0) / 102.4) / 10;
    // The chunks the page's loader script adds after the first paint (docs/decisions/0007).
    const js = assets(/(\/assets\/[\w.-]+\.js)/g);
    const css = assets(/href="(\/assets\/[^"]+\.css)"/g);
    const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + gzipSync(match[1]).length, 0);
    result[type] = { jsKbGzip: gzipKb(js), jsFiles: js.length, inlineScriptKbGzip: Math.round(inline / 102.4) / 10, cssKbGzip: gzipKb(css), htmlKbGzip: Math.round(gzipSync(html).length / 102.4) / 10 };
  }
  return result;
}

async function throughput(origin) {
  const result = await autocannon({ url: `${origin}/en/privacypolicy`, connections: 50, duration: 10, headers: { "accept-encoding": "gzip" } });
  return {
    path: "/en/privacypolicy",
    connections: 50,
    seconds: 10,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

ensureBuild();
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3400) });
try {
  console.log(`Lighthouse 12, mobile, ${runs} run(s) per page:`);
  const lighthouseRows = await lighthouseTable(server.origin);
  console.table(lighthouseRows.map(({ notPerfect, failedRuns, ...row }) => row));
  const notPerfect = lighthouseRows.filter((row) => row.notPerfect.length);
  for (const row of notPerfect) console.log(`  ${row.path} audits below 1: ${row.notPerfect.join(", ")}`);

  const bytes = firstLoadBytes();
  console.log("First load, KB gzip:");
  console.table(bytes);

  const load = await throughput(server.origin);
  console.log("Prerendered page under load (autocannon, loopback):");
  console.table([load]);

  mkdirSync("bench", { recursive: true });
  writeFileSync("bench/results.json", JSON.stringify({ date: new Date().toISOString(), node: process.version, lighthouse: lighthouseRows, firstLoad: bytes, throughput: load }, null, 2) + "\n");
  console.log("Wrote bench/results.json");
} finally {
  await server.stop();
}
