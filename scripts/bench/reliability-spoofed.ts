// Part 3 of `npm run bench:reliability`, spoofed addresses: BENCH_SPOOFED posts (100,000), each with
// another X-Forwarded-For (valid IPv4, IPv6 in distinct /64s, 8 KB garbage), default rate limiting: the
// server's RSS before and after, how many were refused 429, how many stored (only the BENCH_SPOOFED_VALID
// posts carrying a real form token may be).
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { collectTokens, leadBody, MIN_FILL_WAIT_MS, postForm, readStoredLeads, rssMb, spawnFormServer, sqlQuery } from "./contact-client.ts";
import {
  B64URL,
  CONCURRENCY,
  logWatcher,
  PART_TIME_LIMIT_MS,
  PORT,
  PRINTABLE,
  prng,
  REQUEST_TIMEOUT_MS,
  SEED,
  statusCounter,
  type Random,
} from "./reliability-tools.ts";
import { waitForHealth, type BenchEnv } from "./servers.ts";

export const SPOOFED = Number(process.env.BENCH_SPOOFED ?? 100_000);
/** Of the spoofed posts, this many carry a real form token (and a valid address): these may be stored. */
const SPOOFED_VALID = Number(process.env.BENCH_SPOOFED_VALID ?? 500);

/** The PostgreSQL limiter's rows. */
async function rateLimitRows(env: BenchEnv): Promise<number> {
  const [row] = await sqlQuery<{ n: number }>(env, "select count(*)::int as n from contact_rate_limits");
  return Number(row?.n);
}

/** 8 KB garbage pool: each post takes one and prefixes its own index, so no two are the same. */
function garbagePool(rng: Random): string[] {
  return Array.from({ length: 64 }, () => rng.chars(PRINTABLE, 8 * 1024));
}

export async function spoofedPart(env: BenchEnv, runId: string) {
  // Default rate limiting: the empty string is the server's default (parseEnv drops empty variables).
  const serverEnv = { ...env, TRUST_PROXY: "loopback", CONTACT_RATE_LIMIT_MAX: "", CONTACT_RATE_LIMIT_WINDOW_SECONDS: "" };
  const logs = logWatcher();
  const server = spawnFormServer({ port: PORT, env: serverEnv, onLogLine: logs.onLogLine });
  await waitForHealth(server, Date.now() + 60_000);
  const validEvery = SPOOFED_VALID > 0 ? Math.max(1, Math.floor(SPOOFED / SPOOFED_VALID)) : Infinity;
  const validCount = SPOOFED_VALID > 0 ? Math.ceil(SPOOFED / validEvery) : 0;
  const tokens = await collectTokens(PORT, validCount);
  await sleep(MIN_FILL_WAIT_MS);
  const rateRowsBefore = env.DATABASE_URL ? await rateLimitRows(serverEnv) : undefined;

  const rng = prng(SEED + 3);
  const garbage = garbagePool(rng);
  const forged = `${Date.now() - 60_000}.${rng.chars(B64URL, 16)}.${rng.chars(B64URL, 43)}`;
  const rssBefore = rssMb(server.pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak ?? 0, rssMb(server.pid) ?? 0)), 250);

  const statuses = statusCounter();
  const kinds: Record<"ipv4" | "ipv6" | "garbage", { posts: number; 429: number }> = {
    ipv4: { posts: 0, 429: 0 },
    ipv6: { posts: 0, 429: 0 },
    garbage: { posts: 0, 429: 0 },
  };
  let validPosts = 0;
  let valid303 = 0;
  let next = 0;
  let sent = 0;
  const deadline = Date.now() + PART_TIME_LIMIT_MS;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const started = performance.now();
  async function worker() {
    while (next < SPOOFED && Date.now() < deadline) {
      const i = next++;
      const valid = i % validEvery === 0;
      // Valid-token posts come from valid addresses (IPv4 and IPv6 in turn); the others cycle all three kinds.
      const kind = valid ? ((i / validEvery) % 2 === 0 ? "ipv4" : "ipv6") : (["ipv4", "ipv6", "garbage"] as const)[i % 3]!;
      // 100.64.0.0/10 (shared address space) and 2001:db8::/32 (documentation): one address, one /64, per post.
      const address =
        kind === "ipv4"
          ? `100.${64 + ((i >> 16) & 63)}.${(i >> 8) & 255}.${i & 255}`
          : kind === "ipv6"
            ? `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::${(1 + (i % 7)).toString(16)}`
            : `${i}-${garbage[i % garbage.length]}`;
      const body = valid
        ? leadBody({ fullName: `Spoofed Lead ${i}`, email: `bench-${runId}-s${i}@example.com`, formToken: tokens[Math.floor(i / validEvery)]! })
        : leadBody({ fullName: `Spoofed Post ${i}`, email: `bench-${runId}-x${i}@example.com`, formToken: forged });
      // The form script's request (JSON answer): the HTML form's page is rendered in part 2; 100,000 of them would take most of the run.
      const answer = await postForm({ port: PORT, agent, body, address, headers: { accept: "application/json" }, timeoutMs: REQUEST_TIMEOUT_MS });
      sent += 1;
      statuses.add(answer);
      kinds[kind].posts += 1;
      if (answer.status === 429) kinds[kind][429] += 1;
      if (valid) {
        validPosts += 1;
        if (answer.status === 303) valid303 += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  agent.destroy();
  if (server.hasExited()) throw new Error(`the server exited during the spoofed posts (${JSON.stringify(await server.exited)})`);
  const rssAfter = rssMb(server.pid);
  await sleep(2000);
  const rssSettled = rssMb(server.pid);

  const rows = (await readStoredLeads(serverEnv)).filter((lead) => lead.email.startsWith(`bench-${runId}-s`) || lead.email.startsWith(`bench-${runId}-x`));
  const rateRowsAfter = env.DATABASE_URL ? await rateLimitRows(serverEnv) : undefined;
  await server.stop();
  return {
    posts: sent,
    concurrency: CONCURRENCY,
    seconds: Number(seconds.toFixed(1)),
    postsPerSecond: Math.round(sent / seconds),
    kinds,
    rssBeforeMb: rssBefore,
    rssPeakMb: rssPeak,
    rssAfterMb: rssAfter,
    rssSettledMb: rssSettled,
    statuses: { classes: statuses.classes, byStatus: statuses.byStatus, connectionErrors: statuses.errors },
    rateLimited: statuses.byStatus[429] ?? 0,
    validPosts,
    valid303,
    storedValid: rows.filter((lead) => lead.email.startsWith(`bench-${runId}-s`)).length,
    storedInvalid: rows.filter((lead) => lead.email.startsWith(`bench-${runId}-x`)).length,
    rateLimitRowsBefore: rateRowsBefore,
    rateLimitRowsAfter: rateRowsAfter,
    log: logs.stats,
  };
}
