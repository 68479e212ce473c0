// What the command-line tools (npm run leads, npm run vitals) share: their database, on PGlite or
// PostgreSQL, and how they end on a mistake. With PGlite the running server shares its database on DATA_DIR's socket; without a server the folder
// is opened directly (and the server cannot start meanwhile). See docs/decisions/0004.
import { existsSync } from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { databaseTarget, EnvError, parseEnv } from "~server/env";
import { openDatabase, type Database } from "~server/db/client";
import { FolderInUseError, socketFolder, SOCKET_PORT } from "~server/db/pglite-folder";
import * as schema from "~server/db/schema";

/** DATABASE_URL when set, else the PGlite folder in DATA_DIR (default ./data), .env read first. */
export async function connect(): Promise<{ db: Database; close: () => Promise<void> }> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const env = parseEnv();
  if (!env.DATABASE_URL) {
    const socketDir = socketFolder(path.resolve(env.DATA_DIR));
    if (existsSync(path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`))) {
      const client = new pg.Client({ host: socketDir, port: SOCKET_PORT, user: "postgres", database: "postgres" });
      try {
        await client.connect();
        return { db: drizzle(client, { schema }) as unknown as Database, close: () => client.end() };
      } catch {
        // A socket left by a killed server: nobody answers, so the folder can be opened directly.
      }
    }
  }
  const handle = await openDatabase(databaseTarget(env));
  return { db: handle.db, close: handle.close };
}

/** A mistake in the command line: said with the usage. */
export class UsageError extends Error {}

/** Runs the command; a failure is one line on stderr (with the usage when the command line was wrong) and exit code 1. */
export function runCli(main: () => Promise<void>, help: string): void {
  main().catch((error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${help}`);
    else if (error instanceof EnvError || error instanceof FolderInUseError) console.error(error.message);
    else if (error instanceof Error && "code" in error && error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") console.error(`${error.message}\n\n${help}`);
    else console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
