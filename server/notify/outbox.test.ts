import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { createHmac } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases, useTestDatabase } from "~/test-support/databases";
import type { DatabaseHandle } from "~server/db/client";
import { contactRequests, leadNotifications } from "~server/db/schema";
import { eraseLeads, storeLead } from "~/features/contact/leads.server";
import { leadEmailSender } from "./email";
import { DEFAULT_MAX_ATTEMPTS, DELIVERY_WORST_CASE_MS, deliverDue, retryDelay, startOutboxWorker, type OutboxOptions } from "./outbox";
import { leadWebhookPoster } from "./webhook";

/** Local stand-ins for the agency's mail server and webhook, on this feature's test ports. */
const SMTP_PORT = 3321;
const WEBHOOK_PORT = 3322;
const WEBHOOK_SECRET = "webhook-secret-for-tests";

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

let handle: DatabaseHandle;
let smtp: SMTPServer;
let webhook: Server;
const mails: ReceivedMail[] = [];
const hooks: { body: string; signature: string | undefined }[] = [];
/** How many of the next webhook calls answer 503 (a receiver that is down for a while). */
let webhookFailures = 0;
/** How long the webhook takes to answer (a slow receiver), and how many calls have arrived. */
let webhookDelayMs = 0;
let webhookCalls = 0;
/** The Idempotency-Key of every call, answered or not. */
const webhookKeys: (string | undefined)[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        mails.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((to) => to.address), raw });
        callback();
      });
    },
  });
  smtp.listen(SMTP_PORT, "127.0.0.1");
  await once(smtp.server, "listening");
  webhook = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    webhookCalls += 1;
    webhookKeys.push(req.headers["idempotency-key"] as string | undefined);
    req.on("end", () => {
      // After the configured delay; by then the sender may have given up waiting, and nothing was delivered.
      setTimeout(() => {
        if (req.socket.destroyed) return;
        if (webhookFailures > 0) {
          webhookFailures -= 1;
          res.writeHead(503).end();
          return;
        }
        hooks.push({ body, signature: req.headers["x-signature-256"] as string | undefined });
        res.writeHead(204).end();
      }, webhookDelayMs);
    });
  });
  webhook.listen(WEBHOOK_PORT, "127.0.0.1");
  await once(webhook, "listening");
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});

function outbox(): OutboxOptions {
  return {
    db: handle.db,
    channels: {
      email: leadEmailSender({ smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}`, from: "site@agency.example", to: "leads@agency.example" }),
      webhook: leadWebhookPoster({ url: `http://127.0.0.1:${WEBHOOK_PORT}/leads`, secret: WEBHOOK_SECRET }),
    },
    baseDelayMs: 30_000,
    maxAttempts: 3,
  };
}

/**
 * A header as a mail reader shows it: its folded lines joined, each RFC 2047 encoded-word decoded (also within
 * quotes, where many readers decode them though the RFC says not to).
 */
function headerAsShown(raw: string, name: string): string {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n(?=[ \t])/g, "");
  const line = head.split("\r\n").find((header) => header.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) throw new Error(`no ${name} header in ${head}`);
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?[^?]+\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) => {
      if (encoding.toLowerCase() === "b") return Buffer.from(text, "base64").toString("utf8");
      const bytes = text.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    });
}

/** A burst of leads, as a campaign or a mention in the press brings them. */
const burstEmails = Array.from({ length: 64 }, (_, n) => `burst-${n}@example.com`);
/** What the agency may wait for such a burst to reach its inbox and webhook when both answer at once. */
const BURST_DEADLINE_MS = 10_000;

const values = { fullName: "Grace Brewster Hopper", email: "grace@example.com", company: "Navy <Labs>", motivation: "<b>Compilers</b> & press" };

