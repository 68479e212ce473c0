import { count } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { testDatabases, useTestDatabase } from "~/test-support/databases";
import type { DatabaseHandle } from "../../.server/db/client";
import { contactRequests, leadNotifications } from "../../.server/db/schema";
import { parseEnv } from "../../.server/env";
import { createContactService, warmUpContact } from "./service.server";

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
