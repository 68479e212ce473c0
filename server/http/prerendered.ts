import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { isLanguage } from "~/i18n/languages";
import { compressedCopies, COPY_EXTENSIONS, type ContentEncoding } from "./precompressed";

/** One way a page can be sent: its bytes and every header, computed once at start. */
interface Variant {
  body: Buffer;
  headers: OutgoingHttpHeaders;
  /** The same headers less the body's length: the answer to a request whose copy is current. */
  notModified: OutgoingHttpHeaders;
}

interface Page {
  identity: Variant;
  encoded: Map<ContentEncoding, Variant>;
}

export interface PrerenderedPages {
  /** Answers a GET or HEAD of a prerendered page; false, having written nothing, for any other request. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
}

export interface PageHeaders {
  /** Headers every page carries (the security headers). */
  common: OutgoingHttpHeaders;
  /** A page's own Content-Security-Policy, where the build computed one (server/http/site-build.ts). */
  policyFor?: (route: string) => string | undefined;
}

/** The encodings the server prefers, first to last, and whether the client's Accept-Encoding takes each. */
const PREFERENCE: readonly ContentEncoding[] = ["br", "gzip"];

function accepts(acceptEncoding: string, encoding: ContentEncoding): boolean {
  let wildcard: boolean | undefined;
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (token === encoding) return allowed;
    if (token === "*") wildcard = allowed;
  }
  return wildcard ?? false;
}

/**
 * The pages prerendered at build time (<client>/<path>/index.html), answered from memory with the build's
 * Brotli and gzip copies (scripts/precompress.ts) and headers computed once. It runs before Express: the
 * most requested responses cost a lookup and a write, not a middleware chain, a MIME lookup and an ETag
 * hash per request. /en and /en/ are the same page; a request with a supported ?lang= is left to the
 * site's handler, which redirects it.
 */
export async function prerenderedPages(clientDir: string, { common, policyFor }: PageHeaders): Promise<PrerenderedPages> {
  const copies = await compressedCopies(clientDir);
  const pages = new Map<string, Page>();
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    const route = relative ? `/${relative}` : "/";
    const policy = policyFor?.(route);
    const variant = (body: Buffer, encoding?: ContentEncoding): Variant => {
      const notModified: OutgoingHttpHeaders = {
        ...common,
        ...(policy ? { "content-security-policy": policy } : {}),
        "content-type": "text/html; charset=utf-8",
        "cache-control": "public, max-age=300, must-revalidate",
        vary: "Accept-Encoding",
        ...(encoding ? { "content-encoding": encoding } : {}),
        etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      };
      return { body, notModified, headers: { ...notModified, "content-length": body.length } };
    };
    const html = await readFile(file);
    const encoded = new Map<ContentEncoding, Variant>();
    for (const encoding of copies.get(`/${relative ? relative + "/" : ""}index.html`) ?? []) {
      encoded.set(encoding, variant(await readFile(file + COPY_EXTENSIONS[encoding]), encoding));
    }
    // A build made without the precompress step still sends gzip.
    if (!encoded.has("gzip")) encoded.set("gzip", variant(gzipSync(html, { level: 9 }), "gzip"));
    pages.set(route, { identity: variant(html), encoded });
  }

  return {
    serve(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const url = req.url ?? "/";
      const queryStart = url.indexOf("?");
      const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
      // A ?lang= the site has is the site's handler's to redirect; any other value is no language, and the page is served.
      if (queryStart !== -1 && isLanguage(new URLSearchParams(url.slice(queryStart)).get("lang"))) return false;
      const page = pages.get(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
      if (!page) return false;
      const acceptEncoding = req.headers["accept-encoding"] ?? "";
      const encoding = PREFERENCE.find((candidate) => page.encoded.has(candidate) && accepts(acceptEncoding, candidate));
      const { body, headers, notModified } = encoding ? page.encoded.get(encoding)! : page.identity;
      if (req.headers["if-none-match"] === headers.etag) {
        res.writeHead(304, notModified).end();
      } else {
        res.writeHead(200, headers).end(req.method === "HEAD" ? undefined : body);
      }
      return true;
    },
  };
}
