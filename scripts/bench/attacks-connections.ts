// Issue 44's attacks on connections and on the process (items 1, 2, 3, 9): idle sockets taking every
// slot, Astro's image endpoint, SIGTERM with slow clients, a restart beside a zombie, TRUST_PROXY values
// that trust everyone or cannot be read, and charset on HTML answers. Each scenario starts its own server.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { spawnFormServer } from "./contact-client.ts";
import { waitForHealth, type BenchEnv, type BenchServer } from "./servers.ts";
import { controlClient, ensureOpenFiles, isZombie, ms, request, seconds, withControl, type AttackRow } from "./attack-tools.ts";

/** Idle sockets one client holds (issue 44: 4,200 beat MAX_CONNECTIONS, 4,096 by default). */
const IDLE_SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 4200);
/** How long the control client keeps asking once every idle socket is open. */
const IDLE_HOLD_MS = Number(process.env.BENCH_IDLE_HOLD_MS ?? 10_000);
const CONTROL_P99_BOUND_MS = 100;
const STOP_BOUND_MS = 2000;

export interface Target {
  name: string;
  env: BenchEnv;
  port: number;
}

/** A started server whose log lines are kept (the last 200) for the figures and the examples. */
export async function startLogged(port: number, env: BenchEnv, { healthy = true } = {}) {
  const lines: string[] = [];
  const server = spawnFormServer({ port, env, onLogLine: (line) => lines.push(line) > 200 && lines.shift() });
  if (healthy) await waitForHealth(server, Date.now() + 90_000);
  return { server, lines };
}

