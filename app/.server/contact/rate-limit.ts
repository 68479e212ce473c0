import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

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

/**
 * For several replicas on one PostgreSQL: one atomic upsert per post, so every replica counts the same
 * window. A finished window restarts at the first post after it.
 */
export function databaseRateLimiter(db: Database, settings: RateLimitSettings): RateLimiter {
  return {
    async consume(key, now = Date.now()) {
      const at = new Date(now).toISOString();
      const windowSeconds = settings.windowMs / 1000;
      const result = (await db.execute(sql`
        insert into contact_rate_limits as limits (key, window_start, hits) values (${key}, ${at}, 1)
        on conflict (key) do update set
          window_start = case when limits.window_start <= ${at}::timestamptz - make_interval(secs => ${windowSeconds})
            then excluded.window_start else limits.window_start end,
          hits = case when limits.window_start <= ${at}::timestamptz - make_interval(secs => ${windowSeconds})
            then 1 else limits.hits + 1 end
        returning hits, window_start`)) as unknown as { rows: { hits: number; window_start: string | Date }[] };
      const row = result.rows[0]!;
      return decide(row.hits, new Date(row.window_start).getTime(), settings, now);
    },
  };
}

/** Removes windows that ended, so the table does not grow with every address ever seen. */
export async function pruneRateLimits(db: Database, settings: RateLimitSettings, now = Date.now()) {
  const before = new Date(now - settings.windowMs).toISOString();
  await db.execute(sql`delete from contact_rate_limits where window_start <= ${before}::timestamptz`);
}
