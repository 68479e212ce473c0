import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { count, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { emptyPostgresDatabase, OPEN_TIMEOUT_MS, testDatabases, testPostgresUrl, useTestDatabase } from "~/test-support/databases";
import { openDatabase, type DatabaseHandle } from "~server/db/client";
import { contactRequests, leadNotifications } from "~server/db/schema";
import { parseEnv } from "~server/env";
import { checkFormToken, issueFormToken } from "./form-token.server";
import { listLeads, storeLead } from "./leads.server";
import { parsePostedForm } from "./read-form.server";
import { createContactService, purgeExpiredLeadsRegularly, warmUpContact, type ContactService } from "./service.server";

describe.each(testDatabases("service"))("the contact form's warm-up on $name", ({ name, target }) => {
  let handle: DatabaseHandle;
  useTestDatabase(target, { opened: (opened) => void (handle = opened) });

  it("counts no post, stores no lead and announces none", async () => {
    const env = parseEnv({ FORM_SECRET: "a-test-secret-that-is-long-enough-for-hmac", DATA_DIR: "/nonexistent" });
    const leadStored = vi.fn();
    const service = await createContactService(env, handle, ["email", "webhook"], leadStored);
    const consume = vi.spyOn(service.rateLimiter, "consume");
    const totals = async () => ({
      leads: (await handle.db.select({ n: count() }).from(contactRequests))[0]!.n,
      notifications: (await handle.db.select({ n: count() }).from(leadNotifications))[0]!.n,
    });
    const before = await totals();

    await warmUpContact(service, handle);

    // A warm-up that went through the submission would have counted a post against an address.
    expect(consume).not.toHaveBeenCalled();
    expect(leadStored).not.toHaveBeenCalled();
    // Exact on the suite's own PGlite folder; the shared PostgreSQL may be written by other test files.
    if (name === "PGlite") expect(await totals()).toEqual(before);
  });
});

describe.each(testDatabases("retention"))("leads past the privacy policy's 3 years on $name", ({ target }) => {
  let handle: DatabaseHandle;
  const emails = ["expired-retention@example.com", "kept-retention@example.com"];
  useTestDatabase(target, {
    opened: (opened) => void (handle = opened),
    beforeClose: (opened) => opened.db.delete(contactRequests).where(inArray(contactRequests.email, emails)),
  });

  it("are deleted by the server on its own, and the others kept", async () => {
    for (const email of emails)
      await storeLead(handle.db, {
        submissionKey: randomUUID(),
        values: { fullName: "Ada Lovelace", email, company: "AE", motivation: "" },
        language: "en",
        defaultMotivation: "-",
        channels: [],
      });
    await handle.db.execute(sql`update "Contact-final" set created_at = now() - interval '3 years 1 day' where "Email" = ${emails[0]}`);
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const retention = purgeExpiredLeadsRegularly(handle);
    await retention.done;
    retention.stop();
    vi.restoreAllMocks();
    const left = (await listLeads(handle.db)).map((lead) => lead.email).filter((email) => emails.includes(email));
    expect(left).toEqual(["kept-retention@example.com"]);
  });
});

describe.each(testDatabases("form-secret"))("the contact form without FORM_SECRET on $name", ({ target }) => {
  it("takes a form rendered before a crash, or by another replica, and stores it once when it comes again", { timeout: OPEN_TIMEOUT_MS }, async () => {
    const where = await target();
    // On PostgreSQL nothing is kept in DATA_DIR: a folder the replicas could not share.
    const env = parseEnv("dataDir" in where ? { DATA_DIR: where.dataDir } : { DATABASE_URL: where.databaseUrl, DATA_DIR: "/nonexistent" });
    /** One process's life: it starts on the database, does its part and stops (PGlite is one process at a time). */
    const replica = async <T>(work: (service: ContactService, handle: DatabaseHandle) => Promise<T>) => {
      const handle = await openDatabase(where);
      try {
        return await work(await createContactService(env, handle, [], () => undefined), handle);
      } finally {
        await handle.close();
      }
    };
    const email = `${randomUUID()}-secret@example.com`;
    const rendered = await replica(async (service) => issueFormToken(service.tokens.secret, Date.now() - 60_000));
    const body = Buffer.from(new URLSearchParams({ fullName: "Ada Lovelace", email, company: "AE", formToken: rendered }).toString());
    const post = () =>
      replica((service) => service.submit({ readForm: () => parsePostedForm("application/x-www-form-urlencoded", body), clientIp: "192.0.2.1", lang: "en" }));

    try {
      expect(await post()).toMatchObject({ kind: "stored", added: true });
      // Committed just before a crash, its answer lost: the visitor sends it again, to the restarted process.
      expect(await post()).toMatchObject({ kind: "stored", added: false });
    } finally {
      if ("dataDir" in where) await rm(where.dataDir, { recursive: true, force: true });
      else await replica((_service, handle) => handle.db.delete(contactRequests).where(eq(contactRequests.email, email)));
    }
  });
});

describe.runIf(testPostgresUrl())("the contact form without FORM_SECRET on a new PostgreSQL", () => {
  it("has one secret for replicas starting together: each takes the forms the others rendered", async () => {
    const empty = await emptyPostgresDatabase();
    const env = parseEnv({ DATABASE_URL: empty.databaseUrl, DATA_DIR: "/nonexistent" });
    const handles: DatabaseHandle[] = [];
    try {
      for (let replica = 0; replica < 4; replica++) handles.push(await openDatabase(empty));
      const services = await Promise.all(handles.map((handle) => createContactService(env, handle, [], () => undefined)));
      for (const renderer of services) {
        const token = issueFormToken(renderer.tokens.secret, Date.now() - 60_000);
        for (const receiver of services) expect(checkFormToken(token, receiver.tokens).kind).toBe("valid");
      }
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await empty.drop();
    }
  });
});
