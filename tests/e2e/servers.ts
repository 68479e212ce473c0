import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A fresh embedded database per run. The config is evaluated again in each worker, which inherits the
 * folders through the environment, so every process agrees on them.
 */
function runFolder(variable: string, prefix: string): string {
  process.env[variable] ??= mkdtempSync(path.join(tmpdir(), prefix));
  return process.env[variable]!;
}

const port = Number(process.env.E2E_PORT ?? 3210);

/**
 * The servers the browser suite runs against (playwright.config.ts), both on the production build in
 * dist/: a plain one, and one with analytics IDs set (tests/e2e/consent.spec.ts, security.spec.ts).
 */
export const testServers = {
  port,
  analyticsPort: port + 1,
  /** The plain server's embedded database: tests read the stored leads from it. */
  dataDir: runFolder("E2E_DATA_DIR", "pr-site-e2e-"),
  analyticsDataDir: runFolder("E2E_ANALYTICS_DATA_DIR", "pr-site-e2e-analytics-"),
};
