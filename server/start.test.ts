import http from "node:http";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "../src/.server/env";
import { OPEN_TIMEOUT_MS } from "../src/test-support/databases";
import { startServer } from "./start";

// The warm-up is held until the test lets it finish, to see what the server does meanwhile.
const warmUp = vi.hoisted(() => {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { started: vi.fn(), done, finish };
});
vi.mock("../src/features/contact/service.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../src/features/contact/service.server")>()),
  warmUpContact: () => {
    warmUp.started();
    return warmUp.done;
  },
}));

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe("starting the server", () => {
  it("listens only once the database is open and the contact form warmed up", { timeout: OPEN_TIMEOUT_MS }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "pr-site-start-"));
    const buildDir = await mkdtemp(path.join(tmpdir(), "pr-site-start-build-"));
    folders.push(dataDir, buildDir);
    // A stand-in for the Astro build: its handler is never reached here.
    await mkdir(path.join(buildDir, "server"), { recursive: true });
    await mkdir(path.join(buildDir, "client"), { recursive: true });
    await writeFile(path.join(buildDir, "server", "entry.mjs"), "export const handler = (_req, _res, next) => next();\n");
    await writeFile(path.join(buildDir, "_headers.json"), "[]\n");
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
});
