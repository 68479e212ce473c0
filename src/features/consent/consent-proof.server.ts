import { z } from "zod";
import { languages } from "~/i18n/languages";
import type { Database } from "../../.server/db/client";
import { consentRecords } from "../../.server/db/schema";

/** What the browser sends after each decision (src/features/consent/controller.ts). */
export const consentProofSchema = z.object({
  consentId: z.uuid(),
  action: z.enum(["accept_all", "reject_all", "save_settings"]),
  categories: z.object({ analytics: z.boolean(), marketing: z.boolean(), preferences: z.boolean() }),
  version: z.string().min(1).max(10),
  language: z.enum(languages),
  decidedAt: z.iso.datetime({ offset: true }),
});

export type ConsentProof = z.infer<typeof consentProofSchema>;

export async function storeConsentProof(db: Database, proof: ConsentProof): Promise<void> {
  await db.insert(consentRecords).values({
    consentId: proof.consentId,
    action: proof.action,
    ...proof.categories,
    version: proof.version,
    language: proof.language,
    decidedAt: new Date(proof.decidedAt),
  });
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
