import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { contactRequests, leadNotifications } from "../db/schema";
import type { NotificationChannel } from "../contact/leads";
import { log } from "../log";
import { leadMessage, type LeadMessage } from "./lead-message";

export type Deliver = (lead: LeadMessage) => Promise<void>;

export interface OutboxOptions {
  db: Database;
  channels: Partial<Record<NotificationChannel, Deliver>>;
  /** First retry after this delay, doubling each time up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  /** How long a claimed notification is reserved for one worker before another may try it. */
  leaseMs?: number;
  batchSize?: number;
}

export interface DeliveryReport {
  delivered: number;
  failed: number;
}

/** Delay before attempt number `attempts + 1`, with up to 20% jitter so replicas do not retry in step. */
export function retryDelay(attempts: number, baseDelayMs: number, maxDelayMs: number, random = Math.random): number {
  const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (1 + random() * 0.2));
}

/**
 * Delivers the notifications that are due. Each is first claimed by pushing its next attempt past a
 * lease (SKIP LOCKED keeps replicas from claiming the same row), so a crash mid-delivery only delays it.
 */
export async function deliverDue(options: OutboxOptions, now = Date.now()): Promise<DeliveryReport> {
  const { db, channels, baseDelayMs = 30_000, maxDelayMs = 3_600_000, maxAttempts = 10, leaseMs = 60_000, batchSize = 20 } = options;
  const configured = Object.keys(channels) as NotificationChannel[];
  if (configured.length === 0) return { delivered: 0, failed: 0 };
  const at = new Date(now).toISOString();
  const leaseUntil = new Date(now + leaseMs).toISOString();
  const claimed = (await db.execute(sql`
    update lead_notifications set next_attempt_at = ${leaseUntil}::timestamptz
    where id in (
      select id from lead_notifications
      where delivered_at is null and failed_at is null and next_attempt_at <= ${at}::timestamptz
        and channel in (${sql.join(configured.map((channel) => sql`${channel}`), sql`, `)})
      order by next_attempt_at limit ${batchSize}
      for update skip locked)
    returning id, lead_id, channel, attempts`)) as unknown as {
    rows: { id: number; lead_id: number; channel: NotificationChannel; attempts: number }[];
  };

  const report: DeliveryReport = { delivered: 0, failed: 0 };
  for (const notification of claimed.rows) {
    const [lead] = await db.select().from(contactRequests).where(eq(contactRequests.id, notification.lead_id));
    if (!lead) continue; // erased meanwhile; the cascade removes the notification
    const attempts = notification.attempts + 1;
    try {
      await channels[notification.channel]!(leadMessage(lead));
      await db
        .update(leadNotifications)
        .set({ attempts, deliveredAt: new Date(now), lastError: null })
        .where(eq(leadNotifications.id, notification.id));
      report.delivered += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givenUp = attempts >= maxAttempts;
      await db
        .update(leadNotifications)
        .set({
          attempts,
          lastError: message.slice(0, 1000),
          nextAttemptAt: new Date(now + retryDelay(attempts, baseDelayMs, maxDelayMs)),
          failedAt: givenUp ? new Date(now) : null,
        })
        .where(eq(leadNotifications.id, notification.id));
      report.failed += 1;
      log.warn(givenUp ? "lead notification given up" : "lead notification failed, will retry", {
        leadId: lead.id,
        channel: notification.channel,
        attempts,
        error: message,
      });
    }
  }
  return report;
}

export interface OutboxWorker {
  /** Ask for a delivery round soon (after a new lead), instead of waiting for the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

/** Polls the outbox; one round at a time. Started by server/index.ts, stopped on SIGTERM. */
export function startOutboxWorker(options: OutboxOptions & { pollMs?: number }): OutboxWorker {
  const pollMs = options.pollMs ?? 5_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const round = () => {
    if (stopped || running) return;
    clearTimeout(timer);
    running = deliverDue(options)
      .then(() => undefined)
      .catch((error: unknown) => log.error("outbox round failed", { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(round, pollMs);
      });
  };
  timer = setTimeout(round, 0);

  return {
    wake: () => {
      if (!running) round();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
