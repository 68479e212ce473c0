// What the attack scenarios (attacks.ts) share: one request with its answer, a control client that
// measures what an ordinary visitor gets meanwhile, stand-ins for the agency's mail server and webhook,
// and the file-handle limit thousands of sockets need. Every address is on loopback.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import { once } from "node:events";
import { Worker } from "node:worker_threads";
import { SMTPServer } from "smtp-server";
import { percentile } from "./contact-client.ts";

/** One table row of the attacks part: `ok` is whether the figure is within the bound. */
export interface AttackRow {
  scenario: string;
  database: string;
  figure: string;
  bound: string;
  controlP99Ms?: number;
  ok: boolean;
  details?: unknown;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  ms: number;
  error?: string;
}

/** One request on its own connection; the status 0 and the error's code when no answer came in time. */
export function request({
  port,
  method = "GET",
  path,
  headers = {},
  body,
  localAddress,
  timeoutMs = 10_000,
}: {
  port: number;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  localAddress?: string;
  timeoutMs?: number;
}): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    let done = false;
    const finish = (answer: Omit<Answer, "ms">) => {
      if (done) return;
      done = true;
      resolve({ ...answer, ms: performance.now() - started });
    };
    const sent = { ...headers, ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }) };
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: sent, localAddress, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => finish({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on("error", () => finish({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (error: NodeJS.ErrnoException) => finish({ status: 0, headers: {}, body: "", error: error.code ?? error.message }));
    req.end(body);
  });
}

export interface ControlFigures {
  requests: number;
  answered: number;
  failed: Record<string, number>;
  p99Ms: number;
}

/**
 * The control client's loop, in a worker thread of its own: its timings are the server's, not the
 * bench's event loop busy opening thousands of sockets. Plain JavaScript, so the worker needs no loader.
 */
const CONTROL_LOOP = `
const http = require("node:http");
const { parentPort, workerData: { port, path, everyMs } } = require("node:worker_threads");
const latencies = [];
const failed = {};
let requests = 0;
let running = true;
parentPort.once("message", () => (running = false));
const once = () => new Promise((resolve) => {
  const started = performance.now();
  const req = http.get({ host: "127.0.0.1", port, path, localAddress: "127.0.0.3", agent: false }, (res) => {
    res.resume();
    res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    res.on("error", () => resolve({ status: 0, error: "aborted" }));
  });
  req.setTimeout(5000, () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
  req.on("error", (error) => resolve({ status: 0, error: error.code || error.message }));
});
(async () => {
  while (running) {
    const next = performance.now() + everyMs;
    const answer = await once();
    requests += 1;
    if (answer.status === 200) latencies.push(answer.ms);
    else {
      const reason = answer.status === 0 ? answer.error : String(answer.status);
      failed[reason] = (failed[reason] || 0) + 1;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  parentPort.postMessage({ requests, latencies, failed });
})();
`;

/**
 * An ordinary visitor beside the attack: a GET of /healthz every `everyMs` from its own address
 * (127.0.0.3), each on a new connection as a newcomer's browser opens one. `stop` gives what it got.
 */
export function controlClient(port: number, { path = "/healthz", everyMs = 50 } = {}) {
  const worker = new Worker(CONTROL_LOOP, { eval: true, workerData: { port, path, everyMs } });
  const figures = once(worker, "message") as Promise<[{ requests: number; latencies: number[]; failed: Record<string, number> }]>;
  return {
    async stop(): Promise<ControlFigures> {
      worker.postMessage("stop");
      const [{ requests, latencies, failed }] = await figures;
      await worker.terminate();
      const sorted = latencies.sort((a, b) => a - b);
      return { requests, answered: latencies.length, failed, p99Ms: Math.round(percentile(sorted, 99) * 10) / 10 };
    },
  };
}

/** Runs `attack` with a control client beside it; the control's figures come back with the attack's result. */
export async function withControl<T>(port: number | undefined, attack: () => Promise<T>): Promise<{ result: T; control?: ControlFigures }> {
  const control = port === undefined ? undefined : controlClient(port);
  try {
    const result = await attack();
    return { result, control: await control?.stop() };
  } catch (error) {
    await control?.stop();
    throw error;
  }
}

export interface ReceivedMail {
  raw: string;
  /** The header lines, unfolded, by lower-case name (the first of each). */
  header: (name: string) => string;
  at: number;
}
export interface ReceivedHook {
  lead: { email: string };
  idempotencyKey: string | undefined;
  at: number;
}

function unfoldedHeaders(raw: string) {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const lines = head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/);
  return (name: string) => {
    const prefix = `${name.toLowerCase()}:`;
    return (
      lines
        .find((line) => line.toLowerCase().startsWith(prefix))
        ?.slice(prefix.length)
        .trim() ?? ""
    );
  };
}

/**
 * The agency's mail server and webhook receiver, answering at once: the time a lead takes to reach them
 * is the site's own. Both on loopback, at `smtpPort` and `webhookPort`.
 */
export async function notificationReceivers({ smtpPort, webhookPort }: { smtpPort: number; webhookPort: number }) {
  const mails: ReceivedMail[] = [];
  const hooks: ReceivedHook[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        mails.push({ raw, header: unfoldedHeaders(raw), at: performance.now() });
        callback();
      });
    },
  });
  smtp.listen(smtpPort, "127.0.0.1");
  await once(smtp.server, "listening");
  const webhook = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      try {
        hooks.push({
          lead: (JSON.parse(body) as { lead: { email: string } }).lead,
          idempotencyKey: req.headers["idempotency-key"] as string | undefined,
          at: performance.now(),
        });
      } catch {
        // Not the site's JSON: not a delivery.
      }
      res.writeHead(204).end();
    });
  });
  webhook.listen(webhookPort, "127.0.0.1");
  await once(webhook, "listening");
  return {
    mails,
    hooks,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_EMAIL_FROM: "Bench Site <site@bench.example>",
      NOTIFY_EMAIL_TO: "agency@bench.example",
      NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/leads`,
    },
    async close() {
      webhook.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => smtp.close(() => resolve())), new Promise<void>((resolve) => webhook.close(() => resolve()))]);
    },
  };
}

/** This process's soft limit on open files (Linux). */
function openFilesLimit(pid: number | "self" = "self") {
  const [, soft, hard] = /^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/m.exec(readFileSync(`/proc/${pid}/limits`, "utf8")) ?? [];
  const value = (text: string | undefined) => (text === undefined || text === "unlimited" ? Infinity : Number(text));
  return { soft: value(soft), hard: value(hard) };
}

/**
 * Raises this process's limit on open files to `needed` when it is lower (the servers the bench starts
 * afterwards inherit it): thousands of sockets, each end a file handle. Throws when the hard limit is lower.
 */
export function ensureOpenFiles(needed: number) {
  const { soft, hard } = openFilesLimit();
  if (soft >= needed) return soft;
  if (hard < needed) throw new Error(`this needs ${needed} open files; the hard limit is ${hard} (ulimit -Hn)`);
  execFileSync("prlimit", [`--pid=${process.pid}`, `--nofile=${needed}:${hard}`]);
  return openFilesLimit().soft;
}

/** Whether a process is a zombie (killed, not yet reaped by its parent). */
export function isZombie(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return false;
  }
}

export const ms = (value: number) => `${Math.round(value)} ms`;
export const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
