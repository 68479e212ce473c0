import http from "node:http";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "./db/client";
import { webVitals } from "./db/schema";
import { parseEnv } from "./env";
import { storeVitalsReport, VITALS_RETENTION_DAYS } from "~/features/analytics/field-vitals.server";
import { OPEN_TIMEOUT_MS } from "~/test-support/databases";
import { startServer } from "./start";

// The warm-up is held until the test lets it finish, to see what the server does meanwhile.
const warmUp = vi.hoisted(() => {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { started: vi.fn(), done, finish };
});
vi.mock("~/features/contact/service.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/features/contact/service.server")>()),
  warmUpContact: () => {
    warmUp.started();
    return warmUp.done;
  },
}));

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** A data folder, and a stand-in for the Astro build whose handler is never reached here. */
async function siteFolders() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "pr-site-start-"));
  const buildDir = await mkdtemp(path.join(tmpdir(), "pr-site-start-build-"));
  folders.push(dataDir, buildDir);
  await mkdir(path.join(buildDir, "server"), { recursive: true });
  await mkdir(path.join(buildDir, "client"), { recursive: true });
  // It keeps the mode it was loaded in, as React's server renderer picks its build by it on loading.
  await writeFile(
    path.join(buildDir, "server", "entry.mjs"),
    "export const loadedIn = process.env.NODE_ENV;\nexport const handler = (_req, _res, next) => next();\n",
  );
  await writeFile(path.join(buildDir, "_headers.json"), "[]\n");
  return { dataDir, buildDir };
}

describe("starting the server", () => {
  it("listens only once the database is open and the contact form warmed up", { timeout: OPEN_TIMEOUT_MS }, async () => {
    const { dataDir, buildDir } = await siteFolders();
    const listen = vi.spyOn(http.Server.prototype, "listen");
    // The boot's progress lines ("database ready", "listening") are not this test's output.
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const env = { ...parseEnv({ DATA_DIR: dataDir, HOST: "127.0.0.1" }), PORT: 0 };

    const starting = startServer(env, { buildDir });
    await vi.waitFor(() => expect(warmUp.started).toHaveBeenCalled(), { timeout: OPEN_TIMEOUT_MS });
    // Give a premature listen() every chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listen).not.toHaveBeenCalled();

    warmUp.finish();
    const running = await starting;
    try {
      expect(listen).toHaveBeenCalledOnce();
      const { port } = running.server.address() as AddressInfo;
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: "ok", database: { kind: "pglite", ok: true } });
      // Nothing tells the agency about a new lead: said once at start, where whoever runs the site looks.
      expect(warnings.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)).toContainEqual(
        expect.objectContaining({ level: "warn", msg: expect.stringContaining("no lead notification configured") }),
      );
    } finally {
      vi.restoreAllMocks();
      await running.close();
    }
  });

  it("loads the site's build in production mode when NODE_ENV is unset, as README's default says", { timeout: OPEN_TIMEOUT_MS }, async () => {
    warmUp.finish();
    const { dataDir, buildDir } = await siteFolders();
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const modeOfTheTests = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    const running = await startServer({ ...parseEnv({ DATA_DIR: dataDir, HOST: "127.0.0.1" }), PORT: 0 }, { buildDir });
    try {
      const build = (await import(pathToFileURL(path.join(buildDir, "server", "entry.mjs")).href)) as { loadedIn?: string };
      expect(build.loadedIn).toBe("production");
    } finally {
      process.env.NODE_ENV = modeOfTheTests;
      vi.restoreAllMocks();
      await running.close();
    }
  });

  it("stops within moments when asked during a request: the request is answered, then its connection closed", { timeout: OPEN_TIMEOUT_MS }, async () => {
    warmUp.finish();
    const { dataDir, buildDir } = await siteFolders();
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const running = await startServer({ ...parseEnv({ DATA_DIR: dataDir, HOST: "127.0.0.1" }), PORT: 0 }, { buildDir });
    const { port } = running.server.address() as AddressInfo;
    // A browser keeps its connection for the next request, as this agent does.
    const agent = new http.Agent({ keepAlive: true });
    let stopping: Promise<void> | undefined;
    try {
      const body = JSON.stringify({ consentId: "x" });
      const request = http.request({
        agent,
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/consent",
        headers: { "content-type": "application/json", "content-length": body.length },
      });
      const answered = new Promise<number>((resolve, reject) => {
        request.on("response", (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on("error", reject);
      });
      // Half the body is sent: the request is in flight when the server is asked to stop.
      request.write(body.slice(0, 5));
      await new Promise((resolve) => setTimeout(resolve, 100));
      stopping = running.close();
      request.end(body.slice(5));
      expect(await answered).toBeGreaterThanOrEqual(400);

      const stoppedWithin = (ms: number) => Promise.race([stopping!.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);
      // Without closing it, the answered connection would be kept for the next request (65 s) and hold the stop.
      expect(await stoppedWithin(3000)).toBe(true);
    } finally {
      agent.destroy();
      vi.restoreAllMocks();
      await (stopping ?? running.close());
    }
  });

  it("deletes the field vitals past their retention as it starts, keeping the others, and answers POST /api/vitals", { timeout: OPEN_TIMEOUT_MS }, async () => {
    warmUp.finish();
    const { dataDir, buildDir } = await siteFolders();
    const report = { path: "/en", lang: "en", device: "desktop", LCP: 1200 } as const;
    const seeded = await openDatabase({ dataDir });
    await storeVitalsReport(seeded.db, { ...report, LCP: 9999 }, Date.now() - (VITALS_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000);
    await storeVitalsReport(seeded.db, report);
    await seeded.close();
    const logged = vi.spyOn(console, "log").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const running = await startServer({ ...parseEnv({ DATA_DIR: dataDir, HOST: "127.0.0.1" }), PORT: 0 }, { buildDir });
    try {
      await vi.waitFor(() => expect(logged.mock.calls.flat().join("\n")).toContain("web vitals past their retention deleted"));
      const { port } = running.server.address() as AddressInfo;
      const origin = `http://127.0.0.1:${port}`;
      const posted = await fetch(`${origin}/api/vitals`, { method: "POST", headers: { "content-type": "text/plain", origin }, body: JSON.stringify(report) });
      expect(posted.status).toBe(204);
    } finally {
      vi.restoreAllMocks();
      await running.close();
    }
    const reopened = await openDatabase({ dataDir });
    try {
      expect((await reopened.db.select({ lcpMs: webVitals.lcpMs }).from(webVitals)).map((row) => row.lcpMs)).toEqual([1200, 1200]);
    } finally {
      await reopened.close();
    }
  });
});