/** A socket from `localAddress` that sends one GET /healthz, keeps the connection and says nothing more. */
function idleSocket(port: number, localAddress: string): Promise<{ socket: net.Socket; answered: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port, localAddress });
    const settle = (answered: boolean) => resolve({ socket, answered });
    socket.setNoDelay(true);
    socket.on("error", () => undefined);
    socket.once("connect", () => socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`));
    socket.once("data", () => settle(true));
    socket.once("close", () => settle(false));
    socket.setTimeout(10_000, () => settle(false));
  });
}

/** Item 1: one address's idle keep-alive sockets must not take the slots of everyone else. */
export async function idleSlots(target: Target): Promise<AttackRow> {
  ensureOpenFiles(IDLE_SOCKETS + 1024);
  // Behind no proxy: the default ("loopback") would take 127.0.0.2 and .3 for proxies, which carry many visitors.
  const { server } = await startLogged(target.port, { ...target.env, TRUST_PROXY: "false" });
  const sockets: net.Socket[] = [];
  try {
    const control = controlClient(target.port);
    let answered = 0;
    for (let opened = 0; opened < IDLE_SOCKETS; opened += 100) {
      const batch = await Promise.all(Array.from({ length: Math.min(100, IDLE_SOCKETS - opened) }, () => idleSocket(target.port, "127.0.0.2")));
      for (const idle of batch) {
        sockets.push(idle.socket);
        if (idle.answered) answered += 1;
      }
    }
    await sleep(IDLE_HOLD_MS);
    const stillOpen = sockets.filter((socket) => !socket.destroyed && socket.readyState === "open").length;
    const figures = await control.stop();
    const failed = Object.entries(figures.failed);
    return {
      scenario: `1 ${IDLE_SOCKETS} idle sockets from 127.0.0.2`,
      database: target.name,
      figure: `control ${figures.answered}/${figures.requests} answered${failed.length ? ` (${failed.map(([why, n]) => `${why} ${n}`).join(", ")})` : ""}; idle: ${answered} answered, ${stillOpen} still open`,
      bound: `control: every answer, p99 ≤ ${CONTROL_P99_BOUND_MS} ms`,
      controlP99Ms: figures.p99Ms,
      ok: failed.length === 0 && figures.answered > 0 && figures.p99Ms <= CONTROL_P99_BOUND_MS,
      details: { idleSockets: IDLE_SOCKETS, idleAnswered: answered, stillOpen, control: figures },
    };
  } finally {
    for (const socket of sockets) socket.destroy();
    await server.stop();
  }
}

/** Items 2 and 9: the image endpoint is gone, and every HTML answer says its charset. */
export async function pagesOfOneServer(target: Target, port: number): Promise<AttackRow[]> {
  const image = await withControl(port, () => request({ port, path: "/_image?href=/og/en.png&w=1200&f=avif&q=100", timeoutMs: 30_000 }));
  const pages = { contact: "/en/contact", "404": "/en/no-such-page", prerendered: "/en/airhelp-case" };
  const answers = await withControl(port, () =>
    Promise.all(Object.entries(pages).map(async ([name, page]) => ({ name, answer: await request({ port, path: page }) }))),
  );
  const withoutCharset = answers.result.filter(({ answer }) => !/;\s*charset=utf-8/i.test(String(answer.headers["content-type"])));
  return [
    {
      scenario: "2 GET /_image (AVIF 1200 px, q 100)",
      database: target.name,
      figure: `${image.result.status || image.result.error} in ${ms(image.result.ms)}`,
      bound: "404",
      controlP99Ms: image.control?.p99Ms,
      ok: image.result.status === 404,
    },
    {
      scenario: "9 charset of HTML answers",
      database: target.name,
      figure:
        withoutCharset.length === 0
          ? `${answers.result.length} of ${answers.result.length} say charset=utf-8`
          : `without charset: ${withoutCharset.map(({ name, answer }) => `${name} (${answer.status} ${answer.headers["content-type"]})`).join(", ")}`,
      bound: "contact, 404, prerendered: charset=utf-8",
      controlP99Ms: answers.control?.p99Ms,
      ok: withoutCharset.length === 0 && answers.result.every(({ answer }) => answer.status > 0),
      details: answers.result.map(({ name, answer }) => ({ name, status: answer.status, contentType: answer.headers["content-type"] })),
    },
  ];
}

/** Item 3: SIGTERM while one client dawdles over its headers and another trickles its body. */
export async function stopWithSlowClients(target: Target): Promise<AttackRow> {
  const { server, lines } = await startLogged(target.port, target.env);
  const halfHeaders = net.connect(target.port, "127.0.0.1", () => halfHeaders.write(`GET /en HTTP/1.1\r\nHost: 127.0.0.1:${target.port}\r\n`));
  const trickle = net.connect(target.port, "127.0.0.1", () =>
    trickle.write(
      `POST /en/contact HTTP/1.1\r\nHost: 127.0.0.1:${target.port}\r\nOrigin: http://127.0.0.1:${target.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\nfullName=`,
    ),
  );
  const dripping = setInterval(() => trickle.writable && trickle.write("a"), 100);
  for (const socket of [halfHeaders, trickle]) socket.on("error", () => undefined);
  try {
    await sleep(500);
    const started = performance.now();
    server.child.kill("SIGTERM");
    const force = setTimeout(() => server.child.kill("SIGKILL"), 15_000);
    const exit = await server.exited;
    clearTimeout(force);
    const tookMs = performance.now() - started;
    const stopped = lines.some((line) => line.includes('"msg":"stopped"'));
    const lockLeft = target.env.DATA_DIR ? existsSync(path.join(target.env.DATA_DIR, "owner.pid")) : undefined;
    return {
      scenario: "3 SIGTERM, half-sent headers + trickling body",
      database: target.name,
      figure: `exit ${exit.code ?? exit.signal} in ${seconds(tookMs)}, ${stopped ? "" : "no "}"stopped" logged${lockLeft === undefined ? "" : lockLeft ? ", owner.pid left" : ", owner.pid gone"}`,
      bound: `exit 0 in ≤ ${STOP_BOUND_MS / 1000} s, "stopped", lock gone`,
      ok: exit.code === 0 && tookMs <= STOP_BOUND_MS && stopped && lockLeft !== true,
    };
  } finally {
    clearInterval(dripping);
    halfHeaders.destroy();
    trickle.destroy();
    await server.kill();
  }
}

