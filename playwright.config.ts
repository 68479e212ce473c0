import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium, installRobotoWhenMissing } from "./scripts/find-chromium.mjs";
import { isolatedEnv, testServers } from "./tests/e2e/servers";

function server(port: number, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: "npx tsx server/index.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { ...isolatedEnv, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}

// Two tests in tests/e2e/fonts.spec.ts give a browser Roboto alone, as an Android phone has: installed
// here when missing (root on Debian), before the tests start rather than inside a test's time limit, and
// by the runner only (each worker loads this file again). Elsewhere those two tests fail and say what to
// install; the others run.
if (process.env.TEST_WORKER_INDEX === undefined) installRobotoWhenMissing();

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${testServers.port}`,
    // Explicit: with no CDN header the consent banner follows the browser region (US: not shown).
    locale: "en-US",
    trace: "off",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? findChromium(), args: chromiumArgs },
  },
  webServer: [
    server(testServers.port, testServers.dataDir),
    // With analytics IDs set (tests/e2e/consent.spec.ts, security.spec.ts).
    server(testServers.analyticsPort, testServers.analyticsDataDir, {
      GA4_MEASUREMENT_ID: "G-E2ETEST1",
      GTM_CONTAINER_ID: "GTM-E2ETEST",
      CLARITY_PROJECT_ID: "e2etest",
      GOOGLE_ADS_ID: "AW-1234567890",
    }),
  ],
});
