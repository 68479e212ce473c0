// `npm run bench:reliability`: does the server keep its promises under abuse? Four parts per database
// (PGlite in a fresh folder, then PostgreSQL when DATABASE_URL is set), each on a production server of
// its own on loopback:
//
// 1. Exactly once under SIGKILL: BENCH_LEADS leads (3,000), each from its own rendered form (token) and
//    with its own e-mail, 50 at a time; the server is SIGKILLed after 1/3 and after 2/3 of them were
//    acknowledged and restarted; every post not answered 303 is sent again, the same body (same token),
//    until it is. Then the leads CLI says what is stored: lost (acknowledged, not stored) and duplicated
//    (stored more than once) must both be 0.
// 2. Hostile corpus: BENCH_HOSTILE requests (10,000) generated from BENCH_SEED: every method, malformed
//    request lines and URLs (raw sockets where http.request refuses), bad bodies, content types, tokens,
//    fields and headers against the pages, the contact routes, the API and /healthz. Every post is
//    invalid by construction, so no row may be stored; no answer may be a 5xx; the server's log must
//    stay one JSON object per line, with stack traces only at level "error".
// 3. Spoofed addresses: BENCH_SPOOFED posts (100,000), each with another X-Forwarded-For (valid IPv4,
//    IPv6 in distinct /64s, 8 KB garbage), default rate limiting: the server's RSS before and after, how
//    many were refused 429, how many stored (only the BENCH_SPOOFED_VALID posts carrying a real form
//    token may be).
// 4. Issue 44's attacks (attacks.ts and its two scenario files), each with the issue's bound and, where
//    a server is up meanwhile, the p99 of a control client asking /healthz from 127.0.0.3: 4,200 idle
//    sockets from 127.0.0.2 (BENCH_IDLE_SOCKETS); GET /_image; charset of HTML answers; SIGTERM with a
//    half-sent header and a trickling body; no FORM_SECRET through 4 SIGKILLs (BENCH_KILL_LEADS, 2,000;
//    two replicas on PostgreSQL); 64 leads at once to a stand-in mail server and webhook; consent with
//    Content-Length 1 GB, one proof 5 times, garbage X-Forwarded-For; invisible and encoded-word names;
//    on PostgreSQL two replicas on a fresh database (BENCH_RACE_ROUNDS, 20); on PGlite a restart 0.2 s
//    after SIGKILL beside the zombie, bad TRUST_PROXY values, and the Node runtime's integrity in
//    package-lock.json.
// One module per part: ./reliability-exactly-once.ts, ./reliability-hostile.ts (its corpus in
// ./hostile-corpus.ts), ./reliability-spoofed.ts, ./attacks.ts; what they share in ./reliability-tools.ts.
// Run by tsx (the npm script imports it): `node --import tsx scripts/bench/reliability.ts`.
//
// BENCH_PARTS picks the parts (exactly-once,hostile,spoofed,attacks; all by default): BENCH_PARTS=attacks
// runs the attacks alone in a few minutes. Prints one table per database and one for the attacks, and
// writes JSON to bench/results/reliability-<date>.json. Exits non-zero when a lead was lost or duplicated,
// any answer was a 5xx, the corpus stored a row, or an attack missed its bound.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { attackFailures, attackScenarios, attackTable } from "./attacks.ts";
import { deleteLeads, sqlQuery } from "./contact-client.ts";
import { exactlyOnce, LEADS } from "./reliability-exactly-once.ts";
import { HOSTILE, hostileCorpusPart } from "./reliability-hostile.ts";
import { SPOOFED, spoofedPart } from "./reliability-spoofed.ts";
import { BENCH_ABORT, PORT, type Statuses } from "./reliability-tools.ts";
import { ensureBuild, type BenchEnv } from "./servers.ts";

