import { count, eq, inArray, lt, or, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "~/test-support/databases";
import type { DatabaseHandle } from "~server/db/client";
import { contactRequests, leadNotifications } from "~server/db/schema";
import { listLeads, storeLead, warmUpLeadWrites, type LeadInput } from "./leads.server";
import type { NotificationChannel } from "~server/notify/outbox";

describe.each(testDatabases("leads"))("storing leads posted at the same time on $name", ({ name, target }) => {
  let handle: DatabaseHandle;
  const run = Math.random().toString(36).slice(2, 10);
  useTestDatabase(target, {
    opened: (opened) => void (handle = opened),
    beforeClose: (opened) => opened.db.execute(sql`delete from "Contact-final" where "Email" like ${`%${run}%`}`),
  });

  const lead = (name: string, channels: readonly NotificationChannel[] = []): LeadInput => ({
    submissionKey: `${name}-${run}`,
    values: { fullName: `Lead ${name}`, email: `${name}-${run}@example.com`, company: "Co", motivation: "" },
    language: "en",
    defaultMotivation: "-",
    channels,
  });

  it("stores every lead with its own id and its own notifications", async () => {
    const channelSets: NotificationChannel[][] = [[], ["email"], ["webhook"], ["email", "webhook"]];
    const inputs = Array.from({ length: 60 }, (_, index) => lead(`burst-${index}`, channelSets[index % channelSets.length]));
    const ids = (await Promise.all(inputs.map((input) => storeLead(handle.db, input)))).map((stored) => stored.leadId);

    expect(new Set(ids).size).toBe(inputs.length);
    const stored = new Map((await listLeads(handle.db)).map((row) => [row.id, row]));
    expect(ids.map((id) => stored.get(id)?.email)).toEqual(inputs.map((input) => input.values.email));
    const notifications = await handle.db.select().from(leadNotifications).where(inArray(leadNotifications.leadId, ids));
    const channelsOf = (id: number) =>
      notifications
        .filter((row) => row.leadId === id)
        .map((row) => row.channel)
        .sort();
    expect(ids.map(channelsOf)).toEqual(inputs.map((input) => [...input.channels].sort()));
  });

  it("stores a form posted again once, with one notification, whether the posts come together or one after another", async () => {
    const original = lead("twice", ["webhook"]);
    // A double click: both posts join the same group commit.
    const together = await Promise.all([
      storeLead(handle.db, original),
      storeLead(handle.db, { ...original, values: { ...original.values, company: "Changed" } }),
    ]);
    // A retry after the answer was lost.
    const later = await storeLead(handle.db, original);

    const { leadId } = together[0]!;
    expect(together).toEqual([
      { leadId, added: true },
      { leadId, added: false },
    ]);
    expect(later).toEqual({ leadId, added: false });
    const rows = (await listLeads(handle.db)).filter((row) => row.email === original.values.email);
    expect(rows).toEqual([expect.objectContaining({ id: leadId, company: "Co", submissionKey: original.submissionKey })]);
    expect(await handle.db.select().from(leadNotifications).where(eq(leadNotifications.leadId, leadId))).toHaveLength(1);
  });

  it("fails only the lead the database refuses; the leads posted with it are stored", async () => {
    // PostgreSQL text cannot hold U+0000 (validation keeps it out of the form; here it stands for any refusal).
    const refused = { ...lead("refused"), values: { ...lead("refused").values, company: "Nul\u0000Co" } };
    const others = [lead("before"), lead("after", ["webhook"])];
    const outcomes = await Promise.allSettled([storeLead(handle.db, others[0]!), storeLead(handle.db, refused), storeLead(handle.db, others[1]!)]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const emails = (await listLeads(handle.db)).map((row) => row.email);
    expect(emails).toEqual(expect.arrayContaining(others.map((input) => input.values.email)));
    expect(emails).not.toContain(refused.values.email);
  });

  it("warms the write path up with real statements that leave no lead, no notification and no used id behind", async () => {
    const rows = async () => ({
      leads: (await handle.db.select({ n: count() }).from(contactRequests))[0]!.n,
      notifications: (await handle.db.select({ n: count() }).from(leadNotifications))[0]!.n,
      warmUpRows: (
        await handle.db
          .select({ n: count() })
          .from(contactRequests)
          .where(or(lt(contactRequests.id, 0), eq(contactRequests.email, "warm-up@example.invalid")))
      )[0]!.n,
    });
    const walPosition = async () =>
      ((await handle.db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`)) as unknown as { rows: { lsn: string }[] }).rows[0]!.lsn;
    const { leadId: before } = await storeLead(handle.db, lead("before-warm-up", ["email"]));
    const stored = await rows();
    const walBefore = await walPosition();

    await warmUpLeadWrites(handle.db, ["email", "webhook"]);

    // It wrote (inserts are logged even when rolled back) …
    const walAfter = await walPosition();
    const written = (await handle.db.execute(sql`select pg_wal_lsn_diff(${walAfter}::pg_lsn, ${walBefore}::pg_lsn) > 0 as moved`)) as unknown as {
      rows: { moved: boolean }[];
    };
    expect(written.rows[0]!.moved).toBe(true);
    // … and left nothing.
    const after = await rows();
    expect(after.warmUpRows).toBe(0);
    if (name === "PGlite") {
      // A private database: nothing else writes, so the counts and the next ids are exact. (The shared
      // PostgreSQL may be written by other test files at the same time.)
      expect(after).toEqual(stored);
      const { leadId: next } = await storeLead(handle.db, lead("after-warm-up", ["email"]));
      expect(next).toBe(before + 1);
      const notified = await handle.db
        .select({ id: leadNotifications.id, leadId: leadNotifications.leadId })
        .from(leadNotifications)
        .where(inArray(leadNotifications.leadId, [before, next]));
      const [first, second] = notified.sort((a, b) => a.id - b.id);
      expect(second!.id).toBe(first!.id + 1);
    }
  });
});
