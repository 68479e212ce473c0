import express, { type Request } from "express";
import { analyticsIds } from "../src/features/analytics/analytics-config.server";
import { consentProofSchema, isSameOrigin, storeConsentProof } from "../src/features/consent/consent-proof.server";
import type { DatabaseHandle } from "../src/.server/db/client";
import type { Env } from "../src/.server/env";
import { resolveLocation } from "../src/features/consent/geo.server";
import { failure, log } from "../src/.server/log";

/**
 * The consent and analytics endpoints, thin over src/features/consent and src/features/analytics: the visitor's country from the CDN header
 * (GET /api/geo), the tag IDs for the browser (GET /api/analytics-config) and the proof of consent
 * (POST /api/consent).
 */
export function consentApi({ env, database }: { env: Env; database: DatabaseHandle }) {
  const router = express.Router();
  const ids = analyticsIds(env);
  const header = (req: Request) => (name: string) => req.get(name);

  router.get("/api/geo", async (req, res) => {
    const answer = await resolveLocation({ header: header(req), ip: req.ip }, { countryHeader: env.GEO_COUNTRY_HEADER, serviceUrl: env.GEO_SERVICE_URL });
    // Per visitor: no shared cache may keep one visitor's country for another.
    res.set("Cache-Control", "private, no-store").json(answer);
  });

  router.get("/api/analytics-config", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300").json(ids);
  });

  router.post("/api/consent", express.json({ limit: "2kb" }), async (req, res) => {
    if (!isSameOrigin(header(req), req.get("host"))) return void res.status(403).json({ error: "cross-origin" });
    const parsed = consentProofSchema.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json({ error: "invalid" });
    try {
      await storeConsentProof(database.db, parsed.data);
      res.status(204).end();
    } catch (error) {
      log.error("consent proof not stored", failure(error));
      res.status(503).json({ error: "unavailable" });
    }
  });

  return router;
}
