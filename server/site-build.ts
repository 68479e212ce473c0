import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { ContactService } from "../app/.server/contact/service";
import type { SubmissionOutcome } from "../app/.server/contact/submit";
import type { DatabaseHandle } from "../app/.server/db/client";
import type { ExtraSources } from "./security-headers";

/** What a page rendered per request may use: the same for either site build. */
export interface SiteLocals {
  db: DatabaseHandle["db"];
  contact: ContactService;
  /** The configured analytics tags' hosts, for the Content-Security-Policy of pages rendered per request. */
  tagSources: ExtraSources;
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
  /**
   * The Content-Security-Policy of each prerendered page, by path, as the build computed it (with the
   * hashes of its inline scripts); absent for a build whose policy is the server's own (security-headers.ts).
   */
  pagePolicies?: ReadonlyMap<string, string>;
  handler(locals: SiteLocals): RequestHandler;
}

/** SiteLocals and what the request adds: the client's address and the no-JavaScript post's outcome (ADR 0012). */
export interface RequestLocals extends SiteLocals {
  clientIp: string;
  contactOutcome?: SubmissionOutcome;
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
      pagePolicies: await prerenderedPolicies(path.join(buildDir, "_headers.json")),
      handler: (locals) => (req, res, next) => {
        const requestLocals: RequestLocals = { ...locals, clientIp: req.ip ?? "unknown", contactOutcome: res.locals.contactOutcome };
        void handler(req, res, next, requestLocals);
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

/** dist/_headers.json, written by the Node adapter (`staticHeaders`): each prerendered page's headers. */
async function prerenderedPolicies(file: string): Promise<Map<string, string>> {
  const pages = JSON.parse(await readFile(file, "utf8")) as { pathname: string; headers: { key: string; value: string }[] }[];
  const policies = new Map<string, string>();
  for (const { pathname, headers } of pages) {
    const policy = headers.find((header) => header.key.toLowerCase() === "content-security-policy");
    if (policy) policies.set(pathname, policy.value);
  }
  return policies;
}