// One target after the other (a file's suites run in order): the stand-in servers and their counters are shared.
describe.each(testDatabases("outbox"))("the notification outbox on $name", ({ target }) => {
  const emails = [
    "grace@example.com",
    "retry@example.com",
    "down@example.com",
    "forget-me@example.com",
    "slow-1@example.com",
    "slow-2@example.com",
    "slow-3@example.com",
    "shutdown@example.com",
    "busy-round@example.com",
    "during-round@example.com",
    ...burstEmails,
  ];
  useTestDatabase(target, {
    opened: async (opened) => {
      handle = opened;
      // Leads this test left in a shared database on an earlier, interrupted run.
      await handle.db.delete(contactRequests).where(inArray(contactRequests.email, emails));
      mails.length = 0;
      hooks.length = 0;
    },
    beforeClose: (opened) => opened.db.delete(contactRequests).where(inArray(contactRequests.email, emails)),
  });

  it("e-mails and posts each new lead once", async () => {
    const { leadId } = await storeLead(handle.db, {
      submissionKey: randomUUID(),
      values,
      language: "en",
      defaultMotivation: "-",
      channels: ["email", "webhook"],
    });
    expect(await deliverDue(outbox())).toEqual({ delivered: 2, failed: 0 });
    expect(await deliverDue(outbox())).toEqual({ delivered: 0, failed: 0 });

    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ from: "site@agency.example", to: ["leads@agency.example"] });
    expect(mails[0]!.raw).toMatch(/Reply-To: Grace Brewster Hopper <grace@example.com>/);
    expect(mails[0]!.raw).toContain("<b>Compilers</b> & press");
    expect(mails[0]!.raw).toMatch(/Content-Type: text\/plain/);
    // The same on every delivery of this lead's e-mail, and no other lead's: a repeat can be recognised.
    expect(mails[0]!.raw).toMatch(new RegExp(`Message-ID: <lead-${leadId}-\\d+@agency\\.example>`, "i"));

    expect(hooks).toHaveLength(1);
    const { body, signature } = hooks[0]!;
    expect(signature).toBe(`sha256=${createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex")}`);
    expect(JSON.parse(body)).toMatchObject({
      event: "lead.created",
      lead: { id: leadId, firstName: "Grace", lastName: "Brewster Hopper", company: "Navy <Labs>", language: "en" },
    });
  });

  it("retries a failing webhook with backoff until it succeeds, without touching the lead", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    hooks.length = 0;
    webhookKeys.length = 0;
    webhookFailures = 2;
    const { leadId } = await storeLead(handle.db, {
      submissionKey: randomUUID(),
      values: { ...values, email: "retry@example.com" },
      language: "it",
      defaultMotivation: "-",
      channels: ["webhook"],
    });
    const t0 = Date.now();
    expect(await deliverDue(outbox(), t0)).toEqual({ delivered: 0, failed: 1 });
    const [afterFirst] = await handle.db.select().from(leadNotifications).where(eq(leadNotifications.leadId, leadId));
    expect(afterFirst).toMatchObject({ attempts: 1, lastError: "webhook answered 503", deliveredAt: null });
    const firstDelay = afterFirst!.nextAttemptAt.getTime() - t0;
    expect(firstDelay).toBeGreaterThanOrEqual(30_000);

    // Not due yet: nothing is attempted before the backoff has passed.
    expect(await deliverDue(outbox(), t0 + firstDelay - 1)).toEqual({ delivered: 0, failed: 0 });
    const t1 = t0 + firstDelay;
    expect(await deliverDue(outbox(), t1)).toEqual({ delivered: 0, failed: 1 });
    const [afterSecond] = await handle.db.select().from(leadNotifications).where(eq(leadNotifications.leadId, leadId));
    expect(afterSecond!.nextAttemptAt.getTime() - t1).toBeGreaterThanOrEqual(60_000);

    expect(await deliverDue(outbox(), afterSecond!.nextAttemptAt.getTime())).toEqual({ delivered: 1, failed: 0 });
    expect(hooks).toHaveLength(1);
    // All three tries said which lead they were about, the same way: a receiver that got one drops the others.
    expect(webhookKeys).toEqual([expect.stringMatching(new RegExp(`^lead-${leadId}-\\d+$`)), webhookKeys[0], webhookKeys[0]]);
    const [done] = await handle.db.select().from(leadNotifications).where(eq(leadNotifications.leadId, leadId));
    expect(done).toMatchObject({ attempts: 3, lastError: null, failedAt: null });
    expect(done!.deliveredAt).not.toBeNull();
  });

  it("gives up after the last attempt, says so as an error, keeps the lead, and never sends an erased lead", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const unreachable: OutboxOptions = {
      ...outbox(),
      channels: { webhook: leadWebhookPoster({ url: "http://127.0.0.1:3323/nobody-listens", timeoutMs: 2000 }) },
    };
    const { leadId } = await storeLead(handle.db, {
      submissionKey: randomUUID(),
      values: { ...values, email: "down@example.com" },
      language: "fr",
      defaultMotivation: "-",
      channels: ["webhook"],
    });
    let now = Date.now();
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await deliverDue(unreachable, now)).toEqual({ delivered: 0, failed: 1 });
      now += 24 * 3600_000;
    }
    expect(await deliverDue(unreachable, now)).toEqual({ delivered: 0, failed: 0 });
    const [given] = await handle.db.select().from(leadNotifications).where(eq(leadNotifications.leadId, leadId));
    expect(given!.failedAt).not.toBeNull();
    expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ level: "error", msg: "lead notification given up", leadId, attempts: 3 }),
    ]);

    hooks.length = 0;
    await storeLead(handle.db, {
      submissionKey: randomUUID(),
      values: { ...values, email: "forget-me@example.com" },
      language: "en",
      defaultMotivation: "-",
      channels: ["webhook"],
    });
    expect(await eraseLeads(handle.db, "Forget-Me@example.com")).toBe(1);
    expect(await deliverDue(outbox())).toEqual({ delivered: 0, failed: 0 });
    expect(hooks).toEqual([]);
  });

  it("hands back the rows a round cannot send before its lease runs out, so no other replica sends them twice", async () => {
    hooks.length = 0;
    webhookDelayMs = 300;
    try {
      const leadIds: number[] = [];
      for (const n of [1, 2, 3]) {
        leadIds.push(
          (
            await storeLead(handle.db, {
              submissionKey: randomUUID(),
              values: { ...values, email: `slow-${n}@example.com` },
              language: "en",
              defaultMotivation: "-",
              channels: ["webhook"],
            })
          ).leadId,
        );
      }
      // A lease with room for one slow delivery beyond the worst case reserved for the next one: two
      // deliveries at once start, the third would start too late.
      const tight: OutboxOptions = { ...outbox(), leaseMs: DELIVERY_WORST_CASE_MS + 100, concurrency: 2 };
      expect(await deliverDue(tight)).toEqual({ delivered: 2, failed: 0 });
      const roundEndedAt = Date.now();
      const rows = await handle.db.select().from(leadNotifications).where(inArray(leadNotifications.leadId, leadIds));
      const untried = rows.filter((row) => row.deliveredAt === null);
      expect(untried).toHaveLength(1);
      // Due again at once, not held for the rest of a lease nobody is using.
      for (const row of untried) expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(roundEndedAt);
      expect(await deliverDue(outbox())).toEqual({ delivered: 1, failed: 0 });
      expect(hooks).toHaveLength(3);
    } finally {
      webhookDelayMs = 0;
    }
  });

  it("stops within its shutdown budget even while a delivery hangs", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    webhookDelayMs = 3000;
    try {
      const { leadId } = await storeLead(handle.db, {
        submissionKey: randomUUID(),
        values: { ...values, email: "shutdown@example.com" },
        language: "en",
        defaultMotivation: "-",
        channels: ["webhook"],
      });
      const callsBefore = webhookCalls;
      const worker = startOutboxWorker({
        ...outbox(),
        channels: { webhook: leadWebhookPoster({ url: `http://127.0.0.1:${WEBHOOK_PORT}/leads`, secret: WEBHOOK_SECRET, timeoutMs: 2000 }) },
        pollMs: 60_000,
        stopWaitMs: 200,
      });
      await vi.waitFor(() => expect(webhookCalls).toBeGreaterThan(callsBefore));
      const stoppingAt = Date.now();
      await worker.stop();
      expect(Date.now() - stoppingAt).toBeLessThan(1000);
      // The cut-off delivery still ends (here: the webhook's own time-out) and is retried later, not lost.
      await vi.waitFor(
        async () => {
          const [row] = await handle.db.select().from(leadNotifications).where(eq(leadNotifications.leadId, leadId));
          expect(row).toMatchObject({ attempts: 1, deliveredAt: null, failedAt: null });
        },
        { timeout: 5000 },
      );
    } finally {
      webhookDelayMs = 0;
    }
  });

  it(`delivers a burst of ${burstEmails.length} leads to e-mail and webhook within ${BURST_DEADLINE_MS / 1000} s when both answer at once`, async () => {
    const worker = startOutboxWorker(outbox());
    try {
      const burstStarted = Date.now();
      // As the contact service does: each lead wakes the worker once it has committed.
      const leadIds = await Promise.all(
        burstEmails.map(async (email) => {
          const { leadId } = await storeLead(handle.db, {
            submissionKey: randomUUID(),
            values: { ...values, email },
            language: "en",
            defaultMotivation: "-",
            channels: ["email", "webhook"],
          });
          worker.wake();
          return leadId;
        }),
      );
      const isBurst = (text: string) => /burst-\d+@example\.com/.test(text);
      await vi.waitFor(
        () => {
          expect(mails.filter((mail) => isBurst(mail.raw))).toHaveLength(burstEmails.length);
          expect(hooks.filter((hook) => isBurst(hook.body))).toHaveLength(burstEmails.length);
        },
        { timeout: BURST_DEADLINE_MS - (Date.now() - burstStarted), interval: 50 },
      );
      expect(Date.now() - burstStarted).toBeLessThan(BURST_DEADLINE_MS);
      // Each sent once: every notification recorded as delivered at its first attempt (the record follows the
      // receiver's answer, so the last ones may still be on their way to the database).
      await vi.waitFor(async () => {
        const rows = await handle.db.select().from(leadNotifications).where(inArray(leadNotifications.leadId, leadIds));
        expect(rows).toHaveLength(2 * burstEmails.length);
        for (const row of rows) expect(row).toMatchObject({ attempts: 1, failedAt: null, deliveredAt: expect.any(Date) as Date });
      });
    } finally {
      await worker.stop();
    }
  });

  it("delivers a lead committed while a round is busy without waiting for the idle poll", async () => {
    webhookDelayMs = 2000;
    const lead = (email: string) =>
      storeLead(handle.db, { submissionKey: randomUUID(), values: { ...values, email }, language: "en", defaultMotivation: "-", channels: ["webhook"] });
    const hooksFor = (email: string) => hooks.filter((hook) => hook.body.includes(email));
    const callsBefore = webhookCalls;
    await lead("busy-round@example.com");
    // Its first round finds that lead and waits for the slow receiver.
    const worker = startOutboxWorker({ ...outbox(), pollMs: 60_000 });
    try {
      await vi.waitFor(() => expect(webhookCalls).toBeGreaterThan(callsBefore));
      await lead("during-round@example.com");
      worker.wake();
      // The wake came while the first round was still waiting for the slow receiver.
      expect(hooksFor("busy-round@example.com")).toEqual([]);
      // Both delivered long before the 60 s poll: the wake started another round after the busy one.
      await vi.waitFor(
        () => {
          expect(hooksFor("busy-round@example.com")).toHaveLength(1);
          expect(hooksFor("during-round@example.com")).toHaveLength(1);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await worker.stop();
      webhookDelayMs = 0;
    }
  });

  it("keeps trying a failing channel for about two days by default", () => {
    const noJitter = () => 0;
    let total = 0;
    for (let attempts = 1; attempts < DEFAULT_MAX_ATTEMPTS; attempts++) total += retryDelay(attempts, 30_000, 3_600_000, noJitter);
    expect(total / 3_600_000).toBeGreaterThan(40);
  });

  it("doubles the delay up to the maximum", () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4, 12].map((attempts) => retryDelay(attempts, 30_000, 3_600_000, noJitter))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000]);
  });
});

