import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { log } from "~server/log";
import { lockFolder, shareOverSocket } from "./pglite-folder";
import { upgradeFolder } from "./pglite-upgrade";
import * as schema from "./schema";

/** Both drivers expose the same query builder; routes and scripts only see this common type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Round-trips to the database; false when it does not answer. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseTarget = { databaseUrl: string } | { dataDir: string };

export interface OpenOptions {
  /** PGlite only: serve the database on DATA_DIR's Unix socket for the leads CLI (the server does). */
  shareSocket?: boolean;
}

/**
 * A database that does not answer must turn into the contact form's honest 503 within seconds, not a
 * request that hangs: a connection is given up after 5 s, a statement after 10 s (server side), and an
 * answer awaited for 12 s at most on our side, for a server that no longer answers at all (stopped,
 * unreachable) cannot end a statement itself; the connection that timed out is dropped from the pool.
 * TCP keep-alive finds an idle connection whose server has gone without a word.
 */
export const POOL_LIMITS = {
  max: 10,
  connectionTimeoutMillis: 5_000,
  statement_timeout: 10_000,
  query_timeout: 12_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite folder, and applies the SQL migrations.
 * Called once at boot: a new PGlite folder takes seconds to initialise and is one process at a time.
 */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<DatabaseHandle> {
  if ("databaseUrl" in target) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, ...POOL_LIMITS });
    // An idle client whose server went away emits "error" on the pool; unheard, it would end the process.
    // The pool drops that client by itself and opens a new one when asked.
    pool.on("error", (error) => log.error("database connection lost", { error: error.message }));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    try {
      await migrateAlone(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: "postgres", ping: () => ping(db), close: () => endPool(pool) };
  }
  const folder = path.resolve(target.dataDir);
  const dataDir = path.join(folder, "pglite");
  await mkdir(folder, { recursive: true });
  const unlock = await lockFolder(folder);
  try {
    // A folder made by PGlite 0.3 (PostgreSQL 17) is copied into one PGlite 0.5 opens, its rows checked.
    await upgradeFolder(dataDir, (session) => migratePglite(drizzlePglite(session as PGlite), { migrationsFolder }));
    await mkdir(dataDir, { recursive: true });
    const client = await PGlite.create(dataDir);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    const stopSharing = options.shareSocket ? await shareOverSocket(client, folder) : undefined;
    const close = async () => {
      await stopSharing?.();
      await client.close();
      await unlock();
    };
    return { db, kind: "pglite", ping: () => ping(db), close };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/**
 * Applies the migrations holding a PostgreSQL advisory lock, on one connection: replicas starting together
 * on an empty database otherwise both create the same tables, and one fails to start. The others wait
 * for the lock (within the pool's statement limit) and then find nothing left to apply. The lock is the
 * session's: a failed migration ends the connection, and with it the lock.
 */
async function migrateAlone(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext($1))", [MIGRATIONS_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
    await client.query("select pg_advisory_unlock(hashtext($1))", [MIGRATIONS_LOCK]);
    client.release();
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
}

/**
 * pg's `Pool.end()` resolves once it has asked its connections to close, before they have: a stop that then
 * exits, or a database dropped right after, would cut them mid-goodbye. Resolves when every one has closed.
 */
async function endPool(pool: pg.Pool) {
  let open = pool.totalCount;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on("remove", () => {
      if (--open === 0) resolve();
    });
  });
  await pool.end();
  await allClosed;
}

/** The advisory lock's name: one per database, whichever replica or version of the site takes it. */
const MIGRATIONS_LOCK = "pr-agency-website migrations";

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
