import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "~server/db/client";
import { sharedSecrets } from "~server/db/schema";
import type { Env } from "~server/env";
import { failure, log } from "~server/log";
import { purgeDaily, type Retention } from "~server/retention";
import { leadEmailSender } from "~server/notify/email";
import type { Deliver, NotificationChannel } from "~server/notify/outbox";
import { leadWebhookPoster } from "~server/notify/webhook";
import { languages, type Language } from "~/i18n/languages";
import { contactCopy } from "~/content/contact";
import { validateContact } from "./form-schema";
import { checkFormToken, issueFormToken } from "./form-token.server";
import { purgeLeads, WARM_UP_VALUES, warmUpLeadWrites } from "./leads.server";
import { parsePostedForm } from "./read-form.server";
import { databaseRateLimiter, memoryRateLimiter, pruneRateLimits } from "~server/http/rate-limit";
import type { SubmissionOutcome } from "./outcome";
import { handleSubmission, type ContactDependencies, type SubmissionInput } from "./submit.server";

/** Everything the contact action needs, built once at boot (server/index.ts). */
export interface ContactService extends ContactDependencies {
  /**
   * One post of the contact form, on the server's database. The route action and the Express fast path
   * both call this, so a process has one submission code path and one group-commit queue (the server
   * bundle holds its own copy of the modules; this one is the server's).
   */
  submit(input: Pick<SubmissionInput, "readForm" | "clientIp"> & { lang: Language }): Promise<SubmissionOutcome>;
}

/** Forms stay valid for this long after the page was rendered; older ones are asked to be sent again. */
export const FORM_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** The contact form's token key in `shared_secrets`. */
const FORM_SECRET_NAME = "contact-form-token";
const newSecret = () => randomBytes(48).toString("base64url");

/**
 * FORM_SECRET, else one kept where the leads are, so a restart does not invalidate open forms: on
 * PostgreSQL in the database, made by the first replica to start and read by every other (a form
 * rendered by one replica and posted to another, or a post resent after a crash, is then taken);
 * with PGlite, one process per folder, in DATA_DIR/form-secret.
 */
export async function formSecret(env: Env, database: DatabaseHandle): Promise<string> {
  if (env.FORM_SECRET) return env.FORM_SECRET;
  if (database.kind === "postgres") {
    // Replicas starting together both insert; the first commit wins, the others read its secret.
    await database.db.insert(sharedSecrets).values({ name: FORM_SECRET_NAME, value: newSecret() }).onConflictDoNothing();
    const [stored] = await database.db.select({ value: sharedSecrets.value }).from(sharedSecrets).where(eq(sharedSecrets.name, FORM_SECRET_NAME));
    return stored!.value;
  }
  const file = path.resolve(env.DATA_DIR, "form-secret");
  const stored = (await readFile(file, "utf8").catch(() => "")).trim();
  if (stored.length >= 32) return stored;
  const secret = newSecret();
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

export function notificationChannels(env: Env): Partial<Record<NotificationChannel, Deliver>> {
  const channels: Partial<Record<NotificationChannel, Deliver>> = {};
  if (env.SMTP_URL && env.NOTIFY_EMAIL_FROM && env.NOTIFY_EMAIL_TO) {
    channels.email = leadEmailSender({ smtpUrl: env.SMTP_URL, from: env.NOTIFY_EMAIL_FROM, to: env.NOTIFY_EMAIL_TO });
  }
  if (env.NOTIFY_WEBHOOK_URL) {
    channels.webhook = leadWebhookPoster({ url: env.NOTIFY_WEBHOOK_URL, secret: env.NOTIFY_WEBHOOK_SECRET });
  }
  return channels;
}

export async function createContactService(
  env: Env,
  database: DatabaseHandle,
  channels: readonly NotificationChannel[],
  leadStored: () => void,
): Promise<ContactService> {
  const limits = { max: env.CONTACT_RATE_LIMIT_MAX, windowMs: env.CONTACT_RATE_LIMIT_WINDOW_SECONDS * 1000 };
  const service: ContactService = {
    tokens: { secret: await formSecret(env, database), minFillMs: env.CONTACT_MIN_FILL_SECONDS * 1000, maxAgeMs: FORM_MAX_AGE_MS },
    // Replicas share PostgreSQL, so they share its counters; PGlite is one process, memory is enough.
    rateLimiter: database.kind === "postgres" ? databaseRateLimiter(database.db, limits) : memoryRateLimiter(limits),
    channels,
    leadStored,
    submit: ({ readForm, clientIp, lang }) => handleSubmission({ readForm, clientIp, lang, copy: contactCopy(lang), db: database.db, service }),
  };
  return service;
}

/** Enough calls for the submission's own code to be compiled and its caches filled; each costs microseconds. */
const WARM_UP_CALLS_PER_LANGUAGE = 16;

/**
 * Readiness (ADR 0013): everything a post needs that is built or loaded on first use, done before the
 * server listens, so the first visitors after a start (a deploy, a crash) are not queued behind it.
 * The validation schema of every language (built on first use, with the number formatting of its
 * messages), the form's reading and token check, and the database's write path (`warmUpLeadWrites`:
 * real batches, rolled back). Stores nothing, counts nothing (the rate limiter is not called), sends
 * nothing. A database that refuses the rolled-back writes fails the start: it could not store a lead.
 */
export async function warmUpContact(service: ContactService, database: DatabaseHandle): Promise<void> {
  const token = issueFormToken(service.tokens.secret, Date.now() - service.tokens.minFillMs - 1);
  const body = Buffer.from(new URLSearchParams({ ...WARM_UP_VALUES, formToken: token }).toString());
  for (let call = 0; call < WARM_UP_CALLS_PER_LANGUAGE; call++) {
    for (const lang of languages) {
      const read = await parsePostedForm("application/x-www-form-urlencoded", body);
      if (!read.ok) throw new Error("the warm-up's own sample form did not parse");
      checkFormToken(read.form.token, service.tokens);
      validateContact(read.form.values, contactCopy(lang).validation);
    }
  }
  await warmUpLeadWrites(database.db, service.channels);
}

/** On PostgreSQL the counters live in a table: drop ended windows once per window. Returns the stopper. */
export function pruneRateLimitsRegularly(env: Env, database: DatabaseHandle): () => void {
  if (database.kind !== "postgres") return () => undefined;
  const settings = { max: env.CONTACT_RATE_LIMIT_MAX, windowMs: env.CONTACT_RATE_LIMIT_WINDOW_SECONDS * 1000 };
  const timer = setInterval(() => {
    pruneRateLimits(database.db, settings).catch((error: unknown) => log.warn("rate-limit pruning failed", failure(error)));
  }, settings.windowMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The privacy policy, in every language: a lead is kept 3 years, or until its person asks for deletion. */
export const LEAD_RETENTION_YEARS = 3;

/** Deletes the leads older than the retention, at start and then once a day (`purgeDaily`). */
export function purgeExpiredLeadsRegularly(database: DatabaseHandle): Retention {
  const cutoff = () => {
    const date = new Date();
    date.setUTCFullYear(date.getUTCFullYear() - LEAD_RETENTION_YEARS);
    return date;
  };
  return purgeDaily("leads", cutoff, (before) => purgeLeads(database.db, before));
}
