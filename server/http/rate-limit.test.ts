import { randomBytes } from "node:crypto";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { testDatabases, useTestDatabase } from "~/test-support/databases";
import type { DatabaseHandle } from "~server/db/client";
import { databaseRateLimiter, memoryRateLimiter, pruneRateLimits, rateLimitKey, type RateLimiter } from "./rate-limit";

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
  expect(decisions).toEqual([
    { allowed: true },
    { allowed: true },
    { allowed: true },
    { allowed: true },
    { allowed: true },
    { allowed: false, retryAfterSeconds: 60 },
  ]);
}

describe("the rate limit's key", () => {
  it("is the IPv4 address, or the /64 an IPv6 address belongs to", () => {
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("2001:db8:a:b:1:2:3:4")).toBe("2001:db8:a:b::/64");
    expect(rateLimitKey("2001:DB8:A:B::99")).toBe("2001:db8:a:b::/64");
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("2001:0db8:000a::")).toBe("2001:db8:a:0::/64");
    expect(rateLimitKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    // The groups after "::" count too: the same address written in full or shortened is one network.
    expect(rateLimitKey("2001:db8::1:2:3:4:5")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("2001:db8:0:1:2:3:4:5")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("2001::5:6:7:8:9:a")).toBe("2001:0:5:6::/64");
    expect(rateLimitKey("fe80::1:2%eth0")).toBe("fe80:0:0:0::/64");
  });
});

describe("memory rate limiter", () => {
  it("allows max posts per window and says when the next is welcome", async () => {
    await expectFixedWindow(memoryRateLimiter(settings), "203.0.113.9");
  });

  it("holds a bounded number of addresses, and still limits the one that keeps posting", async () => {
    // The heap after a full collection: what the limiter really holds, not garbage not yet collected.
    setFlagsFromString("--expose-gc");
    const collectGarbage = runInNewContext("gc") as () => void;
    const heapUsed = () => (collectGarbage(), process.memoryUsage().heapUsed);
    const limiter = memoryRateLimiter(settings, 1000);
    const heapBefore = heapUsed();
    for (let i = 0; i < 100_000; i++) {
      await limiter.consume(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, start + i);
      // One persistent poster among them, every hundredth post.
      if (i % 100 === 0) await limiter.consume("198.51.100.1", start + i);
    }
    // 100,000 addresses in a minute's window hold no more than the bound's worth of memory…
    expect(heapUsed() - heapBefore).toBeLessThan(1024 * 1024);
    // … and an address that posts while the flood goes on keeps its window.
    expect(await limiter.consume("198.51.100.1", start + 100_000)).toMatchObject({ allowed: false });
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

  it("counts in memory and logs an error when the database refuses to count", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // A key too large for the table's index: the database refuses the statement.
    const oversized = `${key}-${randomBytes(2900).toString("hex")}`;
    const limiter = databaseRateLimiter(handle.db, settings);
    const decisions = [];
    for (let i = 0; i < 5; i++) decisions.push(await limiter.consume(oversized, start + i));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(settings.max);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"msg":"rate limit not counted in the database: counting in memory"'));
    errors.mockRestore();
  });

  it("prunes windows that have ended", async () => {
    await pruneRateLimits(handle.db, settings, start + 10 * 60_000);
    const rows = (await handle.db.execute(sql`select key from contact_rate_limits where key like ${`${key}%`}`)) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([]);
  });
});
