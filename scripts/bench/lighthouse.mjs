// Lighthouse 13 runs (mobile preset, simulated throttling unless asked otherwise) in one Chromium, and
// the busy CPU the worst-case run shares the machine with.
import { spawn } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, findChromium } from "../find-chromium.mjs";

export function launchChrome() {
  return chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ["--headless=new", ...chromiumArgs] });
}

/**
 * One run: the four scores, the metrics the budgets name and the scripts' transfer size; or the reasons
 * it could not complete (a metric Lighthouse failed to compute leaves Performance without a score: that
 * is a failed measurement, not a score of 0). `throttlingMethod: "devtools"` slows the page for real (4×
 * CPU, a slow 4G link) and reads the metrics from what happened, instead of simulating the slow phone
 * from an unthrottled load.
 */
export async function lighthouseRun(chrome, url, { throttlingMethod = "simulate" } = {}) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", throttlingMethod });
  const scored = Object.values(lhr.categories).flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]));
  // A page that did not load fails every audit with the same message: the runtime error says it once.
  const errors = lhr.runtimeError ? [lhr.runtimeError.message] : scored.filter((audit) => audit.scoreDisplayMode === "error").map((audit) => `${audit.id}: ${audit.errorMessage}`);
  if (errors.length) return { error: errors.join("; ") };
  const scripts = lhr.audits["resource-summary"].details.items.find((item) => item.resourceType === "script");
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories["best-practices"].score * 100,
    seo: lhr.categories.seo.score * 100,
    fcpMs: lhr.audits["first-contentful-paint"].numericValue,
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    scriptTransferKb: (scripts?.transferSize ?? 0) / 1024,
    notPerfect: scored.filter((audit) => audit.score !== null && audit.score < 1).map((audit) => audit.id),
  };
}

/**
 * A process spinning on one core for at most `limitMs`, and no longer than the bench lives, so the
 * runs meanwhile see a machine with another program busy. `stop()` kills it.
 */
export function busyLoop(limitMs) {
  // The loop also ends once the bench is gone (its parent changes): a bench stopped halfway must not
  // leave a core spinning under whatever runs next.
  const loop = `const end = Date.now() + ${limitMs}, parent = process.ppid; let turns = 0; while (Date.now() < end && (++turns % 1e5 !== 0 || process.ppid === parent));`;
  const child = spawn(process.execPath, ["-e", loop], { stdio: "ignore" });
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", resolve);
        child.kill("SIGKILL");
      }),
  };
}
