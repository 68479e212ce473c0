import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "./scripts/find-chromium.mjs";
import { sitesUnderTest, testSites, type SiteName } from "./tests/e2e/sites";

/**
 * The spec files the Astro build (dist/) already passes. The site moves to Astro beside the React Router
 * build (docs/decisions/0017); each area joins this list once its behaviour tests pass there unchanged,
 * and the Astro build takes over when the list is the whole suite.
 */
const islandsSpecs = ["routes.spec.ts", "shell.spec.ts", "no-javascript.spec.ts", "error-page.spec.ts", "accessibility.spec.ts", "case-studies.spec.ts", "seo.spec.ts", "contact.spec.ts", "security.spec.ts", "consent.spec.ts", "home.spec.ts"];

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

/** Each site gets a plain server and one with analytics IDs set (tests/e2e/consent.spec.ts). */
function servers(name: SiteName) {
  const site = testSites[name];
  const server = (port: number, dataDir: string, env: Record<string, string> = {}) => ({
    command: `npx tsx server/index.ts --site ${site.buildDir}`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { ...isolatedEnv, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  });
  return [
    server(site.port, site.dataDir),
    server(site.analyticsPort, site.analyticsDataDir, {
      GA4_MEASUREMENT_ID: "G-E2ETEST1",
      GTM_CONTAINER_ID: "GTM-E2ETEST",
      CLARITY_PROJECT_ID: "e2etest",
      GOOGLE_ADS_ID: "AW-1234567890",
    }),
  ];
}

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
    // Explicit: with no CDN header the consent banner follows the browser region (US: not shown).
    locale: "en-US",
    trace: "off",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? findChromium(), args: chromiumArgs },
  },
  projects: sitesUnderTest.map((name) => ({
    name,
    testMatch: name === "islands" ? islandsSpecs : undefined,
    // The React Router build's policy allows inline scripts (its hydration data): only the new shape is held to it.
    testIgnore: name === "islands" ? undefined : ["security.spec.ts"],
    use: { baseURL: `http://127.0.0.1:${testSites[name].port}` },
  })),
  webServer: sitesUnderTest.flatMap(servers),
});
