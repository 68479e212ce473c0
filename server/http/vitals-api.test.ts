import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~server/db/client";
import { webVitals } from "~server/db/schema";
import { testDatabases, useTestDatabase } from "~/test-support/databases";
import { listenOnLoopback, postDeclaringMore } from "~/test-support/http";
import { VITALS_REPORT_LIMIT, vitalsApi } from "./vitals-api";

async function startApi(database: DatabaseHandle) {
  const app = express();
  app.set("trust proxy", true);
  app.use(vitalsApi({ database }));
  const server = createServer(app);
  const base = await listenOnLoopback(server);
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A report as field-vitals-beacon.ts sends it; `inpTarget` marks this test's rows. */
function report(changes: Record<string, unknown> = {}) {
  return {
    path: "/zh",
    lang: "zh",
    device: "mobile",
    connection: "4g",
    LCP: 1830.4,
    INP: 96,
    CLS: 0.02,
    FCP: 910,
    TTFB: 120.5,
    inpTarget: `#t-${randomUUID()}`,
    ...changes,
  };
}

describe.each(testDatabases("vitals-api"))("vitals API on $name", ({ target }) => {
  let database: DatabaseHandle;
  let api: Awaited<ReturnType<typeof startApi>>;
  useTestDatabase(target, {
    opened: async (handle) => {
      database = handle;
      api = await startApi(handle);
    },
    beforeClose: async () => {
      await api.close();
      await database.db.execute(sql`delete from web_vitals where inp_target like '#t-%'`);
    },
  });

  /** As `navigator.sendBeacon(url, string)` posts: text/plain, from the page's own origin. */
  const beacon = (body: string, { address = "192.0.2.10", type = "text/plain;charset=UTF-8", origin = api.base } = {}) =>
    fetch(`${api.base}/api/vitals`, {
      method: "POST",
      headers: { "content-type": type, origin, "sec-fetch-site": "same-origin", "x-forwarded-for": address },
      body,
    });
  const storedWith = (inpTarget: string) => database.db.select().from(webVitals).where(eq(webVitals.inpTarget, inpTarget));

  it("stores a page view's vitals as sendBeacon posts them, with nothing that identifies the visitor", async () => {
    const sent = report();
    const response = await beacon(JSON.stringify(sent), { address: "198.51.100.23" });
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toBeNull();
    const rows = await storedWith(sent.inpTarget);
    expect(rows).toEqual([
      expect.objectContaining({
        page: "home",
        language: "zh",
        device: "mobile",
        connection: "4g",
        lcpMs: 1830.4,
        inpMs: 96,
        cls: 0.02,
        fcpMs: 910,
        ttfbMs: 120.5,
      }),
    ]);
    // The hour it arrived, not the moment: nothing to match against an access log.
    const received = rows[0]!.receivedHour;
    expect(received.getUTCMinutes() + received.getUTCSeconds() + received.getUTCMilliseconds()).toBe(0);
    expect(Date.now() - received.getTime()).toBeLessThan(60 * 60 * 1000 + 60_000);
    const raw = (await database.db.execute(sql`select * from web_vitals where inp_target = ${sent.inpTarget}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    expect(Object.keys(raw.rows[0]!).sort()).toEqual(
      ["id", "received_hour", "page", "language", "device", "connection", "lcp_ms", "inp_ms", "cls", "fcp_ms", "ttfb_ms", "inp_target"].sort(),
    );
    expect(JSON.stringify(raw.rows)).not.toContain("198.51.100.23");
  });

  it("takes JSON as well, a 404 page without its address, and a page that reached only some metrics", async () => {
    const sent = report({
      path: "/fr/some-mistyped-name@example.com",
      notFound: true,
      lang: "fr",
      device: "desktop",
      connection: undefined,
      LCP: undefined,
      CLS: undefined,
    });
    expect((await beacon(JSON.stringify(sent), { type: "application/json" })).status).toBe(204);
    const [row] = await storedWith(sent.inpTarget);
    expect(row).toMatchObject({ page: "not-found", language: "fr", device: "desktop", connection: null, lcpMs: null, cls: null, inpMs: 96 });
    expect(JSON.stringify(row)).not.toContain("example.com");
    const trailingSlash = report({ path: "/en/airhelp-case/", lang: "en" });
    expect((await beacon(JSON.stringify(trailingSlash))).status).toBe(204);
    expect(await storedWith(trailingSlash.inpTarget)).toEqual([expect.objectContaining({ page: "airhelp-case", language: "en" })]);
  });

  it("refuses a malformed report and stores nothing of it", async () => {
    const bad = [
      "{not json",
      JSON.stringify([report()]),
      JSON.stringify({ ...report(), visitorId: "abc" }),
      JSON.stringify(report({ path: "/en/not-a-page-of-ours" })),
      JSON.stringify(report({ lang: "de" })),
      JSON.stringify(report({ device: "phone" })),
      JSON.stringify(report({ LCP: -5 })),
      JSON.stringify(report({ LCP: "1200" })),
      JSON.stringify(report({ CLS: 1e9 })),
      JSON.stringify(report({ LCP: undefined, INP: undefined, CLS: undefined, FCP: undefined, TTFB: undefined })),
    ];
    for (const body of bad) expect((await beacon(body, { address: "192.0.2.11" })).status, body).toBe(400);
    const crossSite = report();
    expect((await beacon(JSON.stringify(crossSite), { origin: "https://evil.example" })).status).toBe(403);
    const rows = (await database.db.execute(
      sql`select count(*)::integer as n from web_vitals where page not in ('home', 'airhelp-case', 'not-found')`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]!.n).toBe(0);
    expect(await storedWith(crossSite.inpTarget)).toEqual([]);
  });

  it("refuses a body declared larger than a report at once, and one that turns out larger", async () => {
    const { status, ms } = await postDeclaringMore(
      `${api.base}/api/vitals`,
      { "content-type": "text/plain", origin: api.base, "x-forwarded-for": "192.0.2.12" },
      50_000_000,
    );
    expect(status).toBe(413);
    expect(ms).toBeLessThan(1000);

    // Chunked, no length declared: the parser stops at the limit.
    const padded = report({ inpTarget: `#t-${randomUUID()}${" ".repeat(2000)}` });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(padded)));
        controller.close();
      },
    });
    const chunked = await fetch(`${api.base}/api/vitals`, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: api.base, "x-forwarded-for": "192.0.2.13" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it("stops an address that floods the endpoint, and only that address", { timeout: 60_000 }, async () => {
    for (let i = 0; i < VITALS_REPORT_LIMIT.max; i += 1) expect((await beacon("{}", { address: "192.0.2.14" })).status).toBe(400);
    const refused = await beacon(JSON.stringify(report()), { address: "192.0.2.14" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = report();
    expect((await beacon(JSON.stringify(other), { address: "192.0.2.15" })).status).toBe(204);
    expect(await storedWith(other.inpTarget)).toHaveLength(1);
  });
});
