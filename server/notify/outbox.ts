import { eq, sql } from "drizzle-orm";
import type { Database } from "~server/db/client";
import { contactRequests, leadNotifications } from "~server/db/schema";
import { failure, log } from "~server/log";
import { leadMessage, type LeadMessage } from "./lead-message";

export type NotificationChannel = (typeof leadNotifications.$inferInsert)["channel"];

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
  /** How many of a round's deliveries run at once. */
  concurrency?: number;
  /** Asked before each delivery; true ends the round early and hands the untried rows back. */
  stopping?: () => boolean;
}

/**
 * The lease must outlast the round that claimed it, or another replica claims the same rows and sends
 * them twice. One delivery at its worst: SMTP connect 10 s + greeting 10 s + 20 s of an idle socket
 * (email.ts; the webhook gives up after 10 s) = 40 s, plus two database statements, each waiting at most
 * 5 s for a pooled connection (the round's other deliveries and the visitors' requests share them) and
 * 12 s for its answer (POOL_LIMITS, db/client.ts) = 74 s. A round runs `concurrency` deliveries at once,
 * so it takes at most ceil(batch size / concurrency) × 74 s, and the lease is twice that (by default
 * 16 rows over 4 at once: 4 × 74 s, a lease of about 10 minutes). A worker that dies holds its rows that
 * long; nothing is lost. On top of that, a round stops starting deliveries once less than one worst case
 * is left on its lease.
 */
export const DELIVERY_WORST_CASE_MS = 74_000;
/**
 * A few at once: a burst of leads reaches the receivers as fast as they answer, and a replica takes at
 * most this many of its 10 database connections (POOL_LIMITS.max) and of the mail server's connections.
 */
const DEFAULT_CONCURRENCY = 4;
/** Several rows for each delivery at once: while a slow receiver holds one, the others go on with the round. */
const DEFAULT_BATCH_SIZE = 4 * DEFAULT_CONCURRENCY;
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

interface ClaimedNotification {
  id: number;
  lead_id: number;
  channel: NotificationChannel;
  attempts: number;
}

/**
 * Delivers the notifications that are due. Each is first claimed by pushing its next attempt past a
 * lease (SKIP LOCKED keeps replicas from claiming the same row), so a crash mid-delivery only delays it.
 */
export async function deliverDue(options: OutboxOptions, now = Date.now()): Promise<DeliveryReport> {
  return (await deliveryRound(options, now)).report;
}

/** One round of deliverDue; `fullBatch` says it claimed all it could, so more may be due already. */
async function deliveryRound(options: OutboxOptions, now: number): Promise<{ report: DeliveryReport; fullBatch: boolean }> {
  const {
    db,
    channels,
    baseDelayMs = 30_000,
    maxDelayMs = 3_600_000,
    maxAttempts = DEFAULT_MAX_ATTEMPTS,
    batchSize = DEFAULT_BATCH_SIZE,
    concurrency = DEFAULT_CONCURRENCY,
    leaseMs = 2 * Math.ceil(batchSize / concurrency) * DELIVERY_WORST_CASE_MS,
    stopping = () => false,
  } = options;
  const report: DeliveryReport = { delivered: 0, failed: 0 };
  const configured = Object.keys(channels) as NotificationChannel[];
  if (configured.length === 0) return { report, fullBatch: false };
  const at = new Date(now).toISOString();
  const leaseStarted = Date.now();
  const leaseUntil = new Date(now + leaseMs).toISOString();
  const { rows: claimed } = (await db.execute(sql`
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
    returning id, lead_id, channel, attempts`)) as unknown as { rows: ClaimedNotification[] };

  const deliver = async (notification: ClaimedNotification) => {
    const [lead] = await db.select().from(contactRequests).where(eq(contactRequests.id, notification.lead_id));
    if (!lead) return; // erased meanwhile; the cascade removes the notification
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
  };

  // The claimed rows are one queue that `concurrency` lanes take from, each one delivery at a time.
  let untried = 0;
  const lane = async () => {
    while (untried < claimed.length) {
      if (stopping() || Date.now() - leaseStarted > leaseMs - DELIVERY_WORST_CASE_MS) {
        // Hand back what this round will not try, at once (the other lanes find the queue empty); the
        // lease condition leaves a row alone if it was re-claimed.
        const handedBack = claimed.slice(untried).map((row) => row.id);
        untried = claimed.length;
        await db.execute(sql`
          update lead_notifications set next_attempt_at = ${at}::timestamptz
          where id in (${sql.join(
            handedBack.map((id) => sql`${id}`),
            sql`, `,
          )})
            and delivered_at is null and next_attempt_at = ${leaseUntil}::timestamptz`);
        return;
      }
      const notification = claimed[untried]!;
      untried += 1;
      await deliver(notification);
    }
  };
  // Every lane ends before the round does (stop() waits for the round); a database failure is the round's.
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(concurrency, claimed.length) }, lane));
  const broken = lanes.find((ended) => ended.status === "rejected");
  if (broken) throw broken.reason;
  return { report, fullBatch: claimed.length === batchSize };
}

export interface OutboxWorker {
  /** Ask for a delivery round soon (after a new lead), instead of waiting for the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * server/index.ts exits 10 s after SIGTERM whatever is still running, and the database must close before
 * that: stop() waits at most this long for the deliveries in flight. One cut off is sent again after its
 * lease (at least once, never lost); the round's untried rows are handed back as soon as it stops.
 */
const STOP_WAIT_MS = 5_000;

/**
 * Polls the outbox, one round at a time. A round that claimed a full batch, or that was woken while it
 * ran (a lead committed after its claim), is followed by another at once; only an idle worker waits for
 * the poll. Started by server/start.ts, stopped on SIGTERM.
 */
export function startOutboxWorker(options: OutboxOptions & { pollMs?: number; stopWaitMs?: number }): OutboxWorker {
  const pollMs = options.pollMs ?? 5_000;
  const stopWaitMs = options.stopWaitMs ?? STOP_WAIT_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenDuringRound = false;
  let stopped = false;

  const round = () => {
    if (stopped) return;
    if (running) {
      wokenDuringRound = true;
      return;
    }
    clearTimeout(timer);
    wokenDuringRound = false;
    running = deliveryRound({ ...options, stopping: () => stopped }, Date.now())
      .then(({ fullBatch }) => fullBatch)
      .catch((error: unknown) => {
        log.error("outbox round failed", failure(error));
        return false;
      })
      .then((moreDue) => {
        running = undefined;
        if (stopped) return;
        if (moreDue || wokenDuringRound) round();
        else timer = setTimeout(round, pollMs);
      });
  };
  timer = setTimeout(round, 0);

  return {
    wake: round,
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
