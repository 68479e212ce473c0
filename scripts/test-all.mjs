// `npm test`: every test. Unit and database tests (Vitest), then a production build, then the browser
// tests (Playwright on Debian's Chromium). Stops at the first failing stage.
import { spawnSync } from "node:child_process";
import { findChromium } from "./find-chromium.mjs";

function stage(name, command, args, env = {}) {
  console.log(`\n── ${name} ──`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}

const chromePath = findChromium();
stage("type check", "npm", ["run", "--silent", "typecheck"]);
stage("unit and database tests", "npx", ["vitest", "run"]);
stage("production build", "npm", ["run", "--silent", "build"]);
stage("browser tests", "npx", ["playwright", "test"], { CHROME_PATH: chromePath });
