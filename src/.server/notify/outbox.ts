import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { contactRequests, leadNotifications } from "../db/schema";
import type { NotificationChannel } from "../../features/contact/leads.server";
import { failure, log } from "../log";
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
  /** Asked before each delivery; true ends the round early and hands the untried rows back. */
  stopping?: () => boolean;
}

/**
 * The lease must outlast the round that claimed it, or another replica claims the same rows and sends
 * them twice. One delivery at its worst: SMTP connect 10 s + greeting 10 s + 20 s of an idle socket
 * (email.ts; the webhook gives up after 10 s) = 40 s, plus two database statements of at most 12 s each
 * (POOL_LIMITS.query_timeout, db/client.ts) = 64 s. A round of 5 rows is then at most 5 × 64 s = 320 s,
 * and the lease is twice that. A worker that dies holds its rows for those 11 minutes; nothing is lost.
 * On top of that, a round stops starting deliveries once less than one worst case is left on its lease.
 */
export const DELIVERY_WORST_CASE_MS = 64_000;
const DEFAULT_BATCH_SIZE = 5;
const DEFAULT_LEASE_MS = 2 * DEFAULT_BATCH_SIZE * DELIVERY_WORST_CASE_MS;
/**
 * 30 s doubling to 1 h, then hourly: about two days of trying. An expired SMTP password or a full
 * mailbox on a Friday night must not cost the weekend's leads their e-mail.
 */
export const DEFAULT_MAX_ATTEMPTS = 48;

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
  const {
    db,
    channels,
    baseDelayMs = 30_000,
    maxDelayMs = 3_600_000,
    maxAttempts = DEFAULT_MAX_ATTEMPTS,
    leaseMs = DEFAULT_LEASE_MS,
    batchSize = DEFAULT_BATCH_SIZE,
    stopping = () => false,
  } = options;
  const configured = Object.keys(channels) as NotificationChannel[];
  if (configured.length === 0) return { delivered: 0, failed: 0 };
  const at = new Date(now).toISOString();
  const leaseUntil = new Date(now + leaseMs).toISOString();
  const claimed = (await db.execute(sql`
    update lead_notifications set next_attempt_at = ${leaseUntil}::timestamptz
    where id in (
      select id from lead_notifications
      where delivered_at is null and failed_at is null and next_attempt_at <= ${at}::timestamptz
        and channel in (${sql.join(
          configured.map((channel) => sql`${channel}`),
          sql`, `,
        )})
      order by next_attempt_at limit ${batchSize}
      for update skip locked)
    returning id, lead_id, channel, attempts`)) as unknown as {
    rows: { id: number; lead_id: number; channel: NotificationChannel; attempts: number }[];
  };

  const report: DeliveryReport = { delivered: 0, failed: 0 };
  const claimedAt = Date.now();
  for (const [index, notification] of claimed.rows.entries()) {
    if (stopping() || Date.now() - claimedAt > leaseMs - DELIVERY_WORST_CASE_MS) {
      // Hand back what this round will not try; the lease condition leaves a row alone if it was re-claimed.
      const untried = claimed.rows.slice(index).map((row) => row.id);
      await db.execute(sql`
        update lead_notifications set next_attempt_at = ${at}::timestamptz
        where id in (${sql.join(
          untried.map((id) => sql`${id}`),
          sql`, `,
        )})
          and delivered_at is null and next_attempt_at = ${leaseUntil}::timestamptz`);
      break;
    }
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
      const details = { leadId: lead.id, channel: notification.channel, attempts, error: message };
      // Given up, nobody is told of this lead but by `npm run leads`: an error, for whoever watches the logs.
      if (givenUp) log.error("lead notification given up", details);
      else log.warn("lead notification failed, will retry", details);
    }
  }
  return report;
}

export interface OutboxWorker {
  /** Ask for a delivery round soon (after a new lead), instead of waiting for the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * server/index.ts exits 10 s after SIGTERM whatever is still running, and the database must close before
 * that: stop() waits at most this long for the delivery in flight. One cut off is sent again after its
 * lease (at least once, never lost); the round's other rows are handed back before it ends.
 */
const STOP_WAIT_MS = 5_000;

/** Polls the outbox; one round at a time. Started by server/index.ts, stopped on SIGTERM. */
export function startOutboxWorker(options: OutboxOptions & { pollMs?: number; stopWaitMs?: number }): OutboxWorker {
  const pollMs = options.pollMs ?? 5_000;
  const stopWaitMs = options.stopWaitMs ?? STOP_WAIT_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const round = () => {
    if (stopped || running) return;
    clearTimeout(timer);
    running = deliverDue({ ...options, stopping: () => stopped })
      .then(() => undefined)
      .catch((error: unknown) => log.error("outbox round failed", failure(error)))
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
      let giveUp: NodeJS.Timeout | undefined;
      const budget = new Promise<void>((resolve) => (giveUp = setTimeout(resolve, stopWaitMs)));
      await Promise.race([running, budget]);
      clearTimeout(giveUp);
    },
  };
}
