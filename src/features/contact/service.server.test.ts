import { randomUUID } from "node:crypto";
import { count, inArray, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { testDatabases, useTestDatabase } from "~/test-support/databases";
import type { DatabaseHandle } from "../../.server/db/client";
import { contactRequests, leadNotifications } from "../../.server/db/schema";
import { parseEnv } from "../../.server/env";
import { listLeads, storeLead } from "./leads.server";
import { createContactService, purgeExpiredLeadsRegularly, warmUpContact } from "./service.server";

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
