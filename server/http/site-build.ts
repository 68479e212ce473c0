import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import type { DatabaseHandle } from "~server/db/client";
import type { ContactService } from "~/features/contact/service.server";
import type { HandedContactPost } from "~/features/contact/service.server";
import type { TagSources } from "./content-security";

/** What the server gives every page Astro renders per request (Astro.locals). */
export interface SiteLocals {
  db: DatabaseHandle["db"];
  contact: ContactService;
  /** The configured analytics tags' hosts, for the Content-Security-Policy of pages rendered per request. */
  tagSources: TagSources;
}

/** SiteLocals and what the request adds: a contact post's answer for the page to render (ADR 0038). */
export interface RequestLocals extends SiteLocals {
  contactPost?: HandedContactPost;
}

/**
 * The Astro build the server hosts (`npm run build` writes dist/): its files, the Content-Security-Policy
 * of each prerendered page, and the handler of the Node adapter (middleware mode) for what the files do
 * not answer: redirects, the contact page, 404s.
 */
export interface SiteBuild {
  /** Hashed, immutable files, cached for a year: the folder under clientDir and its URL prefix. */
  assetsPrefix: string;
  clientDir: string;
  /** Each prerendered page's Content-Security-Policy, by path, with the hashes of its inline scripts. */
  pagePolicies: ReadonlyMap<string, string>;
  handler(locals: SiteLocals): RequestHandler;
}

interface AstroEntry {
  handler: (req: unknown, res: unknown, next: (error?: unknown) => void, locals: object) => Promise<void>;
}

export async function loadSiteBuild(buildDir: string): Promise<SiteBuild> {
  const { handler } = (await import(pathToFileURL(path.join(buildDir, "server/entry.mjs")).href)) as AstroEntry;
  return {
    assetsPrefix: "/_astro",
    clientDir: path.join(buildDir, "client"),
    pagePolicies: await prerenderedPolicies(path.join(buildDir, "_headers.json")),
    handler: (locals) => (req, res, next) => {
      const requestLocals: RequestLocals = { ...locals, contactPost: res.locals.contactPost as HandedContactPost | undefined };
      void handler(req, res, next, requestLocals);
    },
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
