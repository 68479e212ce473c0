import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect, createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { lockPath } from "./db/pglite-folder";
import { OPEN_TIMEOUT_MS } from "~/test-support/databases";

const entry = fileURLToPath(new URL("./index.ts", import.meta.url));
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

/** A folder to run the server from: its data, and a stand-in for the Astro build (dist/) whose handler answers 404. */
async function siteFolder() {
  const folder = await mkdtemp(path.join(tmpdir(), "pr-site-index-"));
  folders.push(folder);
  await mkdir(path.join(folder, "dist", "server"), { recursive: true });
  await mkdir(path.join(folder, "dist", "client"), { recursive: true });
  await writeFile(path.join(folder, "dist", "server", "entry.mjs"), "export const handler = (_req, res) => res.status(404).end();\n");
  await writeFile(path.join(folder, "dist", "_headers.json"), "[]\n");
  return folder;
}

/** The server started from its own folder, and what it logs, message by message. */
async function startedServer() {
  const folder = await siteFolder();
  const dataDir = path.join(folder, "data");
  const port = await freePort();
  const server = spawn(process.execPath, ["--import", import.meta.resolve("tsx"), entry], {
    cwd: folder,
    // Run from its own folder (dist/ is read from there), with the project's import aliases.
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: fileURLToPath(new URL("../tsconfig.json", import.meta.url)),
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const messages: string[] = [];
  const waiters: { message: string; resolve: () => void }[] = [];
  for (const stream of [server.stdout, server.stderr]) {
    createInterface({ input: stream }).on("line", (line) => {
      const message = /^\{.*"msg":"([^"]*)"/.exec(line)?.[1] ?? line;
      messages.push(message);
      for (const waiter of waiters) if (waiter.message === message) waiter.resolve();
    });
  }
  const exited = once(server, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
  /** Resolves once the server has logged this message, or has exited without it. */
  const logged = (message: string) =>
    Promise.race([new Promise<void>((resolve) => waiters.push({ message, resolve })), exited]).then(() =>
      expect(messages, messages.join("\n")).toContain(message),
    );
  return { server, port, dataDir, messages, exited, logged };
}

describe("the server process", () => {
  it("stops cleanly when asked to while it starts: exit 0, 'stopped' logged, the database folder released", { timeout: OPEN_TIMEOUT_MS }, async () => {
    const { server, dataDir, messages, exited, logged } = await startedServer();
    await logged("database ready");
    server.kill("SIGTERM");
    const [code] = await exited;
    expect(code).toBe(0);
    expect(messages).toContain("stopped");
    expect(existsSync(lockPath(dataDir))).toBe(false);
  });

  it(
    "stops on SIGTERM within two seconds whatever a client does: 'stopped' logged, exit 0, the database folder released",
    { timeout: OPEN_TIMEOUT_MS },
    async () => {
      const { server, port, dataDir, messages, exited, logged } = await startedServer();
      await logged("listening");
      // One client sends half its headers, another a body that trickles: both would hold the stop until their deadlines.
      const halfHeaders = connect(port, "127.0.0.1", () => halfHeaders.write("GET /healthz HTTP/1.1\r\nHost: x\r\n"));
      const tricklingBody = connect(port, "127.0.0.1", () =>
        tricklingBody.write("POST /api/consent HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"),
      );
      for (const socket of [halfHeaders, tricklingBody]) socket.on("error", () => undefined);
      await Promise.all([once(halfHeaders, "connect"), once(tricklingBody, "connect")]);

      const started = performance.now();
      server.kill("SIGTERM");
      const [code] = await exited;
      expect(performance.now() - started).toBeLessThan(2000);
      expect(code).toBe(0);
      expect(messages).toContain("stopped");
      expect(existsSync(lockPath(dataDir))).toBe(false);
    },
  );
});
