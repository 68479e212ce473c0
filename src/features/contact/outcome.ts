import type { ContactValues, FieldErrors } from "./form-schema";

/**
 * What happened to one post of the contact form: decided on the server (service.server.ts), turned into a
 * response by the route and into what the form shows (contact-answer.ts), so it lives apart from the
 * server code.
 */
export type SubmissionOutcome =
  /** `added` is false for a form posted again: its lead was stored by an earlier post. */
  | { kind: "stored"; leadId: number; added: boolean }
  /** Honeypot or time trap: answered like a success, nothing stored. */
  | { kind: "bot"; reason: BotReason }
  | { kind: "invalid"; values: ContactValues; errors: FieldErrors; token: string }
  | { kind: "expired"; values: ContactValues; token: string }
  | { kind: "rate-limited"; values: ContactValues; token: string; retryAfterSeconds: number }
  | { kind: "unavailable"; values: ContactValues; token: string }
  /** `values` when the refused post could still be read in part (see read-form.ts). */
  | { kind: "bad-request"; status: 400 | 413 | 415; token: string; values?: ContactValues };

export type BotReason = "honeypot" | "too-fast";

/** The outcomes answered with a 303 to the thank-you page; every other one shows the form again. */
export type ThankedOutcome = Extract<SubmissionOutcome, { kind: "stored" | "bot" }>;
