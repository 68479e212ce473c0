import { and, asc, gte, lt, sql } from "drizzle-orm";
import type { Language } from "~/i18n/languages";
import { splitFullName, type ContactValues } from "~/lib/contact-form";
import type { Database } from "../db/client";
import { contactRequests, leadNotifications, type ContactRequest } from "../db/schema";

export type NotificationChannel = (typeof leadNotifications.$inferInsert)["channel"];

/**
 * Stores a validated lead and its pending notifications in one transaction. When this resolves the lead
 * is committed; only then may the visitor be told it arrived.
 */
export async function storeLead(
  db: Database,
  input: { values: ContactValues; language: Language; defaultMotivation: string; channels: readonly NotificationChannel[] },
): Promise<number> {
  const { firstName, lastName } = splitFullName(input.values.fullName);
  const lead = {
    firstName,
    lastName,
    email: input.values.email,
    company: input.values.company,
    motivation: input.values.motivation || input.defaultMotivation,
    language: input.language,
  };
  if (input.channels.length === 0) {
    const [row] = await db.insert(contactRequests).values(lead).returning({ id: contactRequests.id });
    return row!.id;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactRequests).values(lead).returning({ id: contactRequests.id });
    await tx.insert(leadNotifications).values(input.channels.map((channel) => ({ leadId: row!.id, channel })));
    return row!.id;
  });
}

export interface LeadRange {
  since?: Date;
  until?: Date;
}

export async function listLeads(db: Database, range: LeadRange = {}): Promise<ContactRequest[]> {
  const conditions = [
    range.since ? gte(contactRequests.createdAt, range.since) : undefined,
    range.until ? lt(contactRequests.createdAt, range.until) : undefined,
  ];
  return db.select().from(contactRequests).where(and(...conditions)).orderBy(asc(contactRequests.createdAt), asc(contactRequests.id));
}

/** Right to erasure: every lead with this address, any letter case; their pending notifications go too. */
export async function eraseLeads(db: Database, email: string): Promise<number> {
  const rows = await db
    .delete(contactRequests)
    .where(sql`lower(${contactRequests.email}) = lower(${email.trim()})`)
    .returning({ id: contactRequests.id });
  return rows.length;
}

/** Retention (privacy policy: 3 years): deletes leads created before the cut-off. */
export async function purgeLeads(db: Database, createdBefore: Date): Promise<number> {
  const rows = await db.delete(contactRequests).where(lt(contactRequests.createdAt, createdBefore)).returning({ id: contactRequests.id });
  return rows.length;
}
