import { createServer, type Server } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { listenOnLoopback } from "~/test-support/http";
import { GEO_CACHE_MS, lookupLocation, regionFromLanguages, resetGeoCache } from "./geo-client";

/** Stands in for our /api/geo: the answer is whatever the test puts in `next`. */
let server: Server;
let baseUrl: string;
let next: { status: number; body: unknown } | "hang" = { status: 200, body: {} };
let hits = 0;
beforeAll(async () => {
  server = createServer((_req, res) => {
    hits++;
    if (next === "hang") return;
    res.writeHead(next.status, { "content-type": "application/json" }).end(JSON.stringify(next.body));
  });
  baseUrl = await listenOnLoopback(server);
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
afterEach(() => {
  resetGeoCache();
  vi.useRealTimers();
});

describe("the country lookup in the browser (spec, section 7)", () => {
  it("applies the rule to the country the endpoint reports", async () => {
    next = { status: 200, body: { country: "cn", region: null } };
    expect(await lookupLocation({ baseUrl, languages: ["en-US"] })).toEqual({ country: "CN", region: null, isEU: false, isChina: true, requiresConsent: true });
  });

  it("keeps the answer for 24 hours in memory", async () => {
    let clock = 1_000;
    next = { status: 200, body: { country: "US" } };
    const before = hits;
    await lookupLocation({ baseUrl, languages: [], now: () => clock });
    next = { status: 200, body: { country: "DE" } };
    clock += GEO_CACHE_MS - 1;
    expect((await lookupLocation({ baseUrl, languages: [], now: () => clock })).country).toBe("US");
    clock += 1;
    expect((await lookupLocation({ baseUrl, languages: [], now: () => clock })).country).toBe("DE");
    expect(hits - before).toBe(2);
  });

  it("falls back to the browser language's region when the endpoint cannot tell", async () => {
    next = { status: 200, body: { country: null } };
    expect((await lookupLocation({ baseUrl, languages: ["de-AT", "en-US"] })).country).toBe("AT");
  });

  it("takes no region from a language the visitor only also reads: a German browser listing en-US is asked for consent", async () => {
    next = { status: 200, body: { country: null } };
    expect(await lookupLocation({ baseUrl, languages: ["de", "en-US"] })).toEqual({
      country: "IT",
      region: null,
      isEU: true,
      isChina: false,
      requiresConsent: true,
    });
  });

  it("falls back to Italy with consent required when nothing tells", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    next = { status: 500, body: {} };
    expect(await lookupLocation({ baseUrl, languages: ["it"] })).toEqual({ country: "IT", region: null, isEU: true, isChina: false, requiresConsent: true });
  });

  it("gives up after 1.5 s", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    next = "hang";
    const pending = lookupLocation({ baseUrl, languages: ["en-GB"] });
    await vi.advanceTimersByTimeAsync(1499);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).country).toBe("GB");
    expect(warn).toHaveBeenCalledWith("[consent] country lookup failed", expect.anything());
  });

  it("reads only real regions from language tags", () => {
    expect(regionFromLanguages(["zh-CN"])?.requiresConsent).toBe(true);
    expect(regionFromLanguages(["en", "zh-Hans"])).toBeUndefined();
    expect(regionFromLanguages([])).toBeUndefined();
  });
});
