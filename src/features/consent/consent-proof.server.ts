import { z } from "zod";
import { consentConfig } from "~/config/consent";
import { languages } from "~/i18n/languages";
import type { Database } from "~server/db/client";
import { consentRecords } from "~server/db/schema";

/** A decision's time by the visitor's clock may differ from ours; beyond a day it is no credible record. */
export const DECIDED_AT_TOLERANCE_MS = 24 * 60 * 60 * 1000;

/**
 * What the browser sends after each decision (src/features/consent/controller.ts): the current version of
 * the policy, and categories that can follow from the action ("Accept all" leaves marketing off under
 * Global Privacy Control; "Reject all" leaves everything off).
 */
export const consentProofSchema = z
  .object({
    consentId: z.uuid(),
    action: z.enum(["accept_all", "reject_all", "save_settings"]),
    categories: z.object({ analytics: z.boolean(), marketing: z.boolean(), preferences: z.boolean() }),
    version: z.literal(consentConfig.version),
    language: z.enum(languages),
    decidedAt: z.iso
      .datetime({ offset: true })
      .refine((decidedAt) => Math.abs(Date.parse(decidedAt) - Date.now()) <= DECIDED_AT_TOLERANCE_MS, "not within a day of now"),
  })
  .refine(({ action, categories: { analytics, marketing, preferences } }) => {
    if (action === "accept_all") return analytics && preferences;
    if (action === "reject_all") return !analytics && !marketing && !preferences;
    return true;
  }, "categories that the action cannot give");

export type ConsentProof = z.infer<typeof consentProofSchema>;

/** One row per decision (consent id and time): the same proof posted again is taken and not stored twice. */
export async function storeConsentProof(db: Database, proof: ConsentProof): Promise<void> {
  await db
    .insert(consentRecords)
    .values({
      consentId: proof.consentId,
      action: proof.action,
      ...proof.categories,
      version: proof.version,
      language: proof.language,
      decidedAt: new Date(proof.decidedAt),
    })
    .onConflictDoNothing({ target: [consentRecords.consentId, consentRecords.decidedAt] });
}

/**
 * Same origin only: browsers send Origin on a cross-site POST (and Sec-Fetch-Site), so a page
 * elsewhere cannot fill the table in our visitors' names.
 */
export function isSameOrigin(header: (name: string) => string | undefined, host: string | undefined): boolean {
  const fetchSite = header("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin") return false;
  const origin = header("origin");
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
