import type { Language } from "~/i18n/languages";
import { validateContact } from "./form-schema";
import type { ContactCopy } from "~/content/contact/schema";
import { LEAD_SENT_PARAM, pagePath } from "~/lib/pages";
import type { Database } from "~server/db/client";
import { failure, log } from "~server/log";
import { checkFormToken, issueFormToken, type FormTokenOptions } from "./form-token.server";
import { findLeadBySubmissionKey, storeLead, submissionKey } from "./leads.server";
import type { NotificationChannel } from "~server/notify/outbox";
import { rateLimitKey, type RateLimiter } from "~server/http/rate-limit";
import type { BotReason, SubmissionOutcome, ThankedOutcome } from "./outcome";
import type { ReadResult } from "./read-form.server";

/** What one submission needs besides the database, built once at boot (service.server.ts). */
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
  /**
   * Reads the posted form: `readContactForm(request)` in the route action, the Express fast path's own
   * reading of Node's request otherwise (server/http/contact-fast-path.ts). Called once, after the rate limit
   * has counted the post.
   */
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
 * conversion. The route action and the Express fast path both answer from this.
 */
export function thankYouLocation(outcome: ThankedOutcome, lang: Language): string {
  return outcome.kind === "stored" ? `${pagePath("thank-you", lang)}?${LEAD_SENT_PARAM}=1` : pagePath("thank-you", lang);
}