const ALL_PARTS = ["exactly-once", "hostile", "spoofed", "attacks"];
const PARTS = new Set((process.env.BENCH_PARTS ?? ALL_PARTS.join(",")).split(",").map((part) => part.trim()));
const unknownParts = [...PARTS].filter((part) => !ALL_PARTS.includes(part));
if (unknownParts.length > 0) {
  console.error(`BENCH_PARTS: unknown part(s) ${unknownParts.join(", ")}; the parts are ${ALL_PARTS.join(", ")}`);
  process.exit(2);
}

ensureBuild();

interface TargetResult {
  target: string;
  runId: string;
  exactlyOnce?: Awaited<ReturnType<typeof exactlyOnce>>;
  hostile?: Omit<Awaited<ReturnType<typeof hostileCorpusPart>>, "newLeadIds"> & { newLeadIds?: number[] };
  spoofed?: Awaited<ReturnType<typeof spoofedPart>>;
  attacks?: Awaited<ReturnType<typeof attackScenarios>>;
  cleanup?: { leads: number; corpusLeads?: number; rateLimitKeys?: number };
}

/** The PostgreSQL limiter's keys; none in a database the server has not migrated yet. */
async function rateLimitKeys(env: BenchEnv): Promise<Set<string>> {
  const [table] = await sqlQuery<{ present: boolean }>(env, "select to_regclass('contact_rate_limits') is not null as present");
  return new Set(table?.present ? (await sqlQuery<{ key: string }>(env, "select key from contact_rate_limits")).map((row) => row.key) : []);
}

async function benchTarget(target: string, env: BenchEnv): Promise<TargetResult> {
  const runId = `r${Date.now().toString(36)}`;
  const keysBefore = env.DATABASE_URL ? await rateLimitKeys(env) : undefined;
  const result: TargetResult = { target, runId };
  try {
    if (PARTS.has("exactly-once")) {
      console.log(`${target}: part 1, exactly once under SIGKILL (${LEADS} leads)…`);
      result.exactlyOnce = await exactlyOnce(env, runId);
    }
    if (PARTS.has("hostile")) {
      console.log(`${target}: part 2, hostile corpus (${HOSTILE} requests)…`);
      result.hostile = await hostileCorpusPart(env, runId);
    }
    if (PARTS.has("spoofed")) {
      console.log(`${target}: part 3, spoofed addresses (${SPOOFED} posts)…`);
      result.spoofed = await spoofedPart(env, runId);
    }
    if (PARTS.has("attacks")) {
      console.log(`${target}: part 4, issue 44's attacks…`);
      result.attacks = await attackScenarios({ target, env, runId, port: PORT });
    }
  } finally {
    if (env.DATABASE_URL) {
      // Leave the database as it was: the bench's leads are not leads, its counters not visitors'.
      result.cleanup = { leads: await deleteLeads(env.DATABASE_URL, `bench-${runId}-%`) };
      const corpusIds = result.hostile?.newLeadIds ?? [];
      if (corpusIds.length > 0)
        result.cleanup.corpusLeads = (await sqlQuery(env, `delete from "Contact-final" where id = any($1::int[]) returning id`, [corpusIds])).length;
      const specialKeys = ["127.0.0.1", "0.0.0.0", "255.255.255.255", "0:0:0:0::/64", "fe80:0:0:0::/64"];
      const created = (await sqlQuery<{ key: string }>(env, "select key from contact_rate_limits"))
        .map((row) => row.key)
        .filter((key) => !keysBefore?.has(key));
      const ours = created.filter(
        (key) => /^198\.1[89]\./.test(key) || /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./.test(key) || key.startsWith("2001:db8:") || specialKeys.includes(key),
      );
      if (ours.length > 0) await sqlQuery(env, "delete from contact_rate_limits where key = any($1::text[])", [ours]);
      result.cleanup.rateLimitKeys = ours.length;
    }
  }
  if (result.hostile) delete result.hostile.newLeadIds;
  return result;
}

