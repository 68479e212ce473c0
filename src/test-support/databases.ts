/**
 * The databases the database tests run on, and their set-up. Only for tests: nothing in src/ imports
 * this outside *.test.* files.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from "~server/db/client";

/** A new PGlite folder takes seconds to initialise, more on a busy machine. */
export const OPEN_TIMEOUT_MS = 60_000;

export interface TestDatabase {
  name: string;
  target: () => Promise<DatabaseTarget>;
}

/**
 * Which databases this run tests on: `TEST_DATABASES=pglite` or `postgres` narrows it to one, as the
 * test command does to time each stage (scripts/test-all.mjs); unset, both.
 */
function wanted(name: "pglite" | "postgres"): boolean {
  const chosen = process.env.TEST_DATABASES;
  return chosen === undefined || chosen.split(",").includes(name);
}

/** The real PostgreSQL to test on: TEST_DATABASE_URL (CI sets it), unless this run is PGlite's only. */
export function testPostgresUrl(): string | undefined {
  return wanted("postgres") ? process.env.TEST_DATABASE_URL : undefined;
}

/**
 * A new, empty database on the test PostgreSQL (its role needs CREATEDB), named after TEST_DATABASE_URL's
 * with a random suffix: for what only an empty database shows, such as replicas starting together on it.
 */
export async function emptyPostgresDatabase(): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const base = new URL(testPostgresUrl()!);
  const name = `${base.pathname.slice(1)}_${randomBytes(6).toString("hex")}`;
  const asAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: base.href });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await asAdmin(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { databaseUrl: url.href, drop: () => asAdmin(`drop database "${name}" with (force)`) };
}

/** PGlite in a new folder, and the real PostgreSQL when there is one (`testPostgresUrl`). */
export function testDatabases(folderPrefix: string): TestDatabase[] {
  const databases: TestDatabase[] = [];
  if (wanted("pglite")) databases.push({ name: "PGlite", target: async () => ({ dataDir: await mkdtemp(path.join(tmpdir(), `pr-site-${folderPrefix}-`)) }) });
  const databaseUrl = testPostgresUrl();
  if (databaseUrl) databases.push({ name: "PostgreSQL", target: async () => ({ databaseUrl }) });
  return databases;
}

/**
 * Opens the database before the suite's tests and closes it after them, deleting a PGlite folder.
 * `beforeClose` removes what the suite wrote: a PostgreSQL database outlives the run.
 */
export function useTestDatabase(
  target: TestDatabase["target"],
  { opened, beforeClose }: { opened: (handle: DatabaseHandle) => void | Promise<void>; beforeClose?: (handle: DatabaseHandle) => Promise<unknown> },
) {
  let handle: DatabaseHandle | undefined;
  let folder: string | undefined;
  beforeAll(async () => {
    const where = await target();
    if ("dataDir" in where) folder = where.dataDir;
    handle = await openDatabase(where);
    await opened(handle);
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    if (handle) {
      await beforeClose?.(handle);
      await handle.close();
    }
    if (folder) await rm(folder, { recursive: true, force: true });
  }, OPEN_TIMEOUT_MS);
}
