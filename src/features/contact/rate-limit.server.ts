import { sql } from "drizzle-orm";
import type { Database } from "../../.server/db/client";
import { groupCommit } from "../../.server/db/group-commit";

export interface RateLimitSettings {
  /** Posts one address may make per window. */
  max: number;
  windowMs: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A fixed-window counter per key (the client's IP address). */
export interface RateLimiter {
  consume(key: string, now?: number): Promise<RateLimitDecision>;
}

function decide(hits: number, windowStart: number, settings: RateLimitSettings, now: number): RateLimitDecision {
  if (hits <= settings.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + settings.windowMs - now) / 1000)) };
}

/** For one process (PGlite is one process anyway): no database round trip per post. */
export function memoryRateLimiter(settings: RateLimitSettings): RateLimiter {
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
      if (!window || now - window.start >= settings.windowMs) {
        window = { start: now, hits: 0 };
        windows.set(key, window);
      }
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
 */
export function databaseRateLimiter(db: Database, settings: RateLimitSettings): RateLimiter {
  const count = groupCommit((posts: { key: string; now: number }[]) => countPosts(db, settings, posts), { maxBatch: MAX_KEYS_PER_COUNT });
  return { consume: (key, now = Date.now()) => count({ key, now }) };
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
  const counters = new Map(result.rows.map((row) => [row.key, { hits: row.hits - byKey.get(row.key)!.posts, windowStart: new Date(row.window_start).getTime() }]));
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
