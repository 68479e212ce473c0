import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The hidden field of one rendered form: when it was rendered and a random nonce, signed so a bot cannot
 * forge an old time. Format: "<issued-at ms>.<nonce>.<HMAC-SHA256 of both, base64url>".
 *
 * Two jobs: it proves that time passed between the page and the post (the time trap), and its unsigned
 * part is the lead's idempotency key — the same rendered form posted twice (a double click, a retry
 * after a lost answer, back and send again) stores one lead. It is not a secret and proves nothing
 * about who posted.
 */
export type TokenCheck =
  { kind: "valid"; ageMs: number; key: string } | { kind: "too-fast"; ageMs: number } | { kind: "invalid" } | { kind: "expired"; key: string };

export interface FormTokenOptions {
  secret: string;
  /** Below this age a submission is a bot's (spec: time trap). */
  minFillMs: number;
  /** Above this age the page is stale; the visitor is asked to send again, never silently dropped. */
  maxAgeMs: number;
}

/** 96 random bits: two forms rendered in the same millisecond still get different keys. */
const NONCE_BYTES = 12;

function signature(secret: string, key: string) {
  return createHmac("sha256", secret).update(`contact-form:${key}`).digest("base64url");
}

export function issueFormToken(secret: string, now = Date.now()): string {
  const key = `${now}.${randomBytes(NONCE_BYTES).toString("base64url")}`;
  return `${key}.${signature(secret, key)}`;
}

export function checkFormToken(token: string | undefined, options: FormTokenOptions, now = Date.now()): TokenCheck {
  const match = /^((\d{13})\.[A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return { kind: "invalid" };
  const [, key, issuedAt, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(options.secret, key));
  if (!timingSafeEqual(expected, Buffer.from(given))) return { kind: "invalid" };
  const ageMs = now - Number(issuedAt);
  // A token from the future (clock skew between replicas) counts as fresh, not as a bot.
  if (ageMs > options.maxAgeMs) return { kind: "expired", key };
  if (ageMs < options.minFillMs && ageMs >= -60_000) return { kind: "too-fast", ageMs };
  return { kind: "valid", ageMs, key };
}
