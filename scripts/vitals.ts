// `npm run vitals -- [--since 7d] [--format text|json] [--min-samples 10]`: how fast the site is for its
// visitors, from the field vitals the browsers sent (server/http/vitals-api.ts), on PGlite or PostgreSQL
// (./cli-support.ts).
import { parseArgs } from "node:util";
import { vitalsPercentiles } from "~/features/analytics/field-vitals.server";
import { connect, runCli, UsageError } from "./cli-support";
import { parseDuration } from "./leads-format";
import { vitalsJson, vitalsTable } from "./vitals-format";

const DEFAULT_MIN_SAMPLES = 10;

const help = `Usage: npm run vitals -- [--since 7d] [--format text|json] [--min-samples ${DEFAULT_MIN_SAMPLES}]

Prints the 75th percentile of LCP, INP, CLS, FCP and TTFB per page × language × device (mobile,
tablet, desktop) over the period, with the number of samples, each marked against Google's thresholds
(good / needs improvement / poor). A metric with fewer samples than --min-samples shows no figure.
  --since 7d          the period: a number followed by d, m or y (default 7d)
  --format json       for tools: npm run --silent vitals -- --format json > vitals.json

The database is DATABASE_URL when set, else the PGlite folder in DATA_DIR (default ./data): through
the running server's socket, or opened directly when no server is running.`;

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      help: { type: "boolean", short: "h" },
      since: { type: "string", default: "7d" },
      format: { type: "string", default: "text" },
      "min-samples": { type: "string", default: String(DEFAULT_MIN_SAMPLES) },
    },
  });
  if (values.help) {
    console.log(help);
    return;
  }
  const since = parseDuration(values.since, new Date());
  if (!since) throw new UsageError("--since must be a number followed by d, m or y, e.g. 7d");
  if (values.format !== "text" && values.format !== "json") throw new UsageError("--format must be text or json");
  const minSamples = Number(values["min-samples"]);
  if (!Number.isInteger(minSamples) || minSamples < 1) throw new UsageError("--min-samples must be a whole number of 1 or more");
  const { db, close } = await connect();
  try {
    const groups = await vitalsPercentiles(db, since);
    const options = { minSamples, since };
    process.stdout.write(values.format === "json" ? `${JSON.stringify(vitalsJson(groups, options), null, 2)}\n` : `${vitalsTable(groups, options)}\n`);
  } finally {
    await close();
  }
}

runCli(() => main(process.argv.slice(2)), help);
