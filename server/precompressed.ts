import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Request, RequestHandler } from "express";

/** The build's compressed copies (scripts/precompress.ts), in the order the server prefers them. */
export const PRECOMPRESSED = [
  { encoding: "br", extension: ".br" },
  { encoding: "gzip", extension: ".gz" },
] as const;

export type ContentEncoding = (typeof PRECOMPRESSED)[number]["encoding"];

/**
 * The server's first choice among `available` that the client accepts. Not `req.acceptsEncodings(list)`:
 * for equal weights it follows the order of the client's header, and Chrome lists gzip before br.
 */
export function preferredEncoding(req: Request, available: readonly ContentEncoding[]): ContentEncoding | undefined {
  return PRECOMPRESSED.map(({ encoding }) => encoding).find((encoding) => available.includes(encoding) && req.acceptsEncodings(encoding) === encoding);
}

/** Which compressed copies exist for each file under `dir`, keyed by URL path ("/app-x.css"). */
export async function compressedCopies(dir: string): Promise<Map<string, ContentEncoding[]>> {
  const copies = new Map<string, ContentEncoding[]>();
  // No folder, no copies: express.static answers for it as it would without this step.
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? [] : Promise.reject(error)));
  for (const entry of entries) {
    const copy = entry.isFile() ? PRECOMPRESSED.find(({ extension }) => entry.name.endsWith(extension)) : undefined;
    if (!copy) continue;
    const urlPath = "/" + path.relative(dir, path.join(entry.parentPath, entry.name.slice(0, -copy.extension.length))).split(path.sep).join("/");
    copies.set(urlPath, [...(copies.get(urlPath) ?? []), copy.encoding]);
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
    const { extension } = PRECOMPRESSED.find((copy) => copy.encoding === encoding)!;
    req.url = req.path + extension + req.url.slice(req.path.length);
    next();
  };
}
