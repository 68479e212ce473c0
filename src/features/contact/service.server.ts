import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database, DatabaseHandle } from "~server/db/client";
import { sharedSecrets } from "~server/db/schema";
import type { Env } from "~server/env";
import { databaseRateLimiter, memoryRateLimiter, pruneRateLimits, rateLimitKey, type RateLimiter } from "~server/http/rate-limit";
import { failure, log } from "~server/log";
import { purgeDaily, type Retention } from "~server/retention";
import { leadEmailSender } from "~server/notify/email";
import type { Deliver, NotificationChannel } from "~server/notify/outbox";
import { leadWebhookPoster } from "~server/notify/webhook";
import { contactCopy } from "~/content/contact";
import type { ContactCopy } from "~/content/contact/schema";
import { languages, type Language } from "~/i18n/languages";
import { countMessage } from "~/i18n/plural";
import { LEAD_SENT_PARAM, pagePath } from "~/lib/pages";
import type { ContactAnswer } from "./contact-answer";
import { emptyValues, validateContact } from "./form-schema";
import { checkFormToken, issueFormToken, type FormTokenOptions } from "./form-token.server";
import { findLeadBySubmissionKey, purgeLeads, storeLead, submissionKey, WARM_UP_VALUES, warmUpLeadWrites } from "./leads.server";
import type { BotReason, SubmissionOutcome, ThankedOutcome } from "./outcome";
import { parsePostedForm, type ReadResult } from "./read-form.server";

/** Everything the contact action needs, built once at boot (server/index.ts). */
export interface ContactService extends ContactDependencies {
  /** One post of the contact form, on the server's database (server/http/contact-post.ts is its one caller). */
  submit(input: Pick<SubmissionInput, "readForm" | "clientIp"> & { lang: Language }): Promise<SubmissionOutcome>;
}

/** What one submission needs besides the database, built once at boot (createContactService). */
export interface ContactDependencies {
  tokens: FormTokenOptions;
  rateLimiter: RateLimiter;
  /** The channels a new lead is queued for; empty when no notification is configured. */
  channels: readonly NotificationChannel[];
  /** Called after a lead is committed, to deliver its notifications without waiting for the next poll. */
  leadStored(): void;
}

/** One line per bot, so the agency can count what the form turns away; never the posted name, e-mail or message. */
function botTurnedAway(reason: BotReason, details: { ageMs?: number } = {}): SubmissionOutcome {
  log.info("contact form bot turned away", { reason, ...details });
  return { kind: "bot", reason };
}

export interface SubmissionInput {
  /** Reads the posted form (server/http/contact-post.ts). Called once, after the rate limit has counted the post. */
  readForm: () => Promise<ReadResult>;
  clientIp: string;
  lang: Language;
  copy: ContactCopy;
  db: Database;
  service: ContactDependencies;
}

/**
 * The order matters: the rate limit counts every post; a filled honeypot is answered before anything
 * else; a person's problem (stale page, invalid field, limit, database down) is always said, never hidden.
 */
