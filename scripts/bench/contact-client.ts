// What the contact-form benches share (contact.ts, reliability.ts and its attacks), as a visitor's browser
// sees the form: our production server with the bench's environment (started by ./servers.ts), a fresh
// form token per lead (GET of the contact page), posting a form, reading what is really stored through
// the leads CLI, and the server's RSS.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { spawnSite, type BenchEnv, type BenchServer, type LogLine } from "./servers.ts";

/** One secret for every start of a run, so the forms collected before a restart stay valid after it. */
export const FORM_SECRET = "bench-form-secret-bench-form-secret-0123456789";
/** The server's time trap (CONTACT_MIN_FILL_SECONDS, default 2 s) and a margin: wait this after collecting tokens. */
export const MIN_FILL_WAIT_MS = 2100;
/** A rendered form's hidden token: "<issuedAt>.<nonce>.<signature>" (src/features/contact/form-token.server.ts). */
const TOKEN_SHAPE = /^\d{13}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/;

const run = promisify(execFile);

/**
 * Starts our production server (not waited for: waitForHealth in ./servers.ts) with the bench's
 * FORM_SECRET, no notifications, and the contact form's rate limit out of the way (CONTACT_RATE_LIMIT_MAX,
 * which `env` may override: an empty string means the server's default). With `onLogLine`, every line
 * of its stdout and stderr is passed on.
 */
export function spawnFormServer({ port, env = {}, onLogLine }: { port: number; env?: BenchEnv; onLogLine?: LogLine }): BenchServer {
  return spawnSite({
    port,
    // The explicit bench setting: the limiter still counts every post, it just never refuses one here.
    env: { FORM_SECRET, CONTACT_RATE_LIMIT_MAX: "1000000", SMTP_URL: "", NOTIFY_WEBHOOK_URL: "", ...env },
    onLogLine,
  });
}

function get(port: number, requestPath: string, agent: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    http
      .get({ host: "127.0.0.1", port, path: requestPath, agent }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", () => resolve({ status: 0, body: "" }));
      })
      .on("error", () => resolve({ status: 0, body: "" }));
  });
}

/**
 * `count` form tokens, one GET of /en/contact each, as `count` visitors would get them: each is one
 * lead's idempotency key, so leads posted with the same token collapse into one. Wait MIN_FILL_WAIT_MS
 * after the last one before posting.
 */
export async function collectTokens(port: number, count: number, { concurrency = 4, deadline = Infinity } = {}): Promise<string[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const tokens = new Array<string>(count);
  let next = 0;
  async function worker() {
    while (next < count) {
      if (Date.now() > deadline) throw new Error(`collecting form tokens took too long (${next} of ${count})`);
      const i = next++;
      const { status, body } = await get(port, "/en/contact", agent);
      const token = /name="formToken" value="([^"]+)"/.exec(body)?.[1];
      if (status !== 200 || !token) throw new Error(`GET /en/contact answered ${status} without a form token`);
      if (!TOKEN_SHAPE.test(token)) {
        throw new Error(
          `the contact page's form token "${token}" is not "<issuedAt>.<nonce>.<signature>": dist/ was built from older code than server/ runs (npm run build)`,
        );
      }
      tokens[i] = token;
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  } finally {
    agent.destroy();
  }
  return tokens;
}

export interface Lead {
  fullName: string;
  email: string;
  company?: string;
  motivation?: string;
  formToken: string;
}

/** The URL-encoded body of one lead as the form without JavaScript posts it. */
export function leadBody({ fullName, email, company = "Bench Co", motivation = "", formToken }: Lead): string {
  return new URLSearchParams({ fullName, email, company, motivation, formToken }).toString();
}

export interface FormPost {
  port: number;
  agent?: http.Agent | false;
  body: string;
  address?: string;
  path?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}
/** The status, or 0 and the error's code when no answer came; and how long it took. */
export interface PostAnswer {
  status: number;
  error?: string;
  ms: number;
}

/**
 * POSTs a URL-encoded form as a browser on this site would (same Origin), from `address` when given
 * (X-Forwarded-For; the server trusts loopback proxies by default). Resolves with the status, or 0 and
 * the error's code when no answer came (refused, reset, timed out).
 */
export function postForm({ port, agent, body, address, path = "/en/contact", headers = {}, timeoutMs = 30_000 }: FormPost): Promise<PostAnswer> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    let done = false;
    const finish = (result: { status: number; error?: string }) => {
      if (done) return;
      done = true;
      resolve({ ...result, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    };
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          origin: `http://127.0.0.1:${port}`,
          ...(address === undefined ? {} : { "x-forwarded-for": address }),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => finish({ status: res.statusCode ?? 0 }));
        res.on("error", () => finish({ status: res.statusCode ?? 0 }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (error: NodeJS.ErrnoException) => finish({ status: 0, error: error.code ?? error.message }));
    req.end(body);
  });
}

export interface StoredLead {
  id: number;
  email: string;
  firstName: string;
  [field: string]: unknown;
}

/** Every stored lead, read by the agency's own tool (`scripts/leads.ts export --format json`). */
export async function readStoredLeads(env: BenchEnv): Promise<StoredLead[]> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/leads.ts", "export", "--format", "json"], {
    env: { ...process.env, ...env },
    maxBuffer: 1024 * 1024 * 1024,
  });
  return JSON.parse(stdout) as StoredLead[];
}

/** Rows of a table, by SQL, on the target's database: PostgreSQL, or PGlite through the running server's socket. */
export async function sqlQuery<Row = Record<string, unknown>>(env: BenchEnv, text: string, params: unknown[] = []): Promise<Row[]> {
  const pg = (await import("pg")).default;
  const client = env.DATABASE_URL
    ? new pg.Client({ connectionString: env.DATABASE_URL })
    : new pg.Client({ host: path.join(path.resolve(env.DATA_DIR ?? "data"), "socket"), port: 5432, user: "postgres", database: "postgres" });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Deletes the bench's leads from PostgreSQL (`emailPattern`, a LIKE pattern); returns how many. */
export async function deleteLeads(databaseUrl: string, emailPattern: string): Promise<number> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(`delete from "Contact-final" where "Email" like $1`, [emailPattern])).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status); undefined once it is gone. */
export function rssMb(pid: number): number | undefined {
  try {
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
    return Number.isFinite(kb) ? Math.round((kb / 1024) * 10) / 10 : undefined;
  } catch {
    return undefined;
  }
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
