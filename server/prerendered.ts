import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import { compressedCopies, COPY_EXTENSIONS, type ContentEncoding, preferredEncoding } from "./precompressed";

interface Page {
  html: Buffer;
  compressed: Map<ContentEncoding, Buffer>;
}

/**
 * Serves the pages React Router prerendered at build time (build/client/<path>/index.html). With
 * `ssr: true` React Router would render them again on every request, and express.static would
 * redirect /en to /en/; this answers /en and /en/ alike from memory, in the build's Brotli and gzip
 * copies (scripts/precompress.ts). `policyFor` gives a page's own Content-Security-Policy, where the
 * build computed one (server/site-build.ts).
 */
export async function prerenderedPages(clientDir: string, policyFor?: (route: string) => string | undefined): Promise<RequestHandler> {
  const copies = await compressedCopies(clientDir);
  const pages = new Map<string, Page>();
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    const html = await readFile(file);
    const compressed = new Map<ContentEncoding, Buffer>();
    for (const encoding of copies.get(`/${relative ? relative + "/" : ""}index.html`) ?? []) {
      compressed.set(encoding, await readFile(file + COPY_EXTENSIONS[encoding]));
    }
    // A build made without the precompress step (`react-router build` alone) still sends gzip.
    if (!compressed.has("gzip")) compressed.set("gzip", gzipSync(html, { level: 9 }));
    pages.set(relative ? `/${relative}` : "/", { html, compressed });
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // ?lang= asks for a redirect, which only the React Router handler gives.
    if ("lang" in req.query) return next();
    const route = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const page = pages.get(route);
    if (!page) return next();
    res.type("html");
    const policy = policyFor?.(route);
    if (policy) res.set("Content-Security-Policy", policy);
    res.set("Cache-Control", "public, max-age=300, must-revalidate");
    res.vary("Accept-Encoding");
    const encoding = preferredEncoding(req, [...page.compressed.keys()]);
    if (encoding) {
      res.set("Content-Encoding", encoding);
      res.send(page.compressed.get(encoding));
    } else {
      res.send(page.html);
    }
  };
}
