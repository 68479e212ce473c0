import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~server/db/client";
import { testDatabases, useTestDatabase } from "~/test-support/databases";
import { purgeExpiredVitalsRegularly, rateVital, storeVitalsReport, VITALS_RETENTION_DAYS, vitalsPercentiles } from "./field-vitals.server";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("rateVital", () => {
  it("marks a value against Google's thresholds, a value on a threshold still within it", () => {
    expect([2500, 2501, 4000, 4001].map((lcp) => rateVital("LCP", lcp))).toEqual(["good", "needs improvement", "needs improvement", "poor"]);
    expect([200, 201, 500, 501].map((inp) => rateVital("INP", inp))).toEqual(["good", "needs improvement", "needs improvement", "poor"]);
    expect([0.1, 0.11, 0.25, 0.26].map((cls) => rateVital("CLS", cls))).toEqual(["good", "needs improvement", "needs improvement", "poor"]);
    expect([1800, 3000, 3001].map((fcp) => rateVital("FCP", fcp))).toEqual(["good", "needs improvement", "poor"]);
    expect([800, 1800, 1801].map((ttfb) => rateVital("TTFB", ttfb))).toEqual(["good", "needs improvement", "poor"]);
  });
});

describe.each(testDatabases("field-vitals"))("field vitals on $name", ({ target }) => {
  let handle: DatabaseHandle;
  // Reports filed at an hour of their own in the future, so what other suites store on a shared PostgreSQL is not counted.
  const hour = Date.UTC(2100, 0, 1) + Math.floor(Math.random() * 100_000) * 3_600_000;
  useTestDatabase(target, {
    opened: (opened) => void (handle = opened),
    beforeClose: (opened) => opened.db.execute(sql`delete from web_vitals where received_hour >= ${new Date(hour - 100 * DAY_MS).toISOString()}::timestamptz`),
  });

  it("takes the 75th percentile a visit in four does not beat, per page, language and device, ignoring what a page did not reach", async () => {
    for (const lcp of [4000, 1000, 3000, 2000]) await storeVitalsReport(handle.db, { path: "/zh", lang: "zh", device: "mobile", LCP: lcp }, hour);
    await storeVitalsReport(handle.db, { path: "/zh", lang: "zh", device: "mobile", INP: 350, inpTarget: "#menu" }, hour);
    await storeVitalsReport(handle.db, { path: "/zh", lang: "zh", device: "desktop", LCP: 800 }, hour);
    const groups = await vitalsPercentiles(handle.db, new Date(hour));
    expect(groups.map(({ page, language, device }) => `${page} ${language} ${device}`)).toEqual(["home zh desktop", "home zh mobile"]);
    expect(groups[1]!.metrics).toEqual({
      LCP: { samples: 4, p75: 3000 },
      INP: { samples: 1, p75: 350 },
      CLS: { samples: 0, p75: null },
      FCP: { samples: 0, p75: null },
      TTFB: { samples: 0, p75: null },
    });
  });

  it(`deletes what is older than ${VITALS_RETENTION_DAYS} days, at start and daily, and keeps the rest`, async () => {
    // Around now, not the future hour: the purge must not reach what other suites store meanwhile.
    const marker = `#retention-${randomUUID()}`;
    const now = Date.now();
    const store = (daysOld: number) =>
      storeVitalsReport(handle.db, { path: "/en", lang: "en", device: "tablet", INP: daysOld, inpTarget: marker }, now - daysOld * DAY_MS);
    await store(VITALS_RETENTION_DAYS + 1);
    await store(VITALS_RETENTION_DAYS - 1);
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const retention = purgeExpiredVitalsRegularly(handle, () => now);
    await retention.done;
    retention.stop();
    vi.restoreAllMocks();
    const left = (await handle.db.execute(sql`select inp_ms from web_vitals where inp_target = ${marker}`)) as unknown as { rows: { inp_ms: number }[] };
    expect(left.rows.map((row) => row.inp_ms)).toEqual([VITALS_RETENTION_DAYS - 1]);
    await handle.db.execute(sql`delete from web_vitals where inp_target = ${marker}`);
  });
});
