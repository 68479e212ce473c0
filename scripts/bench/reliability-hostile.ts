// Part 2 of `npm run bench:reliability`, the hostile corpus (./hostile-corpus.ts): BENCH_HOSTILE requests
// (10,000) from BENCH_SEED, BENCH_HOSTILE_CONCURRENCY at a time. No answer may be a 5xx and no row may be
// stored; the server's log must stay one JSON object per line, with stack traces only at level "error".
import http from "node:http";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { collectTokens, MIN_FILL_WAIT_MS, readStoredLeads, spawnFormServer, sqlQuery } from "./contact-client.ts";
import { hostileCorpus, type CorpusRequest, type HttpRequest, type RawRequest } from "./hostile-corpus.ts";
import { BENCH_ABORT, logWatcher, PART_TIME_LIMIT_MS, PORT, REQUEST_TIMEOUT_MS, SEED, statusCounter, type StatusClass } from "./reliability-tools.ts";
import { waitForHealth, type BenchEnv } from "./servers.ts";

export const HOSTILE = Number(process.env.BENCH_HOSTILE ?? 10_000);
const HOSTILE_CONCURRENCY = Number(process.env.BENCH_HOSTILE_CONCURRENCY ?? 16);

/** The status of the answer, or 0 and why none came. */
interface Answer {
  status: number;
  error?: string;
}

/** Consent records stored so far. */
async function consentRows(env: BenchEnv): Promise<number> {
  const [row] = await sqlQuery<{ n: number }>(env, "select count(*)::int as n from consent_records");
  return Number(row?.n);
}

/** One corpus request with http.request on its own connection; the status, or 0 and why none came. */
function sendHttp(port: number, spec: HttpRequest): Promise<Answer> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: Answer) => {
      if (!done) {
        done = true;
        resolve(result);
      }
    };
    const body = typeof spec.body === "function" ? spec.body() : spec.body;
    const headers: Record<string, string | number> = { ...spec.headers };
    if (body !== undefined && !spec.chunked) headers["content-length"] = Buffer.byteLength(body);
    let req: http.ClientRequest;
    try {
      req = http.request({ host: "127.0.0.1", port, method: spec.method, path: spec.path, headers, agent: false }, (res) => {
        finish({ status: res.statusCode ?? 0 });
        res.on("error", () => undefined);
        res.resume();
      });
    } catch (error) {
      // The bench's own mistake (a request Node will not write): counted apart, never as the server's.
      const { code, message } = error as NodeJS.ErrnoException;
      return finish({ status: 0, error: `client refused: ${code ?? message}` });
    }
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (error: NodeJS.ErrnoException) => finish({ status: 0, error: error.code ?? error.message }));
    if (body === undefined) req.end();
    else if (spec.chunked) {
      // Several writes without a length: Node sends them chunked.
      const bytes = Buffer.from(body);
      for (let offset = 0; offset < bytes.length; offset += 64 * 1024) req.write(bytes.subarray(offset, offset + 64 * 1024));
      req.end();
    } else req.end(body);
  });
}

/**
 * Raw bytes on a socket; the status of the first answer's status line, once its headers are in. The
 * socket stays open for the answer (Node aborts a request whose client half-closes), unless `halfClose`
 * (end of stream right after the bytes) or `abortAfterMs` (the client goes away: no answer is expected).
 */
function sendRaw(port: number, { raw: bytes, halfClose = false, abortAfterMs }: RawRequest): Promise<Answer> {
  return new Promise((resolve) => {
    let received = Buffer.alloc(0);
    let done = false;
    const statusOf = () => {
      const match = /^HTTP\/\d\.\d (\d{3})/.exec(received.subarray(0, 32).toString("latin1"));
      return match ? Number(match[1]) : undefined;
    };
    const finish = (fallback?: Answer) => {
      if (done) return;
      done = true;
      socket.destroy();
      const status = statusOf();
      // A 1xx (100 Continue) is not the answer: what came after it is, if anything did.
      resolve(
        status !== undefined
          ? { status }
          : received.length > 0
            ? { status: 0, error: "answer not HTTP" }
            : (fallback ?? { status: 0, error: "closed without an answer" }),
      );
    };
    const socket = net.connect(port, "127.0.0.1", () => {
      if (halfClose) socket.end(bytes);
      else socket.write(bytes);
      if (abortAfterMs !== undefined) setTimeout(() => finish({ status: 0, error: BENCH_ABORT }), abortAfterMs);
    });
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => finish({ status: 0, error: "TIMEOUT" }));
    socket.on("data", (chunk) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf("\r\n\r\n");
      if (headEnd === -1) return;
      if (statusOf() === 100) {
        received = received.subarray(headEnd + 4);
        return;
      }
      finish();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => finish({ status: 0, error: error.code ?? error.message }));
    socket.on("close", () => finish({ status: 0, error: "closed without an answer" }));
  });
}

