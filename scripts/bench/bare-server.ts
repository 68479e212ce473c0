// The yardstick for the project server's throughput: a bare node:http server that answers every request
// with one recorded response (status, headers, body bytes), and does nothing else.
// A child of the site bench (./servers.ts, startBare): node --import tsx scripts/bench/bare-server.ts <recording.json>, PORT, HOST.
import { readFileSync } from "node:fs";
import type { RecordedResponse } from "./throughput.ts";
import { serveUntilStopped } from "./servers.ts";

const { status, headers, bodyBase64 } = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as RecordedResponse;
const body = Buffer.from(bodyBase64, "base64");
serveUntilStopped((_req, res) => {
  res.writeHead(status, headers);
  res.end(body);
});
