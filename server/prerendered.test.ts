import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback } from "../app/test-support/http";
import { prerenderedPages } from "./prerendered";

const page = [
  "<!DOCTYPE html><html lang=\"en\"><head>",
  '<link rel="stylesheet" href="/assets/app.css"/>',
  "</head><body><main><h1>Privacy Policy</h1></main>",
  '<script type="module">import "/assets/entry.js";</script></body></html>',
].join("");

describe("prerenderedPages", () => {
  let dir: string;
  let origin: string;
  let close: () => void;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "prerendered-"));
    await mkdir(path.join(dir, "en", "privacypolicy"), { recursive: true });
    await writeFile(path.join(dir, "en", "privacypolicy", "index.html"), page);
    const app = express();
    app.use(await prerenderedPages(dir));
    app.use((_req, res) => res.status(404).send("not prerendered"));
    const server = createServer(app);
    origin = await listenOnLoopback(server);
    close = () => server.close();
  });

  afterAll(async () => {
    close();
    await rm(dir, { recursive: true, force: true });
  });

  it("answers with and without a trailing slash, compressed when the client accepts gzip", async () => {
    for (const route of ["/en/privacypolicy", "/en/privacypolicy/"]) {
      const response = await fetch(origin + route, { headers: { "accept-encoding": "gzip" }, redirect: "manual" });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain("<h1>Privacy Policy</h1>");
    }
  });

  it("sends the gzip body only to a client that accepts it", async () => {
    const compressed = await new Promise<Buffer>((resolve, reject) => {
      import("node:http").then(({ get }) =>
        get(`${origin}/en/privacypolicy`, { headers: { "accept-encoding": "gzip" } }, (response) => {
          expect(response.headers["content-encoding"]).toBe("gzip");
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk)).on("end", () => resolve(Buffer.concat(chunks)));
        }).on("error", reject),
      );
    });
    expect(gunzipSync(compressed).toString()).toContain("<h1>Privacy Policy</h1>");
    const plain = await fetch(`${origin}/en/privacypolicy`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("leaves ?lang= requests and unknown paths to the next handler", async () => {
    expect((await fetch(`${origin}/en/privacypolicy?lang=fr`)).status).toBe(404);
    expect((await fetch(`${origin}/en/nothing`)).status).toBe(404);
  });
});