export async function hostileCorpusPart(env: BenchEnv, runId: string) {
  const serverEnv = { ...env, TRUST_PROXY: "loopback", CONTACT_RATE_LIMIT_MAX: "1000000" };
  const logs = logWatcher();
  const server = spawnFormServer({ port: PORT, env: serverEnv, onLogLine: logs.onLogLine });
  await waitForHealth(server, Date.now() + 60_000);
  // Real forms for the posts that must fail on something else than their token (invalid fields, honeypot).
  const realTokens = await collectTokens(PORT, 32);
  await sleep(MIN_FILL_WAIT_MS);
  const corpus: (CorpusRequest | undefined)[] = hostileCorpus({ count: HOSTILE, seed: SEED, port: PORT, runId, realTokens });

  const leadsBefore = await readStoredLeads(serverEnv);
  const consentBefore = await consentRows(serverEnv);
  const maxIdBefore = leadsBefore.reduce((max, lead) => Math.max(max, lead.id), 0);

  const statuses = statusCounter();
  const byCategory: Record<string, Record<"requests" | StatusClass | "noAnswer", number>> = {};
  const byLabel: Record<string, Record<string, number>> = {};
  const serverErrors: string[] = [];
  const connectionErrorExamples: string[] = [];
  const deadline = Date.now() + PART_TIME_LIMIT_MS;
  let next = 0;
  let sent = 0;
  const started = performance.now();
  async function worker() {
    while (next < corpus.length && Date.now() < deadline) {
      const spec = corpus[next++]!;
      const answer = spec.raw ? await sendRaw(PORT, spec) : await sendHttp(PORT, spec);
      sent += 1;
      statuses.add(answer);
      const category = (byCategory[spec.category] ??= { requests: 0, "1xx": 0, "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, noAnswer: 0 });
      category.requests += 1;
      if (answer.status > 0) category[`${String(answer.status)[0]}xx` as StatusClass] += 1;
      else category.noAnswer += 1;
      const label = (byLabel[`${spec.category}: ${spec.label}`] ??= {});
      const outcome = answer.status > 0 ? String(answer.status) : (answer.error ?? "unknown");
      label[outcome] = (label[outcome] ?? 0) + 1;
      const description = `#${spec.index} ${spec.category}: ${spec.label} — ${spec.raw ? JSON.stringify(spec.raw.subarray(0, 80).toString("latin1")) : `${spec.method} ${spec.path.slice(0, 80)}`}`;
      if (answer.status >= 500) serverErrors.push(`${answer.status} ${description}`);
      else if (answer.status === 0 && answer.error !== BENCH_ABORT && connectionErrorExamples.length < 10)
        connectionErrorExamples.push(`${answer.error} ${description}`);
      corpus[spec.index] = undefined; // large bodies go as soon as they are sent
    }
  }
  await Promise.all(Array.from({ length: HOSTILE_CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const serverAlive = !server.hasExited();
  if (!serverAlive) throw new Error(`the server exited during the hostile corpus (${JSON.stringify(await server.exited)})`);

  // Whatever the corpus got stored has been committed by now (the group commit waits milliseconds).
  await sleep(500);
  const leadsAfter = await readStoredLeads(serverEnv);
  const consentAfter = await consentRows(serverEnv);
  const newLeads = leadsAfter.filter((lead) => lead.id > maxIdBefore);
  await server.stop();

  return {
    requests: sent,
    seed: SEED,
    concurrency: HOSTILE_CONCURRENCY,
    seconds: Number(seconds.toFixed(1)),
    statuses: { classes: statuses.classes, byStatus: statuses.byStatus, connectionErrors: statuses.errors },
    connectionErrors: statuses.connectionErrors(),
    connectionErrorExamples,
    serverErrors: serverErrors.length,
    serverErrorExamples: serverErrors.slice(0, 50),
    byCategory,
    byLabel,
    leadsBefore: leadsBefore.length,
    leadsAfter: leadsAfter.length,
    leadsStored: leadsAfter.length - leadsBefore.length,
    newLeadExamples: newLeads.slice(0, 10).map((lead) => ({ id: lead.id, email: lead.email, firstName: lead.firstName.slice(0, 60) })),
    newLeadIds: newLeads.map((lead) => lead.id),
    consentBefore,
    consentAfter,
    consentStored: consentAfter - consentBefore,
    log: logs.stats,
  };
}
