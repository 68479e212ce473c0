// The reliability bench's attacks part (BENCH_PARTS=attacks): issue 44's ten ways one client or one
// misstep took the site down, each a scenario bounded in time and count, with the pass bound and
// a control client's p99 beside it. reliability.ts runs it per database and prints attackTable().
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { BenchEnv } from "./servers.ts";
import { type AttackRow } from "./attack-tools.ts";
import { badTrustProxy, idleSlots, restartBesideZombie, stopWithSlowClients, type Target } from "./attacks-connections.ts";
import { formAndNotifications, formSecretThroughKills, migrationRace } from "./attacks-data.ts";

/** Item 10: is the Node binary every npm script runs on in package-lock.json, with its integrity? */
function runtimePin(): AttackRow {
  const running = execFileSync("node_modules/.bin/node", ["--version"], { encoding: "utf8" }).trim().replace(/^v/, "");
  const binary = `node-${process.platform}-${process.arch}`;
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { version?: string; integrity?: string }> };
  const entry = Object.entries(lock.packages).find(([key, found]) => key.endsWith(`node_modules/${binary}`) && found.version === running && found.integrity);
  return {
    scenario: "10 Node runtime in package-lock.json",
    database: "—",
    figure: entry ? `${binary}@${running} ${entry[1].integrity!.slice(0, 20)}…` : `not pinned (${binary}@${running} has no integrity in the lockfile)`,
    bound: "pinned by integrity",
    ok: entry !== undefined,
  };
}

/** One scenario that throws is one failed row, not the end of the bench. */
async function scenario(name: string, database: string, run: () => Promise<AttackRow | AttackRow[]>): Promise<AttackRow[]> {
  console.log(`  ${database}: ${name}…`);
  try {
    const rows = await run();
    return Array.isArray(rows) ? rows : [rows];
  } catch (error) {
    return [{ scenario: name, database, figure: `error: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200), bound: "runs", ok: false }];
  }
}

/**
 * The scenarios on one database: PGlite in its own folder (one server; the restart beside a zombie, and
 * the checks that need no database: TRUST_PROXY, the runtime), or PostgreSQL (two replicas where two
 * replicas are the point). The bench's leads are `bench-<runId>-…`, which reliability.ts removes after.
 */
export async function attackScenarios({ target, env, runId, port }: { target: string; env: BenchEnv; runId: string; port: number }): Promise<AttackRow[]> {
  const on: Target = { name: target, env, port };
  const postgres = Boolean(env.DATABASE_URL);
  const replicas = postgres ? 2 : 1;
  const rows: AttackRow[] = [];
  rows.push(...(await scenario("idle sockets", target, () => idleSlots(on))));
  rows.push(...(await scenario("pages, consent, form, notifications", target, () => formAndNotifications(on, replicas, runId))));
  rows.push(...(await scenario("SIGTERM with slow clients", target, () => stopWithSlowClients(on))));
  rows.push(...(await scenario("no FORM_SECRET through kills", target, () => formSecretThroughKills(on, replicas, runId))));
  if (postgres) rows.push(...(await scenario("migration race", target, () => migrationRace(on))));
  else {
    rows.push(...(await scenario("restart beside a zombie", target, () => restartBesideZombie(on))));
    rows.push(...(await scenario("TRUST_PROXY", "—", () => badTrustProxy(on))));
    rows.push(runtimePin());
  }
  return rows;
}

export function attackTable(rows: AttackRow[]): string {
  const header = ["scenario", "database", "figure", "bound", "control p99", ""];
  const cells = rows.map((row) => [
    row.scenario,
    row.database,
    row.figure,
    row.bound,
    row.controlP99Ms === undefined ? "—" : `${row.controlP99Ms} ms`,
    row.ok ? "ok" : "FAIL",
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column]!.length)));
  return [header, ...cells].map((cell) => `  ${cell.map((text, column) => text.padEnd(widths[column]!)).join("  ")}`.trimEnd()).join("\n");
}

export function attackFailures(rows: AttackRow[]): string[] {
  return rows.filter((row) => !row.ok).map((row) => `${row.scenario} (${row.database}): ${row.figure}; bound ${row.bound}`);
}
