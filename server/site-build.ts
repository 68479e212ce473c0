import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { ContactService } from "../app/.server/contact/service";
import type { DatabaseHandle } from "../app/.server/db/client";

/** What a page rendered per request may use: the same for either site build. */
export interface SiteLocals {
  db: DatabaseHandle["db"];
  contact: ContactService;
}

/**
 * A built site the server hosts: its files, and the handler that answers what the files do not (redirects,
 * the contact page, 404s). Two shapes exist while the site moves to Astro (docs/decisions/0017): the
 * React Router build in build/ (what `npm start` serves) and the Astro build in dist/, which grows beside
 * it and is served with `--site dist`.
 */
export interface SiteBuild {
  kind: "react-router" | "astro";
  /** Hashed, immutable files, cached for a year: the folder under clientDir and its URL prefix. */
  assetsPrefix: string;
  clientDir: string;
  handler(locals: SiteLocals): RequestHandler;
}

interface AstroEntry {
  handler: (req: unknown, res: unknown, next: (error?: unknown) => void, locals: object) => Promise<void>;
}

export async function loadSiteBuild(buildDir: string): Promise<SiteBuild> {
  const astroEntry = path.join(buildDir, "server/entry.mjs");
  const clientDir = path.join(buildDir, "client");
  if (existsSync(astroEntry)) {
    const { handler } = (await import(pathToFileURL(astroEntry).href)) as AstroEntry;
    return {
      kind: "astro",
      assetsPrefix: "/_astro",
      clientDir,
      handler: (locals) => (req, res, next) => {
        const clientIp = req.ip ?? "unknown";
        void handler(req, res, next, { ...locals, clientIp, contactOutcome: res.locals.contactOutcome });
      },
    };
  }
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  return {
    kind: "react-router",
    assetsPrefix: "/assets",
    clientDir,
    handler: (locals) =>
      createRequestHandler({ build, getLoadContext: (req, res) => ({ ...locals, clientIp: req.ip ?? "unknown", contactOutcome: res.locals.contactOutcome }) }),
  };
}
