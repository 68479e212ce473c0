// `npm run leads -- <command>`: export, erase and purge the contact form's leads, on PGlite or PostgreSQL.
// With PGlite the running server shares its database on DATA_DIR's socket; without a server the folder
// is opened directly (and the server cannot start meanwhile). See docs/decisions/0004.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { databaseTarget, EnvError, parseEnv } from "../src/.server/env";
import { openDatabase, type Database } from "../src/.server/db/client";
import { FolderInUseError, socketFolder, SOCKET_PORT } from "../src/.server/db/pglite-folder";
import * as schema from "../src/.server/db/schema";
import { eraseLeads, listLeads, purgeLeads } from "../src/features/contact/leads.server";
import { leadsToCsv, parseDuration } from "./leads-format";

const help = `Usage: npm run leads -- <command> [options]

Commands:
  export --format csv|json [--since DATE] [--until DATE]
                           print the leads (created in [since, until)) to stdout; to a file:
                           npm run --silent leads -- export --format csv > leads.csv
  erase --email ADDRESS    delete every lead with this e-mail address (right to erasure)
  purge --older-than 3y    delete leads older than the retention period (y, m or d)

The database is DATABASE_URL when set, else the PGlite folder in DATA_DIR (default ./data): through
the running server's socket, or opened directly when no server is running.`;

async function connect(): Promise<{ db: Database; close: () => Promise<void> }> {
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

function date(value: string | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new UsageError(`--${name} must be a date such as 2026-01-31 or 2026-01-31T12:00:00Z`);
  return parsed;
}

class UsageError extends Error {}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      help: { type: "boolean", short: "h" },
      format: { type: "string" },
      since: { type: "string" },
      until: { type: "string" },
      email: { type: "string" },
      "older-than": { type: "string" },
    },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(help);
    return;
  }
  if (command === "export") {
    if (values.format !== "csv" && values.format !== "json") throw new UsageError("export needs --format csv or --format json");
    const range = { since: date(values.since, "since"), until: date(values.until, "until") };
    const { db, close } = await connect();
    try {
      const leads = await listLeads(db, range);
      process.stdout.write(values.format === "csv" ? leadsToCsv(leads) : `${JSON.stringify(leads, null, 2)}\n`);
    } finally {
      await close();
    }
    return;
  }
  if (command === "erase") {
    if (!values.email?.trim()) throw new UsageError("erase needs --email ADDRESS");
    const { db, close } = await connect();
    try {
      const count = await eraseLeads(db, values.email);
      console.log(`Erased ${count} lead(s) with the address ${values.email.trim()}.`);
    } finally {
      await close();
    }
    return;
  }
  if (command === "purge") {
    const olderThan = values["older-than"];
    if (!olderThan) throw new UsageError("purge needs --older-than, e.g. 3y");
    const cutoff = parseDuration(olderThan, new Date());
    if (!cutoff) throw new UsageError("--older-than must be a number followed by y, m or d, e.g. 3y");
    const { db, close } = await connect();
    try {
      const count = await purgeLeads(db, cutoff);
      console.log(`Purged ${count} lead(s) created before ${cutoff.toISOString()}.`);
    } finally {
      await close();
    }
    return;
  }
  throw new UsageError(`Unknown command "${command}".`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${help}`);
  else if (error instanceof EnvError || error instanceof FolderInUseError) console.error(error.message);
  else if (error instanceof Error && "code" in error && error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") console.error(`${error.message}\n\n${help}`);
  else console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
