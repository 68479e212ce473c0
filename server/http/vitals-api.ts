import express from "express";
import type { DatabaseHandle } from "~server/db/client";
import { failure, log } from "~server/log";
import { storeVitalsReport, VITALS_REPORT_LIMIT_BYTES, vitalsReportSchema } from "~/features/analytics/field-vitals.server";
import { VITALS_ENDPOINT } from "~/features/analytics/vitals-report";
import { isSameOrigin } from "~/features/consent/consent-proof.server";
import { memoryRateLimiter, rateLimitKey } from "./rate-limit";
import { clientAddress } from "./client-address";
import { refuseDeclaredOver } from "./declared-size";

/**
 * Reports one address (an IPv6 /64) may send in 10 minutes: one per page a visitor sees, so an office
 * behind one address browsing briskly stays within it and a script filling the table is stopped.
 * Counted per process, as the consent proofs are.
 */
export const VITALS_REPORT_LIMIT = { max: 120, windowMs: 10 * 60 * 1000 };

/**
 * POST /api/vitals: a page view's field vitals (src/features/analytics/field-vitals-beacon.ts), as
 * `sendBeacon` posts them (text/plain, or JSON), stored without the address, a cookie or any id. Every
 * answer is bodiless: nobody reads it.
 */
export function vitalsApi({ database }: { database: DatabaseHandle }) {
  const router = express.Router();
  const limiter = memoryRateLimiter(VITALS_REPORT_LIMIT);

  router.post(
    VITALS_ENDPOINT,
    refuseDeclaredOver(VITALS_REPORT_LIMIT_BYTES),
    express.text({ type: ["text/plain", "application/json"], limit: VITALS_REPORT_LIMIT_BYTES }),
    async (req, res) => {
      if (!isSameOrigin((name) => req.get(name), req.get("host"))) return void res.status(403).end();
      const limit = await limiter.consume(rateLimitKey(clientAddress(req)));
      if (!limit.allowed) return void res.set("Retry-After", String(limit.retryAfterSeconds)).status(429).end();
      const parsed = vitalsReportSchema.safeParse(parseJson(req.body));
      if (!parsed.success) return void res.status(400).end();
      try {
        res.status((await storeVitalsReport(database.db, parsed.data)) ? 204 : 400).end();
      } catch (error) {
        log.error("web vitals not stored", failure(error));
        res.status(503).end();
      }
    },
  );

  return router;
}

function parseJson(body: unknown): unknown {
  if (typeof body !== "string") return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
