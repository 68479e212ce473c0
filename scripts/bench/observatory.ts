// The MDN HTTP Observatory's own grade of our server behind TLS: its published scanner
// (@mdn/mdn-http-observatory, the `scan()` behind its CLI, unchanged) run against our production server
// with a stand-in for the TLS-terminating proxy it is deployed behind.
//
// Not a devDependency: its postinstall downloads the HSTS preload and TLD lists from the internet, and it
// depends on pg-native (a native build) for a database the scan does not use. So the bench installs a
// pinned version on first use under node_modules/.cache with --ignore-scripts and gives it an empty
// preload list: that list only earns a bonus to hosts on it, and localhost is on none.
//
// The stand-in listens on 127.0.0.1 ports 443 and 80, because `scan(hostname)` takes a hostname only:
// HTTPS with a certificate for localhost made for the run (openssl) and trusted by the scanner's process
// alone (NODE_EXTRA_CA_CERTS), passing each request on to our server with X-Forwarded-Proto: https; and
// plain HTTP answering 301 to the same path over HTTPS, as any TLS front does. Without openssl, without the
// right to bind those ports, or with either taken, the grade is n/a with the reason.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";

const PACKAGE = "@mdn/mdn-http-observatory";
const VERSION = "1.4.8";
const INSTALL_DIR = path.resolve(`node_modules/.cache/mdn-http-observatory-${VERSION}`);
const PACKAGE_DIR = path.join(INSTALL_DIR, "node_modules", PACKAGE);

interface Certificate {
  key: string;
  cert: string;
}

/** What the scanner prints (the part read here). */
interface ScanResult {
  error?: string;
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, { pass: boolean; result: string }>;
}

export interface ObservatoryGrade {
  grade: string | null;
  score?: number;
  failed?: string[];
  note: string;
}

function ensureScanner(): string {
  if (!existsSync(path.join(PACKAGE_DIR, "src/scan.js"))) {
    execFileSync("npm", ["install", "--prefix", INSTALL_DIR, "--ignore-scripts", "--no-audit", "--no-fund", "--no-save", `${PACKAGE}@${VERSION}`], {
      stdio: "ignore",
    });
  }
  const preloadList = path.join(PACKAGE_DIR, "conf/hsts-preload.json");
  if (!existsSync(preloadList)) writeFileSync(preloadList, "{}");
  return path.join(PACKAGE_DIR, "src/scan.js");
}

function certificateForLocalhost(dir: string): Certificate {
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:P-256",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  return { key, cert };
}

function listen(server: http.Server, port: number): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

/** The proxy's two listeners: TLS in front of `upstream`, and the redirect from plain HTTP. */
async function startTlsFront(upstream: string, { key, cert }: Certificate): Promise<() => Promise<unknown>> {
  const target = new URL(upstream);
  const tls = https.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, "x-forwarded-proto": "https", "x-forwarded-for": req.socket.remoteAddress },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  const redirect = http.createServer((req, res) => res.writeHead(301, { location: `https://localhost${req.url}` }).end());
  const listening: http.Server[] = [];
  try {
    listening.push(await listen(tls, 443));
    listening.push(await listen(redirect, 80));
  } catch (error) {
    listening.forEach((server) => server.close());
    throw error;
  }
  return () => Promise.all(listening.map((server) => new Promise((resolve) => server.close(resolve))));
}

function runScanner(scanScript: string, cert: string): Promise<ScanResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [scanScript, "localhost"], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", () => {
      try {
        resolve(JSON.parse(output) as ScanResult);
      } catch {
        reject(new Error(`the scanner printed no JSON: ${output.slice(0, 200)}`));
      }
    });
  });
}

/**
 * Our server at `upstream` (http://127.0.0.1:port), graded by the Observatory behind TLS: the grade, the
 * score, and the tests that did not pass; `grade: null` with a `note` when it could not run here.
 */
export async function observatoryGrade(upstream: string): Promise<ObservatoryGrade> {
  const dir = mkdtempSync(path.join(tmpdir(), "pr-site-observatory-"));
  let stopFront: (() => Promise<unknown>) | null = null;
  try {
    const scanScript = ensureScanner();
    const certificate = certificateForLocalhost(dir);
    stopFront = await startTlsFront(upstream, certificate);
    const result = await runScanner(scanScript, certificate.cert);
    if (result.error) return { grade: null, note: `the scan failed: ${result.error}` };
    const failed = Object.entries(result.tests)
      .filter(([, test]) => !test.pass)
      .map(([name, test]) => `${name}: ${test.result}`);
    return {
      grade: result.scan.grade,
      score: result.scan.score,
      failed,
      note: `${PACKAGE} ${VERSION}, ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed`,
    };
  } catch (error) {
    return { grade: null, note: `not graded: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}` };
  } finally {
    await stopFront?.();
    rmSync(dir, { recursive: true, force: true });
  }
}
