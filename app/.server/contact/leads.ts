import { and, asc, gte, lt, sql } from "drizzle-orm";
import type { Language } from "~/i18n/languages";
import { splitFullName, type ContactValues } from "~/lib/contact-form";
import type { Database } from "../db/client";
import { groupCommit } from "../db/group-commit";
import { contactRequests, leadNotifications, type ContactRequest } from "../db/schema";

export type NotificationChannel = (typeof leadNotifications.$inferInsert)["channel"];

export interface LeadInput {
  values: ContactValues;
  language: Language;
  defaultMotivation: string;
  channels: readonly NotificationChannel[];
}

/** Far below PostgreSQL's 65,535 parameters per statement (6 per lead), and a burst's worth of leads. */
const MAX_LEADS_PER_COMMIT = 100;

/** One queue per database, so that every lead stored in a process joins the same group commit. */
const leadWriters = new WeakMap<Database, (input: LeadInput) => Promise<number>>();

/**
 * Stores a validated lead and its pending notifications in one transaction. When this resolves the lead
 * is committed; only then may the visitor be told it arrived. Leads posted at the same time share that
 * transaction (group commit, ADR 0008).
 */
export function storeLead(db: Database, input: LeadInput): Promise<number> {
  let store = leadWriters.get(db);
  if (!store) {
    store = groupCommit((inputs: LeadInput[]) => insertLeads(db, inputs), { maxBatch: MAX_LEADS_PER_COMMIT, retryAlone: refusedByDatabase });
    leadWriters.set(db, store);
  }
  return store(input);
}

/** The leads and their notifications in one transaction (one statement when no channel is set). */
async function insertLeads(db: Database, inputs: LeadInput[]): Promise<number[]> {
  const rows = inputs.map((input) => {
    const { firstName, lastName } = splitFullName(input.values.fullName);
    return {
      firstName,
      lastName,
      email: input.values.email,
      company: input.values.company,
      motivation: input.values.motivation || input.defaultMotivation,
      language: input.language,
    };
  });
  const insert = async (tx: Database) => {
    const returned = await tx.insert(contactRequests).values(rows).returning({ id: contactRequests.id });
    // Identity values are drawn row by row in the order of VALUES, so the sorted ids are the leads' ids
    // in input order, whatever order RETURNING uses.
    const ids = returned.map((row) => row.id).sort((a, b) => a - b);
    const notifications = inputs.flatMap((input, index) => input.channels.map((channel) => ({ leadId: ids[index]!, channel })));
    if (notifications.length > 0) await tx.insert(leadNotifications).values(notifications);
    return ids;
  };
  if (inputs.every((input) => input.channels.length === 0)) return insert(db);
  return db.transaction((tx) => insert(tx));
}

/**
 * The database answered with an error of its own (a SQLSTATE), outside the connection class 08: the
 * statement or transaction was rolled back, so writing each lead again alone cannot store one twice.
 * A lost connection gives no such code, and a commit whose outcome is unknown is never repeated.
 */
function refusedByDatabase(error: unknown): boolean {
  const code = sqlState(error);
  return code !== undefined && !code.startsWith("08");
}

function sqlState(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
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
