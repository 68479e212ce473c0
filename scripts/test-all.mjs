// `npm test`: every test, in stages from the fastest to the slowest, each timed: type check, lint and
// format check (eslint.config.js, Prettier), unit tests,
// database tests on PGlite, then on PostgreSQL (when TEST_DATABASE_URL is set), a production build, every
// page it serves through the Nu HTML Checker (scripts/html-check.ts), the browser tests (Playwright on
// Debian's Chromium). Stops at the first failing stage; prints the table of stages and their wall time either way.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { findChromium } from "./find-chromium.mjs";

/** Test files that open a database (src/test-support/databases.ts): they run once per database stage. */
function databaseTestFiles() {
  const files = [];
  for (const root of ["src", "server", "scripts"]) {
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.test\.tsx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (/test-support\/databases|openDatabase\(/.test(readFileSync(file, "utf8"))) files.push(file);
    }
  }
  return files.sort();
}

const timings = [];

function printTable() {
  const width = Math.max(...timings.map(({ name }) => name.length));
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
  console.log("\n── stages ──");
  for (const { name, ms, outcome } of timings) console.log(`${name.padEnd(width)}  ${ms === undefined ? "".padStart(9) : seconds(ms)}  ${outcome}`);
  const total = timings.reduce((sum, { ms = 0 }) => sum + ms, 0);
  console.log(`${"total".padEnd(width)}  ${seconds(total)}`);
}

function stage(name, command, args, env = {}) {
  console.log(`\n── ${name} ──`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ms = performance.now() - started;
  timings.push({ name, ms, outcome: result.status === 0 ? "passed" : "FAILED" });
  if (result.status !== 0) {
    printTable();
    console.error(`\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}

const databaseFiles = databaseTestFiles();
const vitest = ["vitest", "run"];
stage("types", "npm", ["run", "--silent", "typecheck"]);
stage("lint", "npm", ["run", "--silent", "lint"]);
stage("unit", "npx", [...vitest, ...databaseFiles.flatMap((file) => ["--exclude", file])]);
stage("database: PGlite", "npx", [...vitest, ...databaseFiles], { TEST_DATABASES: "pglite" });
if (process.env.TEST_DATABASE_URL) {
  // Only the suites named for it: the rest of these files ran in the stage before.
  stage("database: PostgreSQL", "npx", [...vitest, "--testNamePattern", "PostgreSQL", ...databaseFiles], { TEST_DATABASES: "postgres" });
} else {
  timings.push({ name: "database: PostgreSQL", outcome: "skipped: TEST_DATABASE_URL is not set" });
}
stage("build", "npm", ["run", "--silent", "build"]);
stage("html", "npm", ["run", "--silent", "html:check"]);
stage("browser", "npx", ["playwright", "test"], { CHROME_PATH: findChromium() });
printTable();
