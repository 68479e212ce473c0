// Part 1 of `npm run bench:reliability`, exactly once under SIGKILL: BENCH_LEADS leads (3,000), each from
// its own rendered form (token) and with its own e-mail, 50 at a time; the server is SIGKILLed after 1/3
// and after 2/3 of them were acknowledged and restarted; every post not answered 303 is sent again, the
// same body (same token), until it is. Then the leads CLI says what is stored: lost (acknowledged, not
// stored) and duplicated (stored more than once) must both be 0.
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { collectTokens, leadBody, MIN_FILL_WAIT_MS, percentile, postForm, readStoredLeads, spawnFormServer } from "./contact-client.ts";
import { CONCURRENCY, logWatcher, PART_TIME_LIMIT_MS, PORT, REQUEST_TIMEOUT_MS, statusCounter } from "./reliability-tools.ts";
import { waitForHealth, type BenchEnv } from "./servers.ts";

export const LEADS = Number(process.env.BENCH_LEADS ?? 3000);

export async function exactlyOnce(env: BenchEnv, runId: string) {
  const serverEnv = { ...env, TRUST_PROXY: "loopback", CONTACT_RATE_LIMIT_MAX: "1000000" };
  const logs = logWatcher();
  const deadline = Date.now() + PART_TIME_LIMIT_MS;
  let server = spawnFormServer({ port: PORT, env: serverEnv, onLogLine: logs.onLogLine });
  await waitForHealth(server, Date.now() + 60_000);
  const tokensStarted = performance.now();
  const tokens = await collectTokens(PORT, LEADS, { deadline });
  const tokenSeconds = (performance.now() - tokensStarted) / 1000;
  await sleep(MIN_FILL_WAIT_MS);

  const statuses = statusCounter();
  const acknowledged = new Set<string>();
  const latencies: number[] = [];
  const killAt = [Math.ceil(LEADS / 3), Math.ceil((2 * LEADS) / 3)];
  const restarts: { afterAcknowledged: number; downMs: number }[] = [];
  let killsTriggered = 0;
  let restarting = Promise.resolve();
  let attempts = 0;
  let gaveUp = 0;
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

  const restart = async () => {
    const started = performance.now();
    const afterAcknowledged = acknowledged.size;
    await server.kill();
    server = spawnFormServer({ port: PORT, env: serverEnv, onLogLine: logs.onLogLine });
    await waitForHealth(server, deadline);
    restarts.push({ afterAcknowledged, downMs: Math.round(performance.now() - started) });
  };

  const postingStarted = performance.now();
  async function worker() {
    while (next < LEADS) {
      const i = next++;
      const email = `bench-${runId}-${i}@example.com`;
      // Built once: a retry sends exactly this body again, with the same token.
      const body = leadBody({ fullName: `Bench Lead ${i}`, email, formToken: tokens[i]! });
      const address = `198.18.${(i >> 8) & 255}.${i & 255}`;
      for (;;) {
        if (Date.now() > deadline) {
          gaveUp += 1;
          break;
        }
        const answer = await postForm({ port: PORT, agent, body, address, timeoutMs: REQUEST_TIMEOUT_MS });
        attempts += 1;
        statuses.add(answer);
        if (answer.status === 303) {
          acknowledged.add(email);
          latencies.push(answer.ms);
          break;
        }
        // Refused or reset (the server is down or restarting): try again shortly.
        await sleep(answer.status === 0 ? 50 : 200);
      }
      if (killsTriggered < killAt.length && acknowledged.size >= killAt[killsTriggered]!) {
        killsTriggered += 1;
        restarting = restarting.then(restart);
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await restarting;
  const postingSeconds = (performance.now() - postingStarted) / 1000;
  agent.destroy();

  // What is really stored, read by the agency's tool through the restarted server.
  const rows = (await readStoredLeads(serverEnv)).filter((lead) => lead.email.startsWith(`bench-${runId}-`));
  await server.stop();
  const perEmail = new Map<string, number>();
  for (const row of rows) perEmail.set(row.email, (perEmail.get(row.email) ?? 0) + 1);
  const lost = [...acknowledged].filter((email) => !perEmail.has(email));
  const duplicated = [...perEmail].filter(([, count]) => count > 1);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    leads: LEADS,
    concurrency: CONCURRENCY,
    tokenSeconds: Number(tokenSeconds.toFixed(1)),
    postingSeconds: Number(postingSeconds.toFixed(1)),
    acknowledged: acknowledged.size,
    stored: rows.length,
    distinctStored: perEmail.size,
    lost: lost.length,
    lostExamples: lost.slice(0, 5),
    duplicated: duplicated.length,
    duplicatedExamples: duplicated.slice(0, 5),
    storedNotAcknowledged: [...perEmail.keys()].filter((email) => !acknowledged.has(email)).length,
    gaveUp,
    attempts,
    retries: attempts - acknowledged.size - gaveUp,
    restarts,
    statuses: { classes: statuses.classes, byStatus: statuses.byStatus, connectionErrors: statuses.errors },
    p50Ms: Number(percentile(sorted, 50).toFixed(1)),
    p99Ms: Number(percentile(sorted, 99).toFixed(1)),
    log: logs.stats,
  };
}
