import { createHmac } from "node:crypto";
import { deliveryKey, type LeadMessage } from "./lead-message";

export interface WebhookSettings {
  url: string;
  /** When set, the body is signed: header X-Signature-256: sha256=<hex HMAC of the raw body>. */
  secret?: string;
  timeoutMs?: number;
}

export type PostLeadWebhook = (lead: LeadMessage) => Promise<void>;

/**
 * The one module that calls the webhook: a JSON POST; anything but a 2xx answer is a failure to retry.
 * Every retry of one lead carries the same Idempotency-Key, for the receiver to drop a repeat.
 */
export function leadWebhookPoster(settings: WebhookSettings): PostLeadWebhook {
  return async (lead) => {
    const body = JSON.stringify({ event: "lead.created", lead });
    const headers: Record<string, string> = { "content-type": "application/json", "user-agent": "pr-agency-website", "idempotency-key": deliveryKey(lead) };
    if (settings.secret) headers["x-signature-256"] = `sha256=${createHmac("sha256", settings.secret).update(body).digest("hex")}`;
    const response = await fetch(settings.url, {
      method: "POST",
      headers,
      body,
      signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      redirect: "error",
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}