const classes = (c: Statuses["classes"]) => `${c["1xx"]} / ${c["2xx"]} / ${c["3xx"]} / ${c["4xx"]} / ${c["5xx"]}`;
const errorsText = (errors: Record<string, number>) =>
  Object.keys(errors).length === 0
    ? "0"
    : Object.entries(errors)
        .map(([code, n]) => `${code} ${n}`)
        .join(", ");

function printTable(r: TargetResult): void {
  const rows: [string, string, string][] = [];
  const part = (name: string, figures: [string, string | number][]) =>
    figures.forEach(([figure, value], index) => rows.push([index === 0 ? name : "", figure, String(value)]));
  const e = r.exactlyOnce;
  if (e) {
    part("1 exactly once, SIGKILL ×2", [
      ["leads (each its own token, e-mail)", `${e.leads}, concurrency ${e.concurrency}`],
      ["acknowledged (303)", e.acknowledged],
      ["stored (rows of the run)", e.stored],
      ["lost (acknowledged, not stored)", e.lost],
      ["duplicated (e-mail stored >1)", e.duplicated],
      ["gave up (never 303)", e.gaveUp],
      ["posts sent / retried", `${e.attempts} / ${e.retries}`],
      ["answers 1xx/2xx/3xx/4xx/5xx", classes(e.statuses.classes)],
      ["no answer (retried)", errorsText(e.statuses.connectionErrors)],
      ["killed after acknowledged / down", e.restarts.map((k) => `${k.afterAcknowledged} / ${(k.downMs / 1000).toFixed(1)} s`).join(", ")],
      ["tokens / posting time", `${e.tokenSeconds} s / ${e.postingSeconds} s (p50 ${e.p50Ms} ms, p99 ${e.p99Ms} ms)`],
      ["log: not JSON / stack below error", `${e.log.notJson} / ${e.log.stackBelowError}`],
    ]);
  }
  const h = r.hostile;
  if (h) {
    part("2 hostile corpus", [
      ["requests (seed)", `${h.requests} (${h.seed}), concurrency ${h.concurrency}, ${h.seconds} s`],
      ["answers 1xx/2xx/3xx/4xx/5xx", classes(h.statuses.classes)],
      ["5xx (must be 0)", h.serverErrors],
      [
        "connection errors (no answer)",
        `${h.connectionErrors}${h.connectionErrors ? ` (${errorsText(Object.fromEntries(Object.entries(h.statuses.connectionErrors).filter(([code]) => code !== BENCH_ABORT)))})` : ""}`,
      ],
      ["uploads abandoned by the bench", h.statuses.connectionErrors[BENCH_ABORT] ?? 0],
      ["leads stored (must be 0)", `${h.leadsStored} (${h.leadsBefore} → ${h.leadsAfter})`],
      ["consent rows stored (must be 0)", `${h.consentStored} (${h.consentBefore} → ${h.consentAfter})`],
      [
        "log lines (by level)",
        `${h.log.lines} (${Object.entries(h.log.byLevel)
          .map(([level, n]) => `${level} ${n}`)
          .join(", ")})`,
      ],
      ["log lines not one JSON object", h.log.notJson],
      ["stack traces below level error", h.log.stackBelowError],
    ]);
  }
  const s = r.spoofed;
  if (s) {
    part("3 spoofed X-Forwarded-For", [
      [
        "posts (IPv4 / IPv6 /64s / 8 KB garbage)",
        `${s.posts} (${s.kinds.ipv4.posts} / ${s.kinds.ipv6.posts} / ${s.kinds.garbage.posts}), ${s.postsPerSecond}/s, ${s.seconds} s`,
      ],
      ["server RSS before → after (peak)", `${s.rssBeforeMb} → ${s.rssAfterMb} MB (peak ${s.rssPeakMb}, 2 s later ${s.rssSettledMb})`],
      ["429 (IPv4 / IPv6 / garbage)", `${s.rateLimited} (${s.kinds.ipv4[429]} / ${s.kinds.ipv6[429]} / ${s.kinds.garbage[429]})`],
      ["answers 1xx/2xx/3xx/4xx/5xx", classes(s.statuses.classes)],
      ["no answer", errorsText(s.statuses.connectionErrors)],
      ["stored: real-token posts", `${s.storedValid} of ${s.validPosts} (${s.valid303} answered 303)`],
      ["stored: forged-token posts (must be 0)", s.storedInvalid],
      ...(s.rateLimitRowsBefore === undefined
        ? []
        : [["rate-limit rows before → after", `${s.rateLimitRowsBefore} → ${s.rateLimitRowsAfter}`] as [string, string]]),
      ["log: not JSON / stack below error", `${s.log.notJson} / ${s.log.stackBelowError}`],
    ]);
  }
  if (rows.length === 0) return;
  const [nameWidth, figureWidth] = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]!.length))) as [number, number];
  console.log(`\n${r.target} (run ${r.runId})`);
  for (const [name, figure, value] of rows) console.log(`  ${name.padEnd(nameWidth)}  ${figure.padEnd(figureWidth)}  ${value}`);
  if (h?.serverErrorExamples.length)
    console.log(
      `  5xx answers:\n${h.serverErrorExamples
        .slice(0, 20)
        .map((line) => `    ${line}`)
        .join("\n")}`,
    );
  if (h?.newLeadExamples.length) console.log(`  leads the corpus stored:\n${h.newLeadExamples.map((lead) => `    ${JSON.stringify(lead)}`).join("\n")}`);
  for (const [name, log] of [
    ["part 1", e?.log],
    ["part 2", h?.log],
    ["part 3", s?.log],
  ] as const) {
    if (!log) continue;
    for (const line of log.examples.notJson) console.log(`  ${name} log line not JSON: ${line}`);
    for (const line of log.examples.stackBelowError) console.log(`  ${name} stack below error: ${line}`);
  }
}

