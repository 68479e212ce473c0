// `npm run bench:contact`: can the contact form take a burst of leads and lose none of those it
// acknowledged, even when the server is killed mid-run? Posts BENCH_LEADS leads with BENCH_CONCURRENCY
// connections to a production server on loopback, SIGKILLs it halfway, restarts it, finishes, then checks
// with the leads CLI that every lead answered 303 is stored. PGlite always; PostgreSQL too when
// DATABASE_URL is set. Prints leads/s, p50/p99 latency and "lost"; writes JSON to bench/results/.
import { spawn, spawnSync, execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const LEADS = Number(process.env.BENCH_LEADS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PORT = Number(process.env.BENCH_PORT ?? 3320);
/** Hard stop for one target, whatever happens. */
const TIME_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_MS ?? 120_000);
/** The bench posts from many simulated addresses (X-Forwarded-For), like real visitors. */
const CLIENT_ADDRESSES = 256;
const FORM_SECRET = "bench-form-secret-bench-form-secret-0123456789";
const run = promisify(execFile);

if (!existsSync("dist/server/entry.mjs")) {
  console.log("No build yet: building…");
  if (spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

function startServer(env) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      FORM_SECRET,
      // The explicit bench setting: the limiter still counts every post, it just never refuses one here.
      CONTACT_RATE_LIMIT_MAX: "1000000",
      SMTP_URL: "",
      NOTIFY_WEBHOOK_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    const ok = await new Promise((resolve) => {
      http.get({ host: "127.0.0.1", port: PORT, path: "/healthz" }, (res) => { res.resume(); resolve(res.statusCode === 200); }).on("error", () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not become healthy in time");
}

async function formToken() {
  const html = await new Promise((resolve, reject) => {
    http.get({ host: "127.0.0.1", port: PORT, path: "/en/contact" }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve(body));
    }).on("error", reject);
  });
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("no form token on the contact page");
  return token;
}

function postLead(agent, body, address) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: "/en/contact",
        method: "POST",
        agent,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          origin: `http://127.0.0.1:${PORT}`,
          "x-forwarded-for": address,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      },
    );
    req.on("error", () => resolve({ status: 0, ms: 0 }));
    req.end(body);
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function benchTarget(name, env) {
  const deadline = Date.now() + TIME_LIMIT_MS;
  const runId = `${Date.now().toString(36)}`;
  let server = startServer(env);
  await waitForHealth(deadline);
  const token = await formToken();
  // The time trap wants a form older than its minimum fill time (default 2 s).
  await new Promise((resolve) => setTimeout(resolve, 2100));

  const acknowledged = [];
  const latencies = [];
  let next = 0;
  let killed = false;
  let restarting;
  let unanswered = 0;
  let activeMs = 0;
  let phaseStart = performance.now();
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

  const restart = async () => {
    activeMs += performance.now() - phaseStart;
    server.kill("SIGKILL");
    await new Promise((resolve) => server.once("exit", resolve));
    agent.destroy();
    server = startServer(env);
    await waitForHealth(deadline);
    phaseStart = performance.now();
  };

  async function worker(agentRef) {
    while (next < LEADS && Date.now() < deadline) {
      if (restarting) await restarting;
      const i = next++;
      const email = `bench-${runId}-${i}@example.com`;
      const body = new URLSearchParams({ fullName: `Bench Lead ${i}`, email, company: "Bench Co", motivation: "", formToken: token }).toString();
      const address = `198.18.${Math.floor((i % CLIENT_ADDRESSES) / 256)}.${i % CLIENT_ADDRESSES}`;
      const { status, ms } = await postLead(agentRef(), body, address);
      if (status === 303) {
        acknowledged.push(email);
        latencies.push(ms);
      } else {
        unanswered += 1;
      }
      if (!killed && acknowledged.length >= LEADS / 2) {
        killed = true;
        restarting = restart().finally(() => (restarting = undefined));
      }
    }
  }
  let currentAgent = agent;
  const agentRef = () => (currentAgent.destroyed ? (currentAgent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })) : currentAgent);
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(agentRef)));
  if (restarting) await restarting;
  activeMs += performance.now() - phaseStart;

  // The agency's tool reads what is really stored, through the restarted server.
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/leads.ts", "export", "--format", "json"], {
    env: { ...process.env, ...env },
    maxBuffer: 512 * 1024 * 1024,
  });
  const stored = new Set(JSON.parse(stdout).map((lead) => lead.email));
  const lost = acknowledged.filter((email) => !stored.has(email));
  const storedFromRun = [...stored].filter((email) => email.startsWith(`bench-${runId}-`)).length;

  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  currentAgent.destroy();

  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    target: name,
    leads: LEADS,
    concurrency: CONCURRENCY,
    acknowledged: acknowledged.length,
    storedFromRun,
    unansweredDuringKill: unanswered,
    killedAfter: Math.ceil(LEADS / 2),
    leadsPerSecond: Math.round(acknowledged.length / (activeMs / 1000)),
    p50Ms: Number(percentile(sorted, 50).toFixed(1)),
    p99Ms: Number(percentile(sorted, 99).toFixed(1)),
    lost: lost.length,
    runId,
  };
}

async function main() {
  const results = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), "pr-site-bench-"));
  try {
    results.push(await benchTarget("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const result = await benchTarget("PostgreSQL", { DATABASE_URL: process.env.DATABASE_URL });
    results.push(result);
    // Leave the database as it was: the bench's leads are not leads.
    const pg = (await import("pg")).default;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`delete from "Contact-final" where "Email" like $1`, [`bench-${result.runId}-%`]);
    await client.end();
  }

  for (const r of results) {
    console.log(
      `${r.target.padEnd(10)} ${r.acknowledged} leads acknowledged (killed with SIGKILL after ${r.killedAfter}, ${r.unansweredDuringKill} unanswered during the restart)` +
        `\n           ${r.leadsPerSecond} leads/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, lost: ${r.lost}`,
    );
  }
  await mkdir("bench/results", { recursive: true });
  const file = path.join("bench/results", `contact-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`);
  console.log(`Written to ${file}`);
  if (results.some((r) => r.lost > 0)) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
