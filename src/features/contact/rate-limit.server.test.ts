import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "~/test-support/databases";
import type { DatabaseHandle } from "../../.server/db/client";
import { databaseRateLimiter, memoryRateLimiter, pruneRateLimits, type RateLimiter } from "./rate-limit.server";

const settings = { max: 3, windowMs: 60_000 };
const start = 1_800_000_000_000;

async function expectFixedWindow(limiter: RateLimiter, key: string) {
  const decisions = [];
  for (let i = 0; i < 4; i++) decisions.push(await limiter.consume(key, start + i * 1000));
  expect(decisions).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }, { allowed: false, retryAfterSeconds: 57 }]);
  // Another address has its own window; the first one opens again when its window ends.
  expect(await limiter.consume(`${key}-other`, start + 3500)).toEqual({ allowed: true });
  expect(await limiter.consume(key, start + 60_000)).toEqual({ allowed: true });
}

/** Posts of several addresses at the same moment are each decided as if they had come one by one. */
async function expectSimultaneousPosts(limiter: RateLimiter, key: string) {
  const keys = [`${key}-a`, `${key}-b`, `${key}-a`, `${key}-a`, `${key}-b`, `${key}-a`];
  const decisions = await Promise.all(keys.map((each) => limiter.consume(each, start)));
  expect(decisions).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }, { allowed: true }, { allowed: true }, { allowed: false, retryAfterSeconds: 60 }]);
}

describe("memory rate limiter", () => {
  it("allows max posts per window and says when the next is welcome", async () => {
    await expectFixedWindow(memoryRateLimiter(settings), "203.0.113.9");
  });

  it("decides posts that arrive together one by one", async () => {
    await expectSimultaneousPosts(memoryRateLimiter(settings), "203.0.113.10");
  });
});


describe.each(testDatabases("limit"))("database rate limiter on $name", ({ target }) => {
  let handle: DatabaseHandle;
  const key = `test-${Math.random().toString(36).slice(2)}`;
  useTestDatabase(target, {
    opened: (opened) => void (handle = opened),
    beforeClose: (opened) => opened.db.execute(sql`delete from contact_rate_limits where key like ${`${key}%`}`),
  });

  it("counts the same fixed window as the memory limiter", async () => {
    await expectFixedWindow(databaseRateLimiter(handle.db, settings), key);
  });

  it("decides posts that arrive together one by one", async () => {
    await expectSimultaneousPosts(databaseRateLimiter(handle.db, settings), `${key}-together`);
  });

  it("counts posts made at the same moment by several replicas exactly once each", async () => {
    const shared = `${key}-burst`;
    const replicas = [databaseRateLimiter(handle.db, settings), databaseRateLimiter(handle.db, settings)];
    const decisions = await Promise.all(Array.from({ length: 10 }, (_, i) => replicas[i % 2]!.consume(shared, start)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
  });

  it("prunes windows that have ended", async () => {
    await pruneRateLimits(handle.db, settings, start + 10 * 60_000);
    const rows = (await handle.db.execute(sql`select key from contact_rate_limits where key like ${`${key}%`}`)) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([]);
  });
});
