import { isIPv6 } from "node:net";
import { sql } from "drizzle-orm";
import type { Database } from "~server/db/client";
import { groupCommit } from "~server/db/group-commit";
import { failure, log } from "~server/log";

export interface RateLimitSettings {
  /** Posts one address may make per window. */
  max: number;
  windowMs: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * What the limit counts by: the IPv4 address, or the /64 of an IPv6 one — a single home or server is
 * usually given a whole /64, so counting its addresses one by one would give it 2^64 allowances.
 */
export function rateLimitKey(address: string): string {
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/** The eight groups of an IPv6 address: "::" stands for as many zero groups as the written ones leave. */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.toLowerCase().replace(/%.*$/, "").split("::");
  // A dotted IPv4 ending ("64:ff9b::192.0.2.1") holds the last two groups.
  const written = (part: string) => (part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : []);
  const before = written(head);
  const after = tail === undefined ? [] : written(tail);
  return [...before, ...Array<string>(8 - before.length - after.length).fill("0"), ...after];
}

/** A fixed-window counter per key (`rateLimitKey` of the client's address). */
export interface RateLimiter {
  consume(key: string, now?: number): Promise<RateLimitDecision>;
}

function decide(hits: number, windowStart: number, settings: RateLimitSettings, now: number): RateLimitDecision {
  if (hits <= settings.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + settings.windowMs - now) / 1000)) };
}

/**
 * The memory limiter's bound: a flood of distinct addresses (a botnet, or spoofed headers before
 * client-address.ts refused them) cannot grow the process beyond about a megabyte of counters.
 */
export const MAX_TRACKED_KEYS = 10_000;

/**
 * For one process (PGlite is one process anyway): no database round trip per post. Holds at most
 * `maxKeys` windows; when full, the address that posted least recently is forgotten. An address that
 * keeps posting stays counted however many others flood in; one forgotten during such a flood may start
 * a new window early, which is the price of a bounded memory.
 */
export function memoryRateLimiter(settings: RateLimitSettings, maxKeys = MAX_TRACKED_KEYS): RateLimiter {
  // In order of each address's latest post (a Map keeps insertion order): the first is the stalest.
  const windows = new Map<string, { start: number; hits: number }>();
  let lastSweep = 0;
  return {
    async consume(key, now = Date.now()) {
      // Drop finished windows now and then, so the map stays as small as the set of recent posters.
      if (now - lastSweep > settings.windowMs) {
        for (const [k, window] of windows) if (now - window.start >= settings.windowMs) windows.delete(k);
        lastSweep = now;
      }
      let window = windows.get(key);
      windows.delete(key);
      if (!window || now - window.start >= settings.windowMs) {
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        window = { start: now, hits: 0 };
      }
      windows.set(key, window);
      window.hits += 1;
      return decide(window.hits, window.start, settings, now);
    },
  };
}

/** One statement counts at most this many posts. */
const MAX_KEYS_PER_COUNT = 500;

/**
 * For several replicas on one PostgreSQL: atomic upserts, so every replica counts the same window. A
 * finished window restarts at the first post after it. The posts that arrive while a count is running
 * are counted together in one statement (group commit, ADR 0008): each address's counter rises by its
 * number of posts, and each post gets the count it would have had alone.
 *
 * When the database cannot count (down, or refusing the statement), the post is counted in this
 * process's memory instead and the failure is logged as an error: never an unlimited door, and never a
 * visitor refused for the database's fault.
 */
export function databaseRateLimiter(db: Database, settings: RateLimitSettings): RateLimiter {
  const count = groupCommit((posts: { key: string; now: number }[]) => countPosts(db, settings, posts), { maxBatch: MAX_KEYS_PER_COUNT });
  const fallback = memoryRateLimiter(settings);
  return {
    consume: (key, now = Date.now()) =>
      count({ key, now }).catch((error: unknown) => {
        log.error("rate limit not counted in the database: counting in memory", failure(error));
        return fallback.consume(key, now);
      }),
  };
}

async function countPosts(db: Database, settings: RateLimitSettings, posts: { key: string; now: number }[]): Promise<RateLimitDecision[]> {
  const byKey = new Map<string, { posts: number; latest: number }>();
  for (const { key, now } of posts) {
    const counter = byKey.get(key) ?? { posts: 0, latest: now };
    byKey.set(key, { posts: counter.posts + 1, latest: Math.max(counter.latest, now) });
  }
  // Rows are locked in key order, so two replicas counting overlapping addresses cannot deadlock.
  const keys = [...byKey.keys()].sort();
  const windowSeconds = settings.windowMs / 1000;
  const result = (await db.execute(sql`
    insert into contact_rate_limits as limits (key, window_start, hits)
    select * from unnest(
      ${sql.param(keys)}::text[],
      ${sql.param(keys.map((key) => new Date(byKey.get(key)!.latest).toISOString()))}::timestamptz[],
      ${sql.param(keys.map((key) => byKey.get(key)!.posts))}::integer[])
    on conflict (key) do update set
      window_start = case when limits.window_start <= excluded.window_start - make_interval(secs => ${windowSeconds})
        then excluded.window_start else limits.window_start end,
      hits = case when limits.window_start <= excluded.window_start - make_interval(secs => ${windowSeconds})
        then excluded.hits else limits.hits + excluded.hits end
    returning key, hits, window_start`)) as unknown as { rows: { key: string; hits: number; window_start: string | Date }[] };
  // Each returned count includes this batch's posts of its key: they take its last counts, in arrival order.
  const counters = new Map(
    result.rows.map((row) => [row.key, { hits: row.hits - byKey.get(row.key)!.posts, windowStart: new Date(row.window_start).getTime() }]),
  );
  return posts.map(({ key, now }) => {
    const counter = counters.get(key)!;
    counter.hits += 1;
    return decide(counter.hits, counter.windowStart, settings, now);
  });
}

/** Removes windows that ended, so the table does not grow with every address ever seen. */
export async function pruneRateLimits(db: Database, settings: RateLimitSettings, now = Date.now()) {
  const before = new Date(now - settings.windowMs).toISOString();
  await db.execute(sql`delete from contact_rate_limits where window_start <= ${before}::timestamptz`);
}
