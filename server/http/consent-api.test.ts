import { rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~server/db/client";
import { consentRecords } from "~server/db/schema";
import { parseEnv } from "~server/env";
import { testDatabases } from "~/test-support/databases";
import { listenOnLoopback, postDeclaringMore } from "~/test-support/http";
import { CONSENT_PROOF_LIMIT, consentApi } from "./consent-api";

/** A stand-in for the optional country-by-IP service: answers by the address in the path. */
let geoService: Server;
let geoServiceUrl: string;
/** A proof of consent as the browser posts it: a refusal now, in English, unless `changes` say otherwise. */
function proof(changes: Record<string, unknown> = {}) {
  return {
    consentId: crypto.randomUUID(),
    action: "reject_all",
    categories: { analytics: false, marketing: false, preferences: false },
    version: "1.0",
    language: "en",
    decidedAt: new Date().toISOString(),
    ...changes,
  };
}

const askedFor: string[] = [];
beforeAll(async () => {
  geoService = createServer((req, res) => {
    const ip = decodeURIComponent(req.url!.split("/").pop()!);
    askedFor.push(ip);
    if (ip === "203.0.113.9") return void setTimeout(() => res.end("{}"), 3000);
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(ip === "198.51.100.7" ? { country: "NO", region: "Oslo" } : { country: "US" }));
  });
  geoServiceUrl = await listenOnLoopback(geoService);
});
afterAll(() => {
  geoService.closeAllConnections();
  geoService.close();
});

