import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "./scripts/find-chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3210);
// A fresh embedded database per run; the config is evaluated again in each worker, which inherits this.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "pr-site-e2e-"));
// A second server with analytics IDs set (tests/e2e/consent.spec.ts). The first has none, and without a
// country header the browser's en-US locale makes the geolocation fallback say "US": no banner there.
process.env.E2E_ANALYTICS_PORT ??= String(port + 1);
process.env.E2E_ANALYTICS_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "pr-site-e2e-analytics-"));
const analyticsPort = Number(process.env.E2E_ANALYTICS_PORT);

/**
 * The test servers ignore a developer's .env for everything that would reach outside the test: an empty
 * value counts as unset and is not overwritten by the file (server/index.ts, process.loadEnvFile).
 */
const isolatedEnv = {
  HOST: "127.0.0.1",
  NODE_ENV: "production",
  TRUST_PROXY: "loopback",
  DATABASE_URL: "",
  SMTP_URL: "",
  NOTIFY_WEBHOOK_URL: "",
  GEO_SERVICE_URL: "",
  GEO_COUNTRY_HEADER: "",
  GA4_MEASUREMENT_ID: "",
  GTM_CONTAINER_ID: "",
  CLARITY_PROJECT_ID: "",
  GOOGLE_ADS_ID: "",
};

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
    baseURL: `http://127.0.0.1:${port}`,
    // Explicit: with no CDN header the consent banner follows the browser region (US: not shown).
    locale: "en-US",
    trace: "off",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? findChromium(), args: chromiumArgs },
  },
  webServer: [
    {
      command: "npx tsx server/index.ts",
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...isolatedEnv, PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR! },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "npx tsx server/index.ts",
      url: `http://127.0.0.1:${analyticsPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...isolatedEnv,
        PORT: String(analyticsPort),
        DATA_DIR: process.env.E2E_ANALYTICS_DATA_DIR!,
        GA4_MEASUREMENT_ID: "G-E2ETEST1",
        GTM_CONTAINER_ID: "GTM-E2ETEST",
        CLARITY_PROJECT_ID: "e2etest",
        GOOGLE_ADS_ID: "AW-1234567890",
      },
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
