import type { RequestListener } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import { analyticsCspSources, analyticsIds } from "~/features/analytics/analytics-config.server";
import { SOCIAL_IMAGE_DIR } from "~/render/social-image";
import type { ContactService } from "~/features/contact/service.server";
import type { DatabaseHandle } from "~server/db/client";
import type { Env } from "~server/env";
import { consentApi } from "./consent-api";
import { withTagSources } from "./content-security";
import { contactPost } from "./contact-post";
import { errorHandler } from "./errors";
import { methodGate } from "./methods";
import { precompressed } from "./precompressed";
import { prerenderedPages } from "./prerendered";
import { securityHeaders, securityHeaderValues } from "./security-headers";
import type { SiteBuild } from "./site-build";
import { vitalsApi } from "./vitals-api";

export interface AppOptions {
  /** The site's files (hashed assets, public files, prerendered pages) and its request handler. */
  site: SiteBuild;
  database: DatabaseHandle;
  env: Env;
  contact: ContactService;
}

/**
 * The HTTP surface: methods no route takes are refused first; the prerendered pages are answered from
 * memory before Express; then middleware, files, health, and the site's own handler for everything else.
 */
export async function createApp({ site, database, env, contact }: AppOptions): Promise<RequestListener> {
  const { clientDir } = site;
  const assetsDir = path.join(clientDir, site.assetsPrefix);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  const tagSources = analyticsCspSources(analyticsIds(env));
  app.use(securityHeaders(tagSources));
  // Before compression: its usual answer is a bodiless 303 (ADR 0038).
  app.use(contactPost(contact));
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    const ok = await database.ping();
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "degraded", database: { kind: database.kind, ok } });
  });

  app.use(consentApi({ env, database }));
  app.use(vitalsApi({ database }));

  // Vite fingerprints everything under the assets folder: safe to cache for a year.
  // Scripts, styles and the other text files go out in the build's Brotli or gzip copy (scripts/precompress.ts).
  app.use(
    site.assetsPrefix,
    await precompressed(assetsDir),
    express.static(assetsDir, { immutable: true, maxAge: "1y", index: false, redirect: false, fallthrough: false }),
  );
  // The share images keep their URL from build to build (crawlers and the pages name it), so a day, not
  // a year: a rebrand reaches new shares by the next day.
  app.use(`/${SOCIAL_IMAGE_DIR}`, express.static(path.join(clientDir, SOCIAL_IMAGE_DIR), { maxAge: "1d", index: false, redirect: false, fallthrough: false }));
  app.use(await precompressed(clientDir), express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));
  app.all("/{*path}", site.handler({ db: database.db, contact, tagSources }));
  app.use(errorHandler);

  const common = securityHeaderValues(tagSources);
  const methods = methodGate(common);
  const pages = await prerenderedPages(clientDir, {
    common,
    policyFor: (route) => {
      const policy = site.pagePolicies.get(route);
      return policy && withTagSources(policy, tagSources);
    },
  });
  return (req, res) => {
    if (methods.refuse(req, res) || pages.serve(req, res)) return;
    app(req, res);
  };
}
