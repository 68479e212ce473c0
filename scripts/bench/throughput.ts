// The bench's throughput section: requests per second for one prerendered page, 50 connections, up to 3
// rounds of 5 s (autocannon, bounded in time), against a bare node:http server sending the same bytes with
// the same headers (./bare-server.ts): how much of the machine's ceiling the project's server stack keeps.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { pagePath } from "~/lib/pages.ts";
import { startBare } from "./servers.ts";
import { budgetRow, median, origin, ratio, type Section } from "./site-bench.ts";

/** What Chromium sends: the server picks its Brotli copy, as it does for a visitor. */
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";
/** Headers that describe one connection or one moment, not the response. */
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** The page as the server sends it: status, headers and the body bytes, still compressed. */
export interface RecordedResponse {
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

function record(url: string): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": ACCEPT_ENCODING } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const headers = Object.fromEntries(
            Object.entries(res.headers).flatMap(([name, value]) => (PER_CONNECTION.has(name) || value === undefined ? [] : [[name, String(value)]])),
          );
          resolve({ status: res.statusCode ?? 0, headers: { ...headers, "content-length": String(body.length) }, bodyBase64: body.toString("base64") });
        });
      })
      .on("error", reject);
  });
}

interface LoadSample {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, { connections, seconds }: { connections: number; seconds: number }): Promise<LoadSample> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": ACCEPT_ENCODING } });
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

/** `rounds` rounds of bare then ours, `seconds` each, `connections` connections; each sample bounded in time. */
async function throughput({
  site,
  path: page,
  port,
  rounds,
  connections = 50,
  seconds = 5,
}: {
  site: string;
  path: string;
  port: number;
  rounds: number;
  connections?: number;
  seconds?: number;
}) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-bare-"));
  const recording = path.join(dir, "response.json");
  const response = await record(site + page);
  writeFileSync(recording, JSON.stringify(response));
  const bare = await startBare({ port, recording });
  try {
    const samples: { bare: LoadSample; ours: LoadSample }[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const bareSample = await load(bare.origin + page, { connections, seconds });
      const oursSample = await load(site + page, { connections, seconds });
      samples.push({ bare: bareSample, ours: oursSample });
    }
    return {
      path: page,
      status: response.status,
      encoding: response.headers["content-encoding"] ?? "identity",
      bytes: Buffer.byteLength(response.bodyBase64, "base64"),
      connections,
      seconds,
      samples,
    };
  } finally {
    await bare.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

type ThroughputResult = Awaited<ReturnType<typeof throughput>> & {
  bareRequestsPerSecond: number | null;
  oursRequestsPerSecond: number | null;
  ratio: number | null;
};

export const throughputSection: Section = {
  timed: true,
  needs: [],
  async run(bench) {
    const measured = await throughput({
      site: origin(bench, "ours"),
      path: pagePath("privacypolicy", bench.langs[0]!),
      port: bench.basePort + 2,
      rounds: bench.shortRuns,
    });
    const bare = median(measured.samples.map((sample) => sample.bare.requestsPerSecond));
    const ours = median(measured.samples.map((sample) => sample.ours.requestsPerSecond));
    console.log(`  throughput ${measured.path}: ours ${ours} req/s, bare node:http ${bare} req/s`);
    const result: ThroughputResult = { ...measured, bareRequestsPerSecond: bare, oursRequestsPerSecond: ours, ratio: ratio(ours, bare) };
    return {
      result,
      budgets: [
        budgetRow(`req/s, ${result.path}, 50 conn. (peer = bare node:http)`, ours, bare, ours !== null && bare !== null && ours >= 0.8 * bare, "≥ 0.8 × bare"),
      ],
      printDetails: () =>
        console.table(
          result.samples.map((sample, index) => ({
            round: index + 1,
            bareReqS: sample.bare.requestsPerSecond,
            oursReqS: sample.ours.requestsPerSecond,
            bareP99Ms: sample.bare.p99Ms,
            oursP99Ms: sample.ours.p99Ms,
            oursNon2xx: sample.ours.non2xx,
            oursErrors: sample.ours.errors,
          })),
        ),
    };
  },
};
