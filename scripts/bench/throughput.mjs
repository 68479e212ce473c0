// Requests per second for one prerendered page, against a bare node:http server sending the same bytes
// with the same headers: how much of the machine's ceiling the project's server stack keeps.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startBare } from "./server.mjs";

/** What Chromium sends: the server picks its Brotli copy, as it does for a visitor. */
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";
/** Headers that describe one connection or one moment, not the response. */
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** The page as the server sends it: status, headers and the body bytes, still compressed. */
function record(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": ACCEPT_ENCODING } }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !PER_CONNECTION.has(name)));
          resolve({ status: res.statusCode, headers: { ...headers, "content-length": String(body.length) }, bodyBase64: body.toString("base64") });
        });
      })
      .on("error", reject);
  });
}

async function load(url, { connections, seconds }) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": ACCEPT_ENCODING } });
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

/** `rounds` rounds of bare then ours, `seconds` each, `connections` connections; each sample bounded in time. */
export async function throughput({ origin, pagePath, port, rounds, connections = 50, seconds = 5 }) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-bare-"));
  const recording = path.join(dir, "response.json");
  const response = await record(origin + pagePath);
  writeFileSync(recording, JSON.stringify(response));
  const bare = await startBare({ port, recording });
  try {
    const samples = [];
    for (let round = 0; round < rounds; round += 1) {
      const bareSample = await load(bare.origin + pagePath, { connections, seconds });
      const oursSample = await load(origin + pagePath, { connections, seconds });
      samples.push({ bare: bareSample, ours: oursSample });
    }
    return { path: pagePath, status: response.status, encoding: response.headers["content-encoding"] ?? "identity", bytes: Buffer.byteLength(response.bodyBase64, "base64"), connections, seconds, samples };
  } finally {
    await bare.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