async function startApi(env: Record<string, string>, database: DatabaseHandle) {
  const app = express();
  app.set("trust proxy", true);
  app.use(consentApi({ env: parseEnv(env), database }));
  const server = createServer(app);
  const base = await listenOnLoopback(server);
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe.each(testDatabases("consent"))("consent API on $name", ({ target }) => {
  let database: DatabaseHandle;
  let api: Awaited<ReturnType<typeof startApi>>;
  let folder: string | undefined;

  beforeAll(async () => {
    const where = await target();
    folder = "dataDir" in where ? where.dataDir : undefined;
    database = await openDatabase(where);
    api = await startApi({ GEO_COUNTRY_HEADER: "X-Edge-Country", GEO_SERVICE_URL: `${geoServiceUrl}/lookup/{ip}`, GA4_MEASUREMENT_ID: "G-ABC123" }, database);
    // A new PGlite folder takes seconds to initialise, more on a busy machine.
  }, 60_000);
  afterAll(async () => {
    await api.close();
    await database.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("answers the country from the CDN header, applying the rule, never cached for others", async () => {
    const response = await fetch(`${api.base}/api/geo`, { headers: { "CF-IPCountry": "CN" } });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ country: "CN", region: null, isEU: false, isChina: true, requiresConsent: true });
    const configured = await fetch(`${api.base}/api/geo`, { headers: { "X-Edge-Country": "de", "CF-IPCountry": "US" } });
    expect(await configured.json()).toMatchObject({ country: "DE", isEU: true, requiresConsent: true });
  });

  it("asks the optional service with the visitor's address when no header tells", async () => {
    const response = await fetch(`${api.base}/api/geo`, { headers: { "X-Forwarded-For": "198.51.100.7" } });
    expect(await response.json()).toEqual({ country: "NO", region: "Oslo", isEU: true, isChina: false, requiresConsent: true });
    expect(askedFor).toContain("198.51.100.7");
  });

  it("says unknown when the service is slower than 1.5 s, so the browser falls back", async () => {
    const started = Date.now();
    const response = await fetch(`${api.base}/api/geo`, { headers: { "X-Forwarded-For": "203.0.113.9" } });
    expect(await response.json()).toMatchObject({ country: null, requiresConsent: null });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("hands the browser only the configured IDs", async () => {
    expect(await (await fetch(`${api.base}/api/analytics-config`)).json()).toEqual({ ga4Id: "G-ABC123" });
  });

  it("stores the proof of a same-origin decision, without the visitor's address", async () => {
    const decidedAt = new Date(Date.now() - 60_000).toISOString();
    const sent = proof({
      action: "save_settings",
      categories: { analytics: true, marketing: false, preferences: true },
      language: "fr",
      decidedAt,
    });
    const response = await fetch(`${api.base}/api/consent`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: api.base, "sec-fetch-site": "same-origin", "x-forwarded-for": "192.0.2.44" },
      body: JSON.stringify(sent),
    });
    expect(response.status).toBe(204);
    const rows = await database.db.select().from(consentRecords).where(eq(consentRecords.consentId, sent.consentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "save_settings", analytics: true, marketing: false, preferences: true, version: "1.0", language: "fr" });
    expect(rows[0]!.decidedAt.toISOString()).toBe(decidedAt);
    const stored = (await database.db.execute(sql`select * from consent_records where consent_id = ${sent.consentId}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    expect(JSON.stringify(stored.rows)).not.toContain("192.0.2.44");
    await database.db.delete(consentRecords).where(eq(consentRecords.consentId, sent.consentId));
  });

  it("stores a proof sent again (a retry, a second tab) once", async () => {
    const sent = proof();
    for (let time = 0; time < 5; time++) {
      const response = await fetch(`${api.base}/api/consent`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: api.base, "x-forwarded-for": "192.0.2.45" },
        body: JSON.stringify(sent),
      });
      expect(response.status).toBe(204);
    }
    expect(await database.db.select().from(consentRecords).where(eq(consentRecords.consentId, sent.consentId))).toHaveLength(1);
    await database.db.delete(consentRecords).where(eq(consentRecords.consentId, sent.consentId));
  });

  it("refuses another origin and a malformed body", async () => {
    const body = JSON.stringify(proof({ action: "accept_all", categories: { analytics: true, marketing: true, preferences: true } }));
    const crossSite = await fetch(`${api.base}/api/consent`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body,
    });
    expect(crossSite.status).toBe(403);
    const noOrigin = await fetch(`${api.base}/api/consent`, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(noOrigin.status).toBe(403);
    const malformed = await fetch(`${api.base}/api/consent`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: api.base },
      body: JSON.stringify({ consentId: "x" }),
    });
    expect(malformed.status).toBe(400);
  });

  it("refuses a proof no browser of ours sends: another version, categories the action cannot give, a time far from now", async () => {
    const valid = proof();
    const post = (body: object) =>
      fetch(`${api.base}/api/consent`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: api.base, "x-forwarded-for": "192.0.2.60" },
        body: JSON.stringify(body),
      });
    expect((await post({ ...valid, version: "0.0-fake" })).status).toBe(400);
    expect((await post({ ...valid, categories: { analytics: true, marketing: true, preferences: true } })).status).toBe(400);
    expect((await post({ ...valid, action: "accept_all" })).status).toBe(400);
    expect((await post({ ...valid, decidedAt: "1999-01-01T00:00:00Z" })).status).toBe(400);
    expect((await post({ ...valid, decidedAt: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString() })).status).toBe(400);
    // Accept all under Global Privacy Control leaves marketing off.
    expect((await post({ ...valid, action: "accept_all", categories: { analytics: true, marketing: false, preferences: true } })).status).toBe(204);
    expect((await post(valid)).status).toBe(204);
    await database.db.delete(consentRecords).where(eq(consentRecords.consentId, valid.consentId));
  });

  it("refuses a body declared larger than a proof at once, without waiting for it", async () => {
    const { status, ms } = await postDeclaringMore(
      `${api.base}/api/consent`,
      { "content-type": "application/json", origin: api.base, "x-forwarded-for": "192.0.2.70" },
      1_000_000_000,
    );
    expect(status).toBe(413);
    expect(ms).toBeLessThan(1000);
  });

  it("stops an address that posts more proofs than a visitor makes, and only that address", { timeout: 60_000 }, async () => {
    const post = (address: string) =>
      fetch(`${api.base}/api/consent`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: api.base, "x-forwarded-for": address },
        body: JSON.stringify({ consentId: "not-a-uuid" }),
      });
    for (let i = 0; i < CONSENT_PROOF_LIMIT.max; i += 1) expect((await post("192.0.2.61")).status).toBe(400);
    const refused = await post("192.0.2.61");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post("192.0.2.62")).status).toBe(400);
  });

  it("counts the posts a trusted proxy forwards with an unreadable X-Forwarded-For against that proxy, not as new visitors", async () => {
    // Its own server: the limiter's count for the proxy's address starts at zero.
    const proxied = await startApi({}, database);
    try {
      const post = (forwardedFor: string) =>
        fetch(`${proxied.base}/api/consent`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: proxied.base, "x-forwarded-for": forwardedFor },
          body: JSON.stringify({ consentId: "not-a-uuid" }),
        });
      for (let i = 0; i < CONSENT_PROOF_LIMIT.max; i += 1) expect((await post(`not-an-address-${i}`)).status).toBe(400);
      expect((await post("not-an-address-either")).status).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
