import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { RequestHandler } from "express";

interface Page {
  html: Buffer;
  gzip: Buffer;
}

/**
 * Serves the pages React Router prerendered at build time (build/client/<path>/index.html). With
 * `ssr: true` React Router would render them again on every request, and express.static would
 * redirect /en to /en/; this answers /en and /en/ alike from memory, compressed once at start-up.
 */
export async function prerenderedPages(clientDir: string): Promise<RequestHandler> {
  const pages = new Map<string, Page>();
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.join(entry.parentPath, entry.name);
    const route = "/" + path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    const html = await readFile(file);
    pages.set(route === "/." ? "/" : route.replace(/\/$/, ""), { html, gzip: gzipSync(html, { level: 9 }) });
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // ?lang= asks for a redirect, which only the React Router handler gives.
    if ("lang" in req.query) return next();
    const route = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const page = pages.get(route);
    if (!page) return next();
    res.type("html");
    res.set("Cache-Control", "public, max-age=300, must-revalidate");
    res.vary("Accept-Encoding");
    if (req.acceptsEncodings("gzip", "identity") === "gzip") {
      res.set("Content-Encoding", "gzip");
      res.send(page.gzip);
    } else {
      res.send(page.html);
    }
  };
}
