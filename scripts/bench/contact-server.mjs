// What the contact-form benches share (contact.mjs, reliability.mjs): the production server as a child
// process with a bench environment, its health wait, a fresh form token per lead (GET of the contact
// page), posting a form, reading what is really stored through the leads CLI, and the server's RSS.
import { spawn, spawnSync, execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";

/** The production build's server entry: the benches build only when it is missing. */
export const BUILD_ENTRY = "dist/server/entry.mjs";
/** One secret for every start of a run, so the forms collected before a restart stay valid after it. */
export const FORM_SECRET = "bench-form-secret-bench-form-secret-0123456789";
/** The server's time trap (CONTACT_MIN_FILL_SECONDS, default 2 s) and a margin: wait this after collecting tokens. */
export const MIN_FILL_WAIT_MS = 2100;
/** A rendered form's hidden token: "<issuedAt>.<nonce>.<signature>" (src/features/contact/form-token.server.ts). */
const TOKEN_SHAPE = /^\d{13}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/;

const run = promisify(execFile);

/** The servers still running: a bench that fails half-way must not leave one holding the port or the folder. */
const running = new Set();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function ensureBuild() {
  if (existsSync(BUILD_ENTRY)) return;
  console.log("No build yet: building…");
  if (spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

/**
 * Starts `node --import tsx server/index.ts` on 127.0.0.1:`port` in production mode, with the bench's
 * FORM_SECRET, no notifications, and the contact form's rate limit out of the way (CONTACT_RATE_LIMIT_MAX,
 * which `env` may override: an empty string means the server's default). Without `onLogLine` the
 * server's stderr goes to ours and its stdout is dropped; with it, every line of both is passed on.
 */
export function startServer({ port, env = {}, onLogLine }) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      FORM_SECRET,
      // The explicit bench setting: the limiter still counts every post, it just never refuses one here.
      CONTACT_RATE_LIMIT_MAX: "1000000",
      SMTP_URL: "",
      NOTIFY_WEBHOOK_URL: "",
      ...env,
    },
    stdio: ["ignore", onLogLine ? "pipe" : "ignore", onLogLine ? "pipe" : "inherit"],
  });
  if (onLogLine) {
    for (const [name, stream] of [["stdout", child.stdout], ["stderr", child.stderr]]) {
      let pending = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        pending += chunk;
        const lines = pending.split("\n");
        pending = lines.pop();
        for (const line of lines) onLogLine(line, name);
      });
      stream.on("end", () => {
        if (pending) onLogLine(pending, name);
        pending = "";
      });
    }
  }
  running.add(child);
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    child,
    pid: child.pid,
    port,
    exited,
    hasExited,
    /** SIGKILL, resolved once the process is gone. */
    async kill() {
      if (!hasExited()) child.kill("SIGKILL");
      await exited;
    },
    /** SIGTERM (the server's clean shutdown), SIGKILL after 15 s. */
    async stop() {
      if (hasExited()) return;
      const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
      child.kill("SIGTERM");
      await exited;
      clearTimeout(force);
    },
  };
}

function get(port, path, agent) {
  return new Promise((resolve) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode, body }));
        res.on("error", () => resolve({ status: 0, body: "" }));
      })
      .on("error", () => resolve({ status: 0, body: "" }));
  });
}

/** Resolves once GET /healthz answers 200; throws past the deadline or if the server exits first. */
export async function waitForHealth(server, deadline) {
  while (Date.now() < deadline) {
    if (server.hasExited()) throw new Error(`the server exited before it became healthy (${JSON.stringify(await server.exited)})`);
    if ((await get(server.port, "/healthz", false)).status === 200) return;
    await sleep(100);
  }
  throw new Error("the server did not become healthy in time");
}

/**
 * `count` form tokens, one GET of /en/contact each, as `count` visitors would get them: each is one
 * lead's idempotency key, so leads posted with the same token collapse into one. Wait MIN_FILL_WAIT_MS
 * after the last one before posting.
 */
export async function collectTokens(port, count, { concurrency = 4, deadline = Infinity } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const tokens = new Array(count);
  let next = 0;
  async function worker() {
    while (next < count) {
      if (Date.now() > deadline) throw new Error(`collecting form tokens took too long (${next} of ${count})`);
      const i = next++;
      const { status, body } = await get(port, "/en/contact", agent);
      const token = /name="formToken" value="([^"]+)"/.exec(body)?.[1];
      if (status !== 200 || !token) throw new Error(`GET /en/contact answered ${status} without a form token`);
      if (!TOKEN_SHAPE.test(token)) {
        throw new Error(`the contact page's form token "${token}" is not "<issuedAt>.<nonce>.<signature>": dist/ was built from older code than server/ runs (npm run build)`);
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

/** The URL-encoded body of one lead as the form without JavaScript posts it. */
export function leadBody({ fullName, email, company = "Bench Co", motivation = "", formToken }) {
  return new URLSearchParams({ fullName, email, company, motivation, formToken }).toString();
}

/**
 * POSTs a URL-encoded form as a browser on this site would (same Origin), from `address` when given
 * (X-Forwarded-For; the server trusts loopback proxies by default). Resolves with the status, or 0 and
 * the error's code when no answer came (refused, reset, timed out).
 */
export function postForm({ port, agent, body, address, path = "/en/contact", headers = {}, timeoutMs = 30_000 }) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    let done = false;
    const finish = (result) => {
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
        res.on("end", () => finish({ status: res.statusCode }));
        res.on("error", () => finish({ status: res.statusCode }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (error) => finish({ status: 0, error: error.code ?? error.message }));
    req.end(body);
  });
}

/** Every stored lead, read by the agency's own tool (`scripts/leads.ts export --format json`). */
export async function readStoredLeads(env) {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/leads.ts", "export", "--format", "json"], {
    env: { ...process.env, ...env },
    maxBuffer: 1024 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

/** Rows of a table, by SQL, on the target's database: PostgreSQL, or PGlite through the running server's socket. */
export async function sqlQuery(env, text, params = []) {
  const pg = (await import("pg")).default;
  const client = env.DATABASE_URL
    ? new pg.Client({ connectionString: env.DATABASE_URL })
    : new pg.Client({ host: path.join(path.resolve(env.DATA_DIR), "socket"), port: 5432, user: "postgres", database: "postgres" });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Deletes the bench's leads from PostgreSQL (`emailPattern`, a LIKE pattern); returns how many. */
export async function deleteLeads(databaseUrl, emailPattern) {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(`delete from "Contact-final" where "Email" like $1`, [emailPattern])).rowCount;
  } finally {
    await client.end();
  }
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status); undefined once it is gone. */
export function rssMb(pid) {
  try {
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
    return Number.isFinite(kb) ? Math.round((kb / 1024) * 10) / 10 : undefined;
  } catch {
    return undefined;
  }
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