export async function handleSubmission({ readForm, clientIp, lang, copy, db, service }: SubmissionInput): Promise<SubmissionOutcome> {
  const limit = await service.rateLimiter.consume(rateLimitKey(clientIp));
  const read = await readForm();
  // A form given back with a new token goes to someone who has filled it in already. The token is dated
  // back by the time trap, so that pressing the button again at once, as the page asks, is not taken for
  // a bot's post (thanked, and the lead dropped).
  const renewed = () => issueFormToken(service.tokens.secret, Date.now() - service.tokens.minFillMs);
  if (!read.ok) {
    // Malformed posts are what scanners send all day: worth a line, not an alert.
    log.info("contact form refused", { reason: read.reason, status: read.status });
    return { kind: "bad-request", status: read.status, token: renewed(), values: read.values };
  }
  const { values, honeypot, token } = read.form;
  if (!limit.allowed) {
    log.warn("contact form rate-limited", { retryAfterSeconds: limit.retryAfterSeconds });
    return { kind: "rate-limited", values, token: token ?? renewed(), retryAfterSeconds: limit.retryAfterSeconds };
  }
  if (honeypot.trim() !== "") return botTurnedAway("honeypot");

  const check = checkFormToken(token, service.tokens);
  // A token this server cannot verify: signed with a secret since replaced (FORM_SECRET changed, or
  // DATA_DIR/form-secret lost), cut short, or missing.
  if (check.kind === "invalid") return { kind: "expired", values, token: renewed() };
  const validation = validateContact(values, copy.validation);
  if (check.kind === "expired") {
    // A form left open for hours, or one already sent and sent again from the history hours later: that
    // one is thanked again, not stored twice.
    const earlier = validation.ok
      ? await findLeadBySubmissionKey(db, submissionKey(check.key, validation.values)).catch((error: unknown) => {
          // Asked to send again, the visitor is then told if the database is down.
          log.error("earlier post of an expired form not looked up", failure(error));
          return undefined;
        })
      : undefined;
    if (earlier !== undefined) return { kind: "stored", leadId: earlier, added: false };
    return { kind: "expired", values, token: renewed() };
  }

  // Mistakes are shown even to a fast hand; only a complete form sent too fast is taken for a bot.
  if (!validation.ok) return { kind: "invalid", values, errors: validation.errors, token: token! };
  if (check.kind === "too-fast") return botTurnedAway("too-fast", { ageMs: check.ageMs });

  try {
    const { leadId, added } = await storeLead(db, {
      submissionKey: submissionKey(check.key, validation.values),
      values: validation.values,
      language: lang,
      defaultMotivation: copy.defaultMotivation,
      channels: service.channels,
    });
    if (added) service.leadStored();
    // A retry after a lost answer, a double click, back and the same sent again: thanked again, stored once.
    else log.info("contact form posted again", { leadId });
    return { kind: "stored", leadId, added };
  } catch (error) {
    log.error("lead not stored", failure(error));
    return { kind: "unavailable", values, token: token! };
  }
}

export function isThanked(outcome: SubmissionOutcome): outcome is ThankedOutcome {
  return outcome.kind === "stored" || outcome.kind === "bot";
}

/**
 * Where a thanked visitor is sent (303). A bot is thanked like a person, so it learns nothing useful from
 * the answer, but only a stored lead carries the marker that makes the thank-you page report a
 * conversion.
 */
export function thankYouLocation(outcome: ThankedOutcome, lang: Language): string {
  return outcome.kind === "stored" ? `${pagePath("thank-you", lang)}?${LEAD_SENT_PARAM}=1` : pagePath("thank-you", lang);
}

/** A post that shows the form again: what the form is told, with the status and headers of the answer. */
export interface ContactAnswerResponse {
  answer: ContactAnswer;
  status: 400 | 413 | 415 | 429 | 503;
  headers: Record<string, string>;
}

/**
 * What the contact post (server/http/contact-post.ts) hands to the contact page to render
 * (`res.locals.contactPost`, then `Astro.locals`): the form with the answer, or the localized 403 page
 * for a post from another site.
 */
export type HandedContactPost = ContactAnswerResponse | { refused: "foreign-origin" };

/**
 * The answer to a post that did not end at the thank-you page, in the page's language: the same for the
 * form's script (as JSON) and for a browser without JavaScript (the page rendered with it).
 */
export function answerTo(outcome: Exclude<SubmissionOutcome, ThankedOutcome>, copy: ContactCopy): ContactAnswerResponse {
  const answer = (notice: ContactAnswer["notice"], values = emptyValues): ContactAnswer => ({
    kind: outcome.kind,
    values,
    errors: outcome.kind === "invalid" ? outcome.errors : {},
    notice,
    token: outcome.token,
  });
  switch (outcome.kind) {
    case "invalid":
      return { answer: answer(null, outcome.values), status: 400, headers: {} };
    case "expired":
      return { answer: answer(copy.expired, outcome.values), status: 400, headers: {} };
    case "rate-limited": {
      const notice = {
        title: copy.rateLimited.title,
        description: countMessage(copy.validation.lang, copy.rateLimited.description, Math.ceil(outcome.retryAfterSeconds / 60), "minutes"),
      };
      return { answer: answer(notice, outcome.values), status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } };
    }
    case "unavailable":
      return { answer: answer(copy.unavailable, outcome.values), status: 503, headers: { "Retry-After": "30" } };
    case "bad-request":
      return { answer: answer(copy.badRequest, outcome.values), status: outcome.status, headers: {} };
  }
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
