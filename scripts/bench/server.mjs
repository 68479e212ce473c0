// The servers the benchmarks measure, each a child process of its own so that the bench's own work
// (Lighthouse's trace processing, autocannon's client) never shares an event loop with what it measures.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The production build's server entry: the bench builds only when it is missing (or asked to). */
const BUILD_ENTRY = "dist/server/entry.mjs";

export function ensureBuild({ rebuild = false } = {}) {
  if (existsSync(BUILD_ENTRY) && !rebuild) return;
  const result = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

/**
 * Runs `args` with this Node (and tsx, for the TypeScript the servers import) and resolves once
 * `healthPath` answers 200; a child that exits or stays silent for 60 s is an error, and is killed.
 */
async function startChild({ args, port, env = {}, healthPath = "/", onStop = () => {} }) {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      // A server that does not finish within 10 s of SIGTERM is killed outright: the bench always ends.
      const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
      child.once("exit", () => {
        clearTimeout(force);
        resolve();
      });
      child.kill("SIGTERM");
    }).finally(onStop);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(origin + healthPath)).ok) return { origin, pid: child.pid, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${args.join(" ")} did not become healthy within 60 s (exit code ${child.exitCode})`);
}

/** The project's production server, with a throwaway embedded database. */
export function startServer({ port, env = {} }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pr-site-bench-"));
  return startChild({
    args: ["server/index.ts"],
    port,
    env: { DATA_DIR: dataDir, ...env },
    healthPath: "/healthz",
    onStop: () => rmSync(dataDir, { recursive: true, force: true }),
  });
}

/** The peer's static build, compressed as ours is (scripts/bench/peer-server.mjs). */
export function startPeer({ port, dir }) {
  return startChild({ args: ["scripts/bench/peer-server.mjs", dir], port });
}

/** Two pages of nothing, the floor beside the interactions (scripts/bench/floor-server.mjs). */
export function startFloor({ port }) {
  return startChild({ args: ["scripts/bench/floor-server.mjs"], port });
}

/** A bare node:http server replaying one recorded response (scripts/bench/bare-server.mjs). */
export function startBare({ port, recording }) {
  return startChild({ args: ["scripts/bench/bare-server.mjs", recording], port });
}
