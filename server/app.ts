import path from "node:path";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { analyticsCspSources, analyticsIds } from "../app/.server/analytics-config";
import { SOCIAL_IMAGE_DIR } from "../app/.server/social-image";
import type { ContactService } from "../app/.server/contact/service";
import type { DatabaseHandle } from "../app/.server/db/client";
import type { Env } from "../app/.server/env";
import { consentApi } from "./consent-api";
import { contactFastPath } from "./contact-fast-path";
import { precompressed } from "./precompressed";
import { prerenderedPages } from "./prerendered";
import { securityHeaders } from "./security-headers";

export interface AppOptions {
  build: ServerBuild;
  /** build/client: hashed assets, public files and the prerendered pages. */
  clientDir: string;
  database: DatabaseHandle;
  env: Env;
  contact: ContactService;
}

/** The HTTP surface: middleware, files, health, then React Router for everything else. */
export async function createApp({ build, clientDir, database, env, contact }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(securityHeaders(analyticsCspSources(analyticsIds(env))));
  // Before compression: its answer is a bodiless 303 (ADR 0012).
  app.use(contactFastPath(contact));
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    const ok = await database.ping();
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "degraded", database: { kind: database.kind, ok } });
  });

  app.use(consentApi({ env, database }));

  // Vite fingerprints everything under /assets: safe to cache for a year.
  // Scripts, styles and the other text files go out in the build's Brotli or gzip copy (scripts/precompress.ts).
  app.use("/assets", await precompressed(path.join(clientDir, "assets")), express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false, fallthrough: false }));
  // The share images keep their URL from build to build (crawlers and the pages name it), so a day, not
  // a year: a rebrand reaches new shares by the next day.
  app.use(`/${SOCIAL_IMAGE_DIR}`, express.static(path.join(clientDir, SOCIAL_IMAGE_DIR), { maxAge: "1d", index: false, redirect: false, fallthrough: false }));
  app.use(await prerenderedPages(clientDir));
  app.use(await precompressed(clientDir), express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));

  app.all("/{*path}", createRequestHandler({ build, getLoadContext: (req, res) => ({ db: database.db, contact, clientIp: req.ip ?? "unknown", contactOutcome: res.locals.contactOutcome }) }));
  return app;
}