function failures(r: TargetResult): string[] {
  const reasons: string[] = [];
  const e = r.exactlyOnce;
  const h = r.hostile;
  const s = r.spoofed;
  if (e && e.lost > 0) reasons.push(`${e.lost} acknowledged lead(s) lost`);
  if (e && e.duplicated > 0) reasons.push(`${e.duplicated} lead(s) duplicated`);
  const fiveHundreds = (e?.statuses.classes["5xx"] ?? 0) + (h?.statuses.classes["5xx"] ?? 0) + (s?.statuses.classes["5xx"] ?? 0);
  if (fiveHundreds > 0) reasons.push(`${fiveHundreds} answer(s) 5xx`);
  if (h && h.leadsStored + h.consentStored > 0) reasons.push(`the hostile corpus stored ${h.leadsStored} lead(s) and ${h.consentStored} consent row(s)`);
  if (s && s.storedInvalid > 0) reasons.push(`${s.storedInvalid} forged-token post(s) stored`);
  if (r.attacks) reasons.push(...attackFailures(r.attacks));
  return reasons.map((reason) => `${r.target}: ${reason}`);
}

async function main() {
  const results: TargetResult[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), "pr-site-reliability-"));
  try {
    results.push(await benchTarget("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) results.push(await benchTarget("PostgreSQL", { DATABASE_URL: process.env.DATABASE_URL }));

  for (const result of results) printTable(result);
  const attackRows = results.flatMap((result) => result.attacks ?? []);
  if (attackRows.length > 0) console.log(`\nIssue 44's attacks\n${attackTable(attackRows)}`);
  await mkdir("bench/results", { recursive: true });
  const file = path.join("bench/results", `reliability-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`);
  console.log(`\nWritten to ${file}`);
  const reasons = results.flatMap(failures);
  if (reasons.length > 0) {
    console.log(`FAILED:\n${reasons.map((reason) => `  ${reason}`).join("\n")}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
