// `npm run bench:contact`: can the contact form take a burst of leads and lose none of those it
// acknowledged, even when the server is killed mid-run? Collects one form token per lead (a GET of the
// contact page each, as every visitor gets their own form), then posts BENCH_LEADS leads with
// BENCH_CONCURRENCY connections to a production server on loopback, SIGKILLs it halfway, restarts it,
// finishes, then checks with the leads CLI that every lead answered 303 is stored, once. PGlite always;
// PostgreSQL too when DATABASE_URL is set. Prints leads/s, p50/p99 latency and "lost"; writes JSON to
// bench/results/. Run by tsx, as the server it starts: `node --import tsx scripts/bench/contact.ts`.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { collectTokens, deleteLeads, leadBody, MIN_FILL_WAIT_MS, percentile, postForm, readStoredLeads, spawnFormServer } from "./contact-client.ts";
import { ensureBuild, waitForHealth, type BenchEnv } from "./servers.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PORT = Number(process.env.BENCH_PORT ?? 3320);
/** Hard stop for one target's posting, whatever happens (the token collection before it has its own). */
const TIME_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_MS ?? 120_000);
/** The bench posts from many simulated addresses (X-Forwarded-For), like real visitors. */
const CLIENT_ADDRESSES = 256;

ensureBuild();

async function benchTarget(name: string, env: BenchEnv) {
  const runId = `${Date.now().toString(36)}`;
  let server = spawnFormServer({ port: PORT, env });
  await waitForHealth(server, Date.now() + 60_000);
  // One rendered form per lead: a token is its lead's idempotency key.
  const tokens = await collectTokens(PORT, LEADS, { deadline: Date.now() + TIME_LIMIT_MS });
  // The time trap wants a form older than its minimum fill time (default 2 s).
  await sleep(MIN_FILL_WAIT_MS);
  const deadline = Date.now() + TIME_LIMIT_MS;

  const acknowledged: string[] = [];
  const latencies: number[] = [];
  let next = 0;
  let killed = false;
  let restarting: Promise<void> | undefined;
  let unanswered = 0;
  let activeMs = 0;
  let phaseStart = performance.now();
  let agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

  const restart = async () => {
    activeMs += performance.now() - phaseStart;
    await server.kill();
    agent.destroy();
    agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    server = spawnFormServer({ port: PORT, env });
    await waitForHealth(server, deadline);
    phaseStart = performance.now();
  };

  async function worker() {
    while (next < LEADS && Date.now() < deadline) {
      if (restarting) await restarting;
      const i = next++;
      const email = `bench-${runId}-${i}@example.com`;
      const body = leadBody({ fullName: `Bench Lead ${i}`, email, formToken: tokens[i]! });
      const address = `198.18.${Math.floor((i % CLIENT_ADDRESSES) / 256)}.${i % CLIENT_ADDRESSES}`;
      const { status, ms } = await postForm({ port: PORT, agent, body, address });
      if (status === 303) {
        acknowledged.push(email);
        latencies.push(ms);
      } else {
        unanswered += 1;
      }
      if (!killed && acknowledged.length >= LEADS / 2) {
        killed = true;
        restarting = restart().finally(() => {
          restarting = undefined;
        });
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (restarting) await restarting;
  activeMs += performance.now() - phaseStart;

  // The agency's tool reads what is really stored, through the restarted server.
  const fromRun = (await readStoredLeads(env)).filter((lead) => lead.email.startsWith(`bench-${runId}-`));
  const stored = new Set(fromRun.map((lead) => lead.email));
  const lost = acknowledged.filter((email) => !stored.has(email));

  await server.stop();
  agent.destroy();

  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    target: name,
    leads: LEADS,
    concurrency: CONCURRENCY,
    acknowledged: acknowledged.length,
    storedFromRun: fromRun.length,
    duplicated: fromRun.length - stored.size,
    unansweredDuringKill: unanswered,
    killedAfter: Math.ceil(LEADS / 2),
    leadsPerSecond: Math.round(acknowledged.length / (activeMs / 1000)),
    p50Ms: Number(percentile(sorted, 50).toFixed(1)),
    p99Ms: Number(percentile(sorted, 99).toFixed(1)),
    lost: lost.length,
    runId,
  };
}

async function main() {
  const results = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), "pr-site-bench-"));
  try {
    results.push(await benchTarget("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const result = await benchTarget("PostgreSQL", { DATABASE_URL: process.env.DATABASE_URL });
    results.push(result);
    // Leave the database as it was: the bench's leads are not leads.
    await deleteLeads(process.env.DATABASE_URL, `bench-${result.runId}-%`);
  }

  for (const r of results) {
    console.log(
      `${r.target.padEnd(10)} ${r.acknowledged} leads acknowledged (killed with SIGKILL after ${r.killedAfter}, ${r.unansweredDuringKill} unanswered during the restart)` +
        `\n           ${r.leadsPerSecond} leads/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, stored ${r.storedFromRun}, lost: ${r.lost}, duplicated: ${r.duplicated}`,
    );
  }
  await mkdir("bench/results", { recursive: true });
  const file = path.join("bench/results", `contact-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`);
  console.log(`Written to ${file}`);
  if (results.some((r) => r.lost > 0 || r.duplicated > 0)) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
