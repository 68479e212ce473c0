import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Request, RequestHandler } from "express";

/** The build's compressed copies (scripts/precompress.ts): each encoding's file extension, in the order the server prefers them. */
export const COPY_EXTENSIONS = { br: ".br", gzip: ".gz" } as const;

export type ContentEncoding = keyof typeof COPY_EXTENSIONS;

const ENCODINGS = Object.keys(COPY_EXTENSIONS) as ContentEncoding[];

/**
 * The server's first choice among `available` that the client accepts. Not `req.acceptsEncodings(list)`:
 * for equal weights it follows the order of the client's header, and Chrome lists gzip before br.
 */
export function preferredEncoding(req: Request, available: readonly ContentEncoding[]): ContentEncoding | undefined {
  return ENCODINGS.find((encoding) => available.includes(encoding) && req.acceptsEncodings(encoding) === encoding);
}

/** Which compressed copies exist for each file under `dir`, keyed by URL path ("/app-x.css"). */
export async function compressedCopies(dir: string): Promise<Map<string, ContentEncoding[]>> {
  const copies = new Map<string, ContentEncoding[]>();
  // No folder, no copies: express.static answers for it as it would without this step.
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) =>
    error.code === "ENOENT" ? [] : Promise.reject(error),
  );
  for (const entry of entries) {
    const encoding = entry.isFile() ? ENCODINGS.find((candidate) => entry.name.endsWith(COPY_EXTENSIONS[candidate])) : undefined;
    if (!encoding) continue;
    const original = path.join(entry.parentPath, entry.name.slice(0, -COPY_EXTENSIONS[encoding].length));
    const urlPath = "/" + path.relative(dir, original).split(path.sep).join("/");
    copies.set(urlPath, [...(copies.get(urlPath) ?? []), encoding]);
  }
  return copies;
}

/**
 * Put before `express.static(dir)`: a request for a file with a compressed copy the client accepts is
 * pointed at that copy, with the original's type and the encoding set. The static handler then serves it
 * with its usual caching, range and conditional-request handling, and `compression()` leaves it alone.
 */
export async function precompressed(dir: string): Promise<RequestHandler> {
  const copies = await compressedCopies(dir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const available = copies.get(req.path);
    if (!available) return next();
    res.vary("Accept-Encoding");
    const encoding = preferredEncoding(req, available);
    if (!encoding) return next();
    res.type(path.extname(req.path));
    res.set("Content-Encoding", encoding);
    req.url = req.path + COPY_EXTENSIONS[encoding] + req.url.slice(req.path.length);
    next();
  };
}
