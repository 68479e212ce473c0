import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback } from "~/test-support/http";
import { prerenderedPages } from "./prerendered";
import { securityHeaderValues } from "./security-headers";

const page = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<link rel="stylesheet" href="/assets/app.css"/>',
  "</head><body><main><h1>Privacy Policy</h1></main>",
  '<script type="module">import "/assets/entry.js";</script></body></html>',
].join("");

const pagePolicy = "default-src 'self'; script-src 'self' 'sha256-abc='";

/** A GET as Node sends it: no decompression, so the encoding on the wire shows. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response
        .on("data", (chunk: Buffer) => chunks.push(chunk))
        .on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("prerendered pages", () => {
  let dir: string;
  let origin: string;
  let close: () => void;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "prerendered-"));
    await mkdir(path.join(dir, "en", "privacypolicy"), { recursive: true });
    await writeFile(path.join(dir, "en", "privacypolicy", "index.html"), page);
    const pages = await prerenderedPages(dir, {
      common: securityHeaderValues(),
      policyFor: (route) => (route === "/en/privacypolicy" ? pagePolicy : undefined),
    });
    const server = createServer((req, res) => {
      if (!pages.serve(req, res)) res.writeHead(404).end("not prerendered");
    });
    origin = await listenOnLoopback(server);
    close = () => server.close();
  });

  afterAll(async () => {
    close();
    await rm(dir, { recursive: true, force: true });
  });

  it("answers with and without a trailing slash, as HTML", async () => {
    for (const route of ["/en/privacypolicy", "/en/privacypolicy/", "/en/privacypolicy?utm_source=mail"]) {
      const response = await fetch(origin + route, { redirect: "manual" });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toContain("<h1>Privacy Policy</h1>");
    }
  });

  it("carries the security headers and the page's own Content-Security-Policy", async () => {
    const response = await fetch(`${origin}/en/privacypolicy`);
    expect(response.headers.get("content-security-policy")).toBe(pagePolicy);
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300, must-revalidate");
  });

  it("sends the gzip body only to a client that accepts it, and Brotli to none that did not ask", async () => {
    const compressed = await rawGet(`${origin}/en/privacypolicy`, { "accept-encoding": "gzip" });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(compressed.headers.vary).toBe("Accept-Encoding");
    expect(gunzipSync(compressed.body).toString()).toBe(page);
    for (const acceptEncoding of ["identity", "br;q=0, gzip;q=0", ""]) {
      const plain = await rawGet(`${origin}/en/privacypolicy`, { "accept-encoding": acceptEncoding });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toBe(page);
    }
  });

  it("answers a request for the copy the client has with 304 and no body, and HEAD with headers only", async () => {
    const first = await rawGet(`${origin}/en/privacypolicy`, { "accept-encoding": "gzip" });
    const again = await rawGet(`${origin}/en/privacypolicy`, { "accept-encoding": "gzip", "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await fetch(`${origin}/en/privacypolicy`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
    expect(await head.text()).toBe("");
  });

  it("leaves a supported ?lang=, other methods and unknown paths to the next handler, and serves the page whatever other ?lang= it has", async () => {
    expect((await fetch(`${origin}/en/privacypolicy?lang=fr`)).status).toBe(404);
    for (const query of ["?lang=es", "?lang=", "?lang=FR&utm_source=mail"]) expect((await fetch(`${origin}/en/privacypolicy${query}`)).status).toBe(200);
    expect((await fetch(`${origin}/en/privacypolicy`, { method: "POST" })).status).toBe(404);
    expect((await fetch(`${origin}/en/nothing`)).status).toBe(404);
  });
});
