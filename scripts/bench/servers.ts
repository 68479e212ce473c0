// How every bench starts what it measures (`npm run bench`, `bench:contact`, `bench:reliability`): a server
// in a child process of its own, so that the bench's own work (Lighthouse's trace processing, autocannon's
// client, thousands of posts) never shares an event loop with it; on 127.0.0.1 and a port the bench
// names; ready once it answers 200; stopped with SIGTERM (SIGKILL if it lingers), and SIGKILLed when the
// bench itself exits, so that a bench that fails halfway leaves no server holding its port or folder.
// The servers: ours (the production build, server/index.ts), the peer's static build
// (./peer-server.ts), two pages of nothing (./floor-server.ts) and one recorded response (./bare-server.ts).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** The production build's server entry: the benches build only when it is missing (or asked to). */
const BUILD_ENTRY = "dist/server/entry.mjs";
/** How long a server may take to exit after SIGTERM (ours drains its connections first) before SIGKILL. */
const STOP_GRACE_MS = 15_000;
/** How long `start…` waits for a server to answer. */
const START_WITHIN_MS = 60_000;

export type BenchEnv = Record<string, string>;
export type LogLine = (line: string, stream: "stdout" | "stderr") => void;

export interface BenchServer {
  child: ChildProcess;
  pid: number;
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The path that answers 200 once the server is ready. */
  healthPath: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited(): boolean;
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (the server's clean shutdown), SIGKILL after STOP_GRACE_MS. */
  stop(): Promise<void>;
}

interface ChildOptions {
  /** The script, run by this Node with tsx (for the TypeScript the servers import). */
  script: string;
  args?: string[];
  port: number;
  env?: BenchEnv;
  healthPath?: string;
  /** Every line of the child's stdout and stderr; without it, its stderr goes to ours and its stdout is dropped. */
  onLogLine?: LogLine;
  /** Runs once the process has exited, however it ended. */
  onExit?: () => void;
}

/** A port nothing listens on: the system's pick, released at once. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function ensureBuild({ rebuild = false } = {}): void {
  if (existsSync(BUILD_ENTRY) && !rebuild) return;
  console.log(rebuild ? "Building…" : "No build yet: building…");
  if (spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" }).status !== 0) throw new Error("npm run build failed");
}

const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

function passLines(stream: NodeJS.ReadableStream, name: "stdout" | "stderr", onLogLine: LogLine): void {
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) onLogLine(line, name);
  });
  stream.on("end", () => {
    if (pending) onLogLine(pending, name);
    pending = "";
  });
}

/** Starts a server's process on 127.0.0.1:`port` in production mode, without waiting for it (waitForHealth does). */
export function spawnServer({ script, args = [], port, env = {}, healthPath = "/", onLogLine, onExit }: ChildOptions): BenchServer {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", ...env },
    stdio: ["ignore", onLogLine ? "pipe" : "ignore", onLogLine ? "pipe" : "inherit"],
  });
  if (onLogLine) {
    passLines(child.stdout!, "stdout", onLogLine);
    passLines(child.stderr!, "stderr", onLogLine);
  }
  running.add(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      running.delete(child);
      onExit?.();
      resolve({ code, signal });
    }),
  );
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    child,
    pid: child.pid!,
    port,
    origin: `http://127.0.0.1:${port}`,
    healthPath,
    exited,
    hasExited,
    async kill() {
      if (!hasExited()) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (hasExited()) return;
      const force = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
      child.kill("SIGTERM");
      await exited;
      clearTimeout(force);
    },
  };
}

/** The status of a GET on a connection of its own (0 when none came). */
function statusOf(port: number, requestPath: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get({ host: "127.0.0.1", port, path: requestPath, agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", () => resolve(0));
      })
      .on("error", () => resolve(0));
  });
}

/** Resolves once the server's health path answers 200; throws past `deadline` (ms since the epoch) or if it exits first. */
export async function waitForHealth(server: BenchServer, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.hasExited()) throw new Error(`the server on port ${server.port} exited before it answered (${JSON.stringify(await server.exited)})`);
    if ((await statusOf(server.port, server.healthPath)) === 200) return;
    await sleep(100);
  }
  throw new Error(`the server on port ${server.port} did not answer ${server.healthPath} within its time`);
}

/** Spawns and waits until it answers; one that does not within START_WITHIN_MS is stopped, and the error thrown. */
async function startServer(options: ChildOptions): Promise<BenchServer> {
  const server = spawnServer(options);
  try {
    await waitForHealth(server, Date.now() + START_WITHIN_MS);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** Our production server (server/index.ts over dist/), not waited for: the contact benches start, kill and restart it. */
export function spawnSite({ port, env = {}, onLogLine }: { port: number; env?: BenchEnv; onLogLine?: LogLine }): BenchServer {
  return spawnServer({ script: "server/index.ts", port, env, healthPath: "/healthz", onLogLine });
}

/** Our production server, answering, with a throwaway embedded database removed once it exits. */
export function startSite({ port, env = {} }: { port: number; env?: BenchEnv }): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pr-site-bench-"));
  return startServer({
    script: "server/index.ts",
    port,
    env: { DATA_DIR: dataDir, ...env },
    healthPath: "/healthz",
    onExit: () => rmSync(dataDir, { recursive: true, force: true }),
  });
}

/** The peer's static build in `dir`, compressed as ours is (./peer-server.ts). */
export function startPeer({ port, dir }: { port: number; dir: string }): Promise<BenchServer> {
  return startServer({ script: "scripts/bench/peer-server.ts", args: [dir], port });
}

/** Two pages of nothing, the floor beside the taps and navigations (./floor-server.ts). */
export function startFloor({ port }: { port: number }): Promise<BenchServer> {
  return startServer({ script: "scripts/bench/floor-server.ts", port });
}

/** A bare node:http server replaying one recorded response (./bare-server.ts). */
export function startBare({ port, recording }: { port: number; recording: string }): Promise<BenchServer> {
  return startServer({ script: "scripts/bench/bare-server.ts", args: [recording], port });
}

/**
 * In one of those children: serves `handler` on PORT and HOST until SIGTERM or SIGINT, then closes every
 * connection, runs `cleanUp` and exits.
 */
export function serveUntilStopped(handler: http.RequestListener, cleanUp: () => void = () => {}): http.Server {
  const server = http.createServer(handler).listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      server.close();
      server.closeAllConnections();
      cleanUp();
      process.exit(0);
    });
  }
  return server;
}