describe("the lead e-mail", () => {
  it("shows a name and company that look like encoded-words as typed: a mail reader decodes no header line out of them", async () => {
    mails.length = 0;
    const forgedName = "=?utf-8?q?Forged=0D=0ABcc:_x@evil.example?=";
    const forgedCompany = `=?UTF-8?B?${Buffer.from("Evil\r\nX-Spam-Flag: NO").toString("base64")}?=`;
    const send = leadEmailSender({ smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}`, from: "site@agency.example", to: "leads@agency.example" });
    await send({
      id: 1,
      firstName: forgedName,
      lastName: "Smith",
      email: "forger@example.com",
      company: forgedCompany,
      motivation: "-",
      language: "en",
      createdAt: new Date().toISOString(),
    });

    expect(mails).toHaveLength(1);
    const subject = headerAsShown(mails[0]!.raw, "Subject");
    const replyTo = headerAsShown(mails[0]!.raw, "Reply-To");
    for (const shown of [subject, replyTo]) {
      expect(shown).not.toMatch(/[\r\n]/);
      expect(shown).not.toMatch(/Bcc: x@evil|X-Spam-Flag: NO/);
      expect(shown).toContain("utf-8?q?Forged=0D=0ABcc:_x@evil.example?= Smith");
    }
    expect(subject).toContain(forgedCompany.slice(2));
    expect(replyTo).toMatch(/<forger@example\.com>$/);
  });
});
