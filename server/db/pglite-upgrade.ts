import { existsSync } from "node:fs";
import { readFile, readdir, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { log } from "~server/log";

/**
 * PGlite 0.5 is PostgreSQL 18; the site ran on PGlite 0.3, PostgreSQL 17, until 2026-11-28. PostgreSQL does
 * not open a data folder made by another major version, and PGlite 0.5 says only "PGlite failed to
 * initialize properly" (the folder stays as it was). So at boot, before the folder is opened, a folder made
 * by 0.3 is copied into a new one, table by table, with 0.3 itself (the npm alias `pglite-03`) reading and
 * 0.5 writing, and the copy is checked row for row before it takes the folder's place. The old folder is
 * kept beside it, untouched. ADR 0034 says why this way; docs/leads.md what an operator sees.
 */
export const CURRENT_MAJOR = "18";
const PGLITE_03_MAJOR = "17";

/** Where the copy is made, where a checked copy waits to take the folder's place, and the old folder's rest. */
export function upgradePaths(dataDir: string) {
  return {
    copying: `${dataDir}-upgrading`,
    checked: `${dataDir}-upgraded`,
    backup: `${dataDir}-0.3-backup`,
  };
}

export class FolderVersionError extends Error {
  constructor(dataDir: string, major: string) {
    super(
      `The database folder ${dataDir} was made by PostgreSQL ${major}; this version of the site runs PostgreSQL ${CURRENT_MAJOR} (PGlite 0.5) and can ` +
        `copy only a folder made by PostgreSQL ${PGLITE_03_MAJOR} (PGlite 0.3). Nothing was changed. See "Upgrading the database folder" in docs/leads.md.`,
    );
  }
}

export class FolderUpgradeError extends Error {
  constructor(dataDir: string, reason: string) {
    super(
      `Copying the leads of ${dataDir} (PostgreSQL ${PGLITE_03_MAJOR}) into PostgreSQL ${CURRENT_MAJOR} failed: ${reason}. The folder is untouched and the ` +
        `site did not start. See "Upgrading the database folder" in docs/leads.md.`,
    );
  }
}

async function majorOf(dataDir: string): Promise<string | undefined> {
  const text = await readFile(path.join(dataDir, "PG_VERSION"), "utf8").catch(() => undefined);
  return text?.trim() || undefined;
}

async function isEmptyOrAbsent(folder: string) {
  const entries = await readdir(folder).catch(() => undefined);
  return entries === undefined || entries.length === 0;
}

/** The two PGlite versions' common ground: what the copy asks of each. */
interface Session {
  query<T>(sql: string, params?: unknown[], options?: { blob?: Blob }): Promise<{ rows: T[]; blob?: Blob }>;
  exec(sql: string): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * Makes `dataDir` a folder the current PGlite opens, with every row it held. Called under the folder's lock
 * (pglite-folder.ts), before PGlite opens it; `migrate` brings a database to the site's schema.
 * Returns what it did, for the log and the tests.
 */
export async function upgradeFolder(dataDir: string, migrate: (db: Session) => Promise<void>): Promise<"current" | "upgraded" | "resumed"> {
  const { copying, checked, backup } = upgradePaths(dataDir);
  const major = await majorOf(dataDir);
  if (major === undefined) {
    // A checked copy whose swap was cut short (a stop between the two renames): the old folder is in its
    // backup already, and the copy holds every lead. Anything else here is a new folder.
    if ((await majorOf(checked)) === CURRENT_MAJOR && (await isEmptyOrAbsent(dataDir))) {
      if (existsSync(dataDir)) await rmdir(dataDir);
      await rename(checked, dataDir);
      log.warn("database folder upgrade finished after an interruption", { dataDir, backup });
      return "resumed";
    }
    return "current";
  }
  if (major === CURRENT_MAJOR) return "current";
  if (major !== PGLITE_03_MAJOR) throw new FolderVersionError(dataDir, major);

  log.warn("database folder made by PGlite 0.3 (PostgreSQL 17): copying it into PostgreSQL 18", { dataDir });
  const started = Date.now();
  await rm(copying, { recursive: true, force: true });
  await rm(checked, { recursive: true, force: true });
  let counts: Record<string, number>;
  try {
    counts = await copyAndCheck(dataDir, copying, migrate);
  } catch (error) {
    await rm(copying, { recursive: true, force: true });
    throw new FolderUpgradeError(dataDir, (error as Error).message);
  }
  // Each step a rename, so a stop between two leaves either the old folder in place (and the copy is made
  // again) or the checked copy ready to take its place (finished above at the next start).
  await rename(copying, checked);
  const rest = existsSync(backup) ? `${backup}-${new Date().toISOString().replaceAll(":", "-")}` : backup;
  await rename(dataDir, rest);
  await rename(checked, dataDir);
  log.warn("database folder upgraded to PostgreSQL 18; the old folder is kept", { dataDir, oldFolder: rest, rows: counts, ms: Date.now() - started });
  return "upgraded";
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function copyAndCheck(from: string, to: string, migrate: (db: Session) => Promise<void>): Promise<Record<string, number>> {
  const { PGlite: PGlite03 } = await import("pglite-03");
  const old = (await PGlite03.create(from)) as unknown as Session;
  const next = (await PGlite.create(to)) as unknown as Session;
  try {
    // The old folder is brought to the site's schema first, as the previous release would at its next start
    // (migrations only add), so both sides have the same tables and columns.
    await migrate(old);
    await migrate(next);
    for (const db of [old, next]) await db.exec("set timezone = 'UTC'");
    const tables = (await old.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by tablename")).rows.map(
      ({ name }) => name,
    );
    await next.exec("begin; set local session_replication_role = replica"); // rows arrive in any table order
    for (const table of tables) {
      const columns = (
        await old.query<{ name: string }>(
          "select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum",
          [`public.${quote(table)}`],
        )
      ).rows.map(({ name }) => quote(name));
      const list = `public.${quote(table)} (${columns.join(", ")})`;
      const { blob } = await old.query(`copy ${list} to '/dev/blob'`);
      if (blob && blob.size > 0) await next.query(`copy ${list} from '/dev/blob'`, [], { blob });
    }
    // Identity counters, so the next lead's id follows the last one's, as it would have.
    const sequences = (
      await old.query<{ name: string; value: string | null }>(
        "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'",
      )
    ).rows;
    for (const { name, value } of sequences) {
      if (value !== null) await next.query("select setval($1::regclass, $2::bigint, true)", [`public.${quote(name)}`, value]);
    }
    await next.exec("commit");

    const counts: Record<string, number> = {};
    for (const table of tables) {
      const fingerprint = `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as hash from public.${quote(table)} t`;
      const was = (await old.query<{ n: number; hash: string }>(fingerprint)).rows[0]!;
      const now = (await next.query<{ n: number; hash: string }>(fingerprint)).rows[0]!;
      if (was.n !== now.n || was.hash !== now.hash) throw new Error(`the copy of ${table} differs (${was.n} rows before, ${now.n} after)`);
      counts[table] = now.n;
    }
    return counts;
  } finally {
    await old.close().catch(() => undefined);
    await next.close().catch(() => undefined);
  }
}
