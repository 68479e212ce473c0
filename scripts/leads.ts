// `npm run leads -- <command>`: export, erase and purge the contact form's leads, on PGlite or PostgreSQL
// (./cli-support.ts).
import { parseArgs } from "node:util";
import { eraseLeads, listLeads, purgeLeads } from "~/features/contact/leads.server";
import { connect, runCli, UsageError } from "./cli-support";
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

function date(value: string | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new UsageError(`--${name} must be a date such as 2026-01-31 or 2026-01-31T12:00:00Z`);
  return parsed;
}

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

runCli(() => main(process.argv.slice(2)), help);
