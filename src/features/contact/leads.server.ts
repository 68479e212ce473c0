import { createHash } from "node:crypto";
import { and, asc, eq, gte, inArray, lt, sql, TransactionRollbackError } from "drizzle-orm";
import type { Language } from "~/i18n/languages";
import { splitFullName, type ContactValues } from "./form-schema";
import type { Database } from "~server/db/client";
import { groupCommit } from "~server/db/group-commit";
import { contactRequests, leadNotifications, type ContactRequest } from "~server/db/schema";
import type { NotificationChannel } from "~server/notify/outbox";

export interface LeadInput {
  /** The post's idempotency key (submissionKey): every post of one rendered form with the same words is one lead. */
  submissionKey: string;
  values: ContactValues;
  language: Language;
  defaultMotivation: string;
  channels: readonly NotificationChannel[];
}

/**
 * One lead per rendered form and per message (ADR 0018): the form's own key (form-token.server.ts) and a
 * digest of the checked values. A double click, a retry after a lost answer, or going back and sending
 * the same again is the same lead; going back and sending other words is another, not dropped.
 */
export function submissionKey(formKey: string, values: ContactValues): string {
  const words = JSON.stringify([values.fullName, values.email, values.company, values.motivation]);
  return `${formKey}.${createHash("sha256").update(words).digest("base64url").slice(0, 22)}`;
}

/** Far below PostgreSQL's 65,535 parameters per statement (6 per lead), and a burst's worth of leads. */
const MAX_LEADS_PER_COMMIT = 100;

export interface StoredLead {
  leadId: number;
  /** False when this form had been posted before: its lead was already there, nothing was added. */
  added: boolean;
}

/** One queue per database, so that every lead stored in a process joins the same group commit. */
const leadWriters = new WeakMap<Database, (input: LeadInput) => Promise<StoredLead>>();

/**
 * Stores a validated lead and its pending notifications in one transaction, once per submission key.
 * When this resolves the lead is committed; only then may the visitor be told it arrived. Leads posted
 * at the same time share that transaction (group commit, ADR 0008).
 */
export function storeLead(db: Database, input: LeadInput): Promise<StoredLead> {
  let store = leadWriters.get(db);
  if (!store) {
    store = groupCommit((inputs: LeadInput[]) => insertLeads(db, inputs), { maxBatch: MAX_LEADS_PER_COMMIT, retryAlone: refusedByDatabase });
    leadWriters.set(db, store);
  }
  return store(input);
}

function leadRows(inputs: LeadInput[]) {
  return inputs.map((input) => {
    const { firstName, lastName } = splitFullName(input.values.fullName);
    return {
      firstName,
      lastName,
      email: input.values.email,
      company: input.values.company,
      motivation: input.values.motivation || input.defaultMotivation,
      language: input.language,
      submissionKey: input.submissionKey,
    };
  });
}

function notificationRows(inputs: LeadInput[], leadIds: number[]) {
  return inputs.flatMap((input, index) => input.channels.map((channel) => ({ leadId: leadIds[index]!, channel })));
}

/**
 * The leads and their notifications in one transaction (two statements at most when no channel is set).
 * A key already stored — by an earlier post of the same form, or earlier in this batch — adds no row and
 * no notification: the post gets the stored lead's id. A concurrent post of the same key waits on the
 * unique index until the first one commits, then finds its row.
 */
async function insertLeads(db: Database, inputs: LeadInput[]): Promise<StoredLead[]> {
  const rows = leadRows(inputs);
  const insert = async (tx: Database) => {
    const inserted = await tx
      .insert(contactRequests)
      .values(rows)
      .onConflictDoNothing({ target: contactRequests.submissionKey })
      .returning({ id: contactRequests.id, key: contactRequests.submissionKey });
    const added = new Map(inserted.map((row) => [row.key!, row.id]));
    const repeated = inputs.map((input) => input.submissionKey).filter((key) => !added.has(key));
    const earlier =
      repeated.length === 0
        ? []
        : await tx
            .select({ id: contactRequests.id, key: contactRequests.submissionKey })
            .from(contactRequests)
            .where(inArray(contactRequests.submissionKey, repeated));
    const storedId = new Map([...earlier.map((row) => [row.key!, row.id] as const), ...added]);

    const firstOfKey = new Set<string>();
    const results = inputs.map((input): StoredLead => {
      const leadId = storedId.get(input.submissionKey);
      if (leadId === undefined) throw new Error("a lead's submission key was neither stored nor found");
      const isNew = added.has(input.submissionKey) && !firstOfKey.has(input.submissionKey);
      firstOfKey.add(input.submissionKey);
      return { leadId, added: isNew };
    });
    const newInputs = inputs.filter((_, index) => results[index]!.added);
    const notifications = notificationRows(
      newInputs,
      results.filter((result) => result.added).map((result) => result.leadId),
    );
    if (notifications.length > 0) await tx.insert(leadNotifications).values(notifications);
    return results;
  };
  if (inputs.every((input) => input.channels.length === 0)) return insert(db);
  return db.transaction((tx) => insert(tx));
}

/** The batch sizes a burst brings (one per connection of a busy moment); each size is its own SQL text. */
const WARM_UP_BATCH_SIZES = 16;

/** The made-up lead the start-up warm-up posts and writes (and never keeps). */
export const WARM_UP_VALUES: ContactValues = { fullName: "Warm Up", email: "warm-up@example.invalid", company: "Warm-up", motivation: "" };

const warmUpLead = (channels: readonly NotificationChannel[], index: number): LeadInput => ({
  submissionKey: `warm-up-${index}`,
  values: WARM_UP_VALUES,
  language: "en",
  defaultMotivation: "warm-up",
  channels,
});

/**
 * Start-up (ADR 0013): writes batches of leads shaped like real ones (1 to 16 rows, their notifications
 * for `channels`) and rolls every one back, so that the first visitors after a start do not pay for a
 * cold database session — catalog and relation caches, the table's and index's pages after a restart,
 * the query builder and the driver's code not yet compiled. Nothing remains: the transaction is rolled
 * back, and the rows carry explicit negative ids (OVERRIDING SYSTEM VALUE) so the identity sequences,
 * which a rollback does not rewind, are not advanced either.
 */
export async function warmUpLeadWrites(db: Database, channels: readonly NotificationChannel[], rounds = 2 * WARM_UP_BATCH_SIZES): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    const inputs = Array.from({ length: 1 + (round % WARM_UP_BATCH_SIZES) }, (_, index) => warmUpLead(channels, index));
    const leadIds = inputs.map((_, index) => -1 - index);
    const notifications = notificationRows(inputs, leadIds).map((row, index) => ({ ...row, id: -1 - index }));
    try {
      await db.transaction(async (tx) => {
        const rows = leadRows(inputs).map((row, index) => ({ ...row, id: leadIds[index]! }));
        await tx.insert(contactRequests).overridingSystemValue().values(rows).returning({ id: contactRequests.id });
        if (notifications.length > 0) await tx.insert(leadNotifications).overridingSystemValue().values(notifications);
        tx.rollback();
      });
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    }
  }
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

/** The lead stored under this submission key (an earlier post of the same form with the same words), if any. */
export async function findLeadBySubmissionKey(db: Database, submissionKey: string): Promise<number | undefined> {
  const [row] = await db.select({ id: contactRequests.id }).from(contactRequests).where(eq(contactRequests.submissionKey, submissionKey)).limit(1);
  return row?.id;
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
  return db
    .select()
    .from(contactRequests)
    .where(and(...conditions))
    .orderBy(asc(contactRequests.createdAt), asc(contactRequests.id));
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
