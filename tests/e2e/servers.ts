import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
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

/**
 * The test servers ignore a developer's .env for everything that would reach outside the test: an empty
 * value counts as unset and is not overwritten by the file (server/index.ts, process.loadEnvFile).
 */
export const isolatedEnv = {
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

/**
 * A plain server of the built site with a database of its own, for a test that counts what reaches the
 * database and must not count what the suite's other tests, running alongside, send to the shared ones.
 */
export async function startPrivateServer(port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pr-site-e2e-private-"));
  // tsx itself, not through npx, which does not pass the SIGTERM of stop() on: the server outlived the test run.
  const server = spawn("node_modules/.bin/tsx", ["server/index.ts"], {
    env: { ...process.env, ...isolatedEnv, PORT: String(port), DATA_DIR: dataDir },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) => server.once("exit", (code) => reject(new Error(`the private server exited (${code})`))));
  const answered = (async () => {
    while (
      !(await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      ))
    )
      await new Promise((retry) => setTimeout(retry, 200));
  })();
  await Promise.race([answered, exited]);
  // Its later exit, when the test stops it, is no failure.
  exited.catch(() => undefined);
  return {
    url,
    dataDir,
    async stop() {
      server.kill("SIGTERM");
      await new Promise((stopped) => server.once("exit", stopped));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
