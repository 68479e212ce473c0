import express, { type Request } from "express";
import { analyticsIds } from "~/features/analytics/analytics-config.server";
import { consentProofSchema, isSameOrigin, storeConsentProof } from "~/features/consent/consent-proof.server";
import type { DatabaseHandle } from "~server/db/client";
import type { Env } from "~server/env";
import { resolveLocation } from "~/features/consent/geo.server";
import { failure, log } from "~server/log";
import { memoryRateLimiter, rateLimitKey } from "./rate-limit";
import { clientAddress } from "./client-address";
import { refuseDeclaredOver } from "./declared-size";

/**
 * Proofs one address (an IPv6 /64) may post in 10 minutes: a visitor makes a choice or two, an office
 * behind one address a few dozen; a script filling the table in others' names is stopped. Counted per
 * process: a replica's share of a flood is bounded as well.
 */
export const CONSENT_PROOF_LIMIT = { max: 60, windowMs: 10 * 60 * 1000 };

/** A proof is a few hundred bytes of JSON. */
const PROOF_BODY_LIMIT_BYTES = 2 * 1024;

/**
 * The consent and analytics endpoints, thin over src/features/consent and src/features/analytics: the visitor's country from the CDN header
 * (GET /api/geo), the tag IDs for the browser (GET /api/analytics-config) and the proof of consent
 * (POST /api/consent).
 */
export function consentApi({ env, database }: { env: Env; database: DatabaseHandle }) {
  const router = express.Router();
  const ids = analyticsIds(env);
  const header = (req: Request) => (name: string) => req.get(name);
  const proofLimiter = memoryRateLimiter(CONSENT_PROOF_LIMIT);

  router.get("/api/geo", async (req, res) => {
    const answer = await resolveLocation({ header: header(req), ip: req.ip }, { countryHeader: env.GEO_COUNTRY_HEADER, serviceUrl: env.GEO_SERVICE_URL });
    // Per visitor: no shared cache may keep one visitor's country for another.
    res.set("Cache-Control", "private, no-store").json(answer);
  });

  router.get("/api/analytics-config", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300").json(ids);
  });

  router.post("/api/consent", refuseDeclaredOver(PROOF_BODY_LIMIT_BYTES), express.json({ limit: PROOF_BODY_LIMIT_BYTES }), async (req, res) => {
    if (!isSameOrigin(header(req), req.get("host"))) return void res.status(403).json({ error: "cross-origin" });
    // The contact form's address: a trusted proxy's unreadable X-Forwarded-For is no new visitor.
    const limit = await proofLimiter.consume(rateLimitKey(clientAddress(req)));
    if (!limit.allowed) return void res.set("Retry-After", String(limit.retryAfterSeconds)).status(429).json({ error: "too-many" });
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