/**
 * Item 9: a supervisor restarts the server 0.2 s after SIGKILL, before reaping the killed one. Node reaps
 * its children at once, so the server runs under a parent that does not (perl, sleeping).
 */
export async function restartBesideZombie(target: Target): Promise<AttackRow> {
  const parent = spawn(
    "perl",
    ["-e", '$| = 1; my $pid = fork(); if (!$pid) { exec @ARGV; exit 127 } print "$pid\\n"; sleep 120;', process.execPath, "--import", "tsx", "server/index.ts"],
    {
      env: { ...process.env, PORT: String(target.port), HOST: "127.0.0.1", NODE_ENV: "production", ...target.env },
      stdio: ["ignore", "pipe", "ignore"],
    },
  );
  let pid: number | undefined;
  let restarted: BenchServer | undefined;
  try {
    pid = await new Promise<number>((resolve, reject) => {
      parent.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().split("\n")[0])));
      parent.once("exit", () => reject(new Error("perl exited before the server started")));
    });
    parent.stdout.resume();
    if (!(await answersHealth(target.port, Date.now() + 90_000))) throw new Error("the first server did not become healthy");
    process.kill(pid, "SIGKILL");
    await sleep(200);
    const zombie = isZombie(pid);
    const started = await startLogged(target.port, target.env, { healthy: false });
    restarted = started.server;
    const outcome = await waitForHealth(restarted, Date.now() + 60_000).then(
      () => "started",
      () => `refused: ${started.lines.find((line) => /in use|error/i.test(line))?.slice(0, 160) ?? "no answer"}`,
    );
    return {
      scenario: "9 PGlite restart 0.2 s after SIGKILL",
      database: target.name,
      figure: `${outcome} (killed process ${zombie ? "a zombie" : "already reaped"})`,
      bound: "starts",
      ok: outcome === "started",
    };
  } finally {
    await restarted?.stop();
    if (pid !== undefined && !isZombie(pid)) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // gone already
      }
    }
    parent.kill("SIGKILL");
  }
}

async function answersHealth(port: number, deadline: number) {
  while (Date.now() < deadline) {
    if ((await request({ port, path: "/healthz", timeoutMs: 2000 })).status === 200) return true;
    await sleep(100);
  }
  return false;
}

/** Item 9: TRUST_PROXY values that trust every hop or that Express cannot read stop the start, in one line. */
export async function badTrustProxy(target: Target): Promise<AttackRow> {
  const values = ["999", "TRUE", "*", "0.0.0.0/0"];
  const outcomes = [];
  for (const value of values) {
    const { server, lines } = await startLogged(target.port, { ...target.env, TRUST_PROXY: value }, { healthy: false });
    const started = await Promise.race([
      server.exited.then(() => false),
      waitForHealth(server, Date.now() + 60_000).then(
        () => true,
        () => false,
      ),
    ]);
    await server.stop();
    const exit = await server.exited;
    const naming = lines.filter((line) => line.includes("TRUST_PROXY"));
    const stack = lines.some((line) => /^\s+at /.test(line) || line.includes("\\n    at "));
    const ok = !started && exit.code === 1 && naming.length === 1 && !stack;
    outcomes.push({
      value,
      ok,
      text: started ? "started" : `exit ${exit.code}${stack ? ", stack trace" : ""}${naming.length === 1 ? "" : `, ${naming.length} lines name it`}`,
      message: naming[0],
    });
  }
  return {
    scenario: `9 TRUST_PROXY=${values.join(" | ")}`,
    database: "—",
    figure: outcomes.map((outcome) => `${outcome.value}: ${outcome.text}`).join("; "),
    bound: "exit 1, one line naming it, no stack",
    ok: outcomes.every((outcome) => outcome.ok),
    details: outcomes,
  };
}
