// The yardstick for the project server's throughput: a bare node:http server that answers every request
// with one recorded response (status, headers, body bytes), and does nothing else.
// Usage (a child of scripts/bench/site.mjs): node scripts/bench/bare-server.mjs <recording.json>, PORT, HOST.
import { readFileSync } from "node:fs";
import http from "node:http";

const { status, headers, bodyBase64 } = JSON.parse(readFileSync(process.argv[2], "utf8"));
const body = Buffer.from(bodyBase64, "base64");
const server = http.createServer((_req, res) => {
  res.writeHead(status, headers);
  res.end(body);
});
server.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
process.on("SIGTERM", () => {
  server.close();
  server.closeAllConnections();
  process.exit(0);
});
