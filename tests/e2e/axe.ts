import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's findings on the page as it is now, one line per rule with the elements it flags (empty: no
 * violation). axe runs in the page itself, with its default rules; our pages hold no frames, so this is what
 * @axe-core/playwright reports, without the blank page it opens per analysis to merge frames' results,
 * which cost more than the analysis itself in a suite that runs axe about a hundred times.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run());
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
