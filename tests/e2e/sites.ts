import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The builds the browser suite runs against, one Playwright project each. While the site moves to Astro
 * (docs/decisions/0017) the React Router build in build/ and the Astro build in dist/ are served side by
 * side; every site has a plain server and one with analytics IDs set (tests/e2e/consent.spec.ts).
 */
export type SiteName = "react-router" | "islands";

export interface TestSite {
  /** The build folder the server hosts (server/index.ts --site). */
  buildDir: string;
  port: number;
  analyticsPort: number;
  /** The plain server's embedded database: tests read the stored leads from it. */
  dataDir: string;
  analyticsDataDir: string;
}

const basePort = Number(process.env.E2E_PORT ?? 3210);

/**
 * A fresh embedded database per run. The config is evaluated again in each worker, which inherits the
 * folders through the environment, so every process agrees on them.
 */
function runFolder(variable: string, prefix: string): string {
  process.env[variable] ??= mkdtempSync(path.join(tmpdir(), prefix));
  return process.env[variable]!;
}

/** Which sites a run serves and tests (`E2E_SITES=islands` for the Astro build alone). */
export const sitesUnderTest = (process.env.E2E_SITES ?? "react-router,islands").split(",") as SiteName[];

export const testSites: Record<SiteName, TestSite> = {
  "react-router": {
    buildDir: "build",
    port: basePort,
    analyticsPort: basePort + 1,
    dataDir: runFolder("E2E_DATA_DIR", "pr-site-e2e-"),
    analyticsDataDir: runFolder("E2E_ANALYTICS_DATA_DIR", "pr-site-e2e-analytics-"),
  },
  islands: {
    // Another folder lets a second checkout or a helper test its own build beside dist/.
    buildDir: process.env.E2E_ISLANDS_BUILD_DIR ?? "dist",
    port: basePort + 2,
    analyticsPort: basePort + 3,
    dataDir: runFolder("E2E_ISLANDS_DATA_DIR", "pr-site-e2e-islands-"),
    analyticsDataDir: runFolder("E2E_ISLANDS_ANALYTICS_DATA_DIR", "pr-site-e2e-islands-analytics-"),
  },
};
