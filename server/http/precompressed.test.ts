import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { createServer, get, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback } from "~/test-support/http";
// eslint-disable-next-line no-restricted-imports -- the build's own tool, which has no alias: the files it writes are what this middleware serves
import { precompressFiles } from "../../scripts/precompress";
import { precompressed } from "./precompressed";
import { prerenderedPages } from "./prerendered";

/** The Accept-Encoding Chrome sends: gzip listed before br. */
const CHROME = "gzip, deflate, br, zstd";

const script = `export const copy = ${JSON.stringify("Press coverage in Europe and the USA, with shared risk. ".repeat(60))};\n`;
const page = `<!DOCTYPE html><html lang="en"><body><main><h1>Privacy Policy</h1>${"<p>Your data stays yours.</p>".repeat(80)}</main></body></html>`;

function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response
        .on("data", (chunk: Buffer) => chunks.push(chunk))
        .on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

function decoded({ headers, body }: { headers: IncomingHttpHeaders; body: Buffer }) {
  if (headers["content-encoding"] === "br") return brotliDecompressSync(body).toString();
  if (headers["content-encoding"] === "gzip") return gunzipSync(body).toString();
  return body.toString();
}

describe("the build's compressed copies", () => {
  let dir: string;
  let origin: string;
  let close: () => void;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "precompressed-"));
    await mkdir(path.join(dir, "assets"));
    await mkdir(path.join(dir, "en", "privacypolicy"), { recursive: true });
    await writeFile(path.join(dir, "assets", "home-abc123.js"), script);
    await writeFile(path.join(dir, "assets", "tiny-abc123.js"), "export {};\n");
    await writeFile(path.join(dir, "assets", "photo-abc123.avif"), Buffer.alloc(4096, 7));
    await writeFile(path.join(dir, "en", "privacypolicy", "index.html"), page);
    await precompressFiles(dir);

    const app = express();
    app.use(compression());
    app.use(
      "/assets",
      await precompressed(path.join(dir, "assets")),
      express.static(path.join(dir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
    );
    const pages = await prerenderedPages(dir, { common: {} });
    const server = createServer((req, res) => {
      if (!pages.serve(req, res)) app(req, res);
    });
    origin = await listenOnLoopback(server);
    close = () => server.close();
  });

  afterAll(async () => {
    close();
    await rm(dir, { recursive: true, force: true });
  });

  it("are written beside each text file worth compressing, and only there", async () => {
    expect((await readdir(path.join(dir, "assets"))).sort()).toEqual([
      "home-abc123.js",
      "home-abc123.js.br",
      "home-abc123.js.gz",
      "photo-abc123.avif",
      "tiny-abc123.js",
    ]);
    expect(await readdir(path.join(dir, "en", "privacypolicy"))).toEqual(["index.html", "index.html.br", "index.html.gz"]);
  });

  it("sends Chrome the Brotli copy of a script, typed and cached like the original", async () => {
    const response = await rawGet(`${origin}/assets/home-abc123.js`, CHROME);
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 10);
    expect(decoded(response)).toBe(script);
  });

  it("falls back to gzip, then to the file itself, as the client accepts", async () => {
    for (const [acceptEncoding, encoding] of [
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", undefined],
      [undefined, undefined],
    ] as const) {
      const response = await rawGet(`${origin}/assets/home-abc123.js`, acceptEncoding);
      expect(response.headers["content-encoding"], `Accept-Encoding: ${acceptEncoding}`).toBe(encoding);
      expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(decoded(response)).toBe(script);
    }
  });

  it("leaves files without a copy to the static handler and a missing file a 404", async () => {
    const tiny = await rawGet(`${origin}/assets/tiny-abc123.js`, CHROME);
    expect(tiny.status).toBe(200);
    expect(decoded(tiny)).toBe("export {};\n");
    const photo = await rawGet(`${origin}/assets/photo-abc123.avif`, CHROME);
    expect(photo.headers["content-encoding"]).toBeUndefined();
    expect(photo.body.length).toBe(4096);
    expect((await rawGet(`${origin}/assets/gone-abc123.js`, CHROME)).status).toBe(404);
  });

  it("sends a prerendered page as Brotli to Chrome and as gzip to a gzip-only client", async () => {
    const brotli = await rawGet(`${origin}/en/privacypolicy`, CHROME);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/^text\/html/);
    expect(decoded(brotli)).toBe(page);
    const gzip = await rawGet(`${origin}/en/privacypolicy`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip)).toBe(page);
  });
});
