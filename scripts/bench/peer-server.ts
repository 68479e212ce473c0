// The peer's static build (../shared/peers/README.md) served as the project serves its own: the same
// Brotli and gzip copies (scripts/precompress.ts, computed once at start into a temporary copy, since the
// shared folder is not ours to write) and the same middleware picking them (server/http/prerendered.ts,
// server/http/precompressed.ts), so that a difference the bench shows is the sites', not their servers'.
// A child of the site bench (./servers.ts, startPeer): node --import tsx scripts/bench/peer-server.ts <dir>, PORT, HOST.
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import compression from "compression";
import express from "express";
import { precompressFiles } from "../precompress.ts";
import { precompressed } from "~server/http/precompressed.ts";
import { prerenderedPages } from "~server/http/prerendered.ts";
import { contentSecurityDirectives } from "~server/http/content-security.ts";
import { securityHeaderValues } from "~server/http/security-headers.ts";
import { serveUntilStopped } from "./servers.ts";

const source = path.resolve(process.argv[2] ?? "");
const dir = mkdtempSync(path.join(tmpdir(), "bench-peer-"));
const cleanUp = () => rmSync(dir, { recursive: true, force: true });
cpSync(source, dir, { recursive: true });
await precompressFiles(dir);

const app = express();
app.disable("x-powered-by");
app.use(compression());
// Astro's hashed assets, cached as ours are (server/http/app.ts).
const assetsDir = path.join(dir, "_astro");
app.use(
  "/_astro",
  await precompressed(assetsDir),
  express.static(assetsDir, { immutable: true, maxAge: "1y", index: false, redirect: false, fallthrough: false }),
);
app.use(await precompressed(dir), express.static(dir, { maxAge: "1h", index: false, redirect: false }));
/**
 * A page's policy as Astro writes ours: the site's directives, with `script-src` allowing the hashes of
 * the page's own inline scripts. Under the policy every other response carries (scripts from this origin
 * only), the peer's inline scripts (its theme and its phone menu, among others) were refused, and the
 * bench measured a peer that did less than it does.
 */
function policyWithInlineScripts(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`,
  );
  return [...contentSecurityDirectives, ["script-src 'self'", ...new Set(hashes)].join(" "), "style-src 'self' 'unsafe-inline'"].join("; ");
}

// Its pages answered before Express from memory, with the same headers as ours, as server/http/app.ts does.
const pages = await prerenderedPages(dir, {
  common: securityHeaderValues(),
  policyFor: (route) => policyWithInlineScripts(readFileSync(path.join(dir, route, "index.html"), "utf8")),
});

serveUntilStopped((req, res) => {
  if (!pages.serve(req, res)) app(req, res);
}, cleanUp);
