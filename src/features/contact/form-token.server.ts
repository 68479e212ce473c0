import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The hidden field that carries when the form was rendered, signed so a bot cannot forge an old time.
 * Format: "<issued-at ms>.<HMAC-SHA256 of it, base64url>". Not a secret itself and reusable until it
 * expires: it proves that time passed between the page and the post, not who posted.
 */
export type TokenCheck = { kind: "valid"; ageMs: number } | { kind: "too-fast"; ageMs: number } | { kind: "invalid" } | { kind: "expired" };

export interface FormTokenOptions {
  secret: string;
  /** Below this age a submission is a bot's (spec: time trap). */
  minFillMs: number;
  /** Above this age the page is stale; the visitor is asked to send again, never silently dropped. */
  maxAgeMs: number;
}

function signature(secret: string, issuedAt: string) {
  return createHmac("sha256", secret).update(`contact-form:${issuedAt}`).digest("base64url");
}

export function issueFormToken(secret: string, now = Date.now()): string {
  const issuedAt = String(now);
  return `${issuedAt}.${signature(secret, issuedAt)}`;
}

export function checkFormToken(token: string | undefined, options: FormTokenOptions, now = Date.now()): TokenCheck {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return { kind: "invalid" };
  const [, issuedAt, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(signature(options.secret, issuedAt));
  if (!timingSafeEqual(expected, Buffer.from(given))) return { kind: "invalid" };
  const ageMs = now - Number(issuedAt);
  // A token from the future (clock skew between replicas) counts as fresh, not as a bot.
  if (ageMs > options.maxAgeMs) return { kind: "expired" };
  if (ageMs < options.minFillMs && ageMs >= -60_000) return { kind: "too-fast", ageMs };
  return { kind: "valid", ageMs };
}
