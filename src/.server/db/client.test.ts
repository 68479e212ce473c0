import { rm } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { testDatabases, testPostgresUrl } from "~/test-support/databases";
import { openDatabase } from "./client";
import { contactRequests } from "./schema";

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe.each(testDatabases("db"))("database on $name", ({ target }) => {
  it("creates the Contact-final table with the agency's column names and keeps rows across a restart", async () => {
    const where = await target();
    if ("dataDir" in where) folders.push(where.dataDir);
    const email = `db-test-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

    const first = await openDatabase(where);
    await first.db.insert(contactRequests).values({
      firstName: "Ada",
      lastName: "King Lovelace",
      email,
      company: "Analytical Engines",
      motivation: "Richiesta di contatto dal modulo",
      language: "it",
    });
    expect(await first.ping()).toBe(true);
    await first.close();

    // Opening again applies the migrations a second time: they must be idempotent and keep the data.
    const second = await openDatabase(where);
    // Both drivers answer raw SQL with { rows }; the shared Database type does not say so.
    const result = (await second.db.execute(
      sql`select "First Name", "Last Name", "Email", "Company", "Motivation", "language", "created_at" from "Contact-final" where "Email" = ${email}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]).toMatchObject({
      "First Name": "Ada",
      "Last Name": "King Lovelace",
      Company: "Analytical Engines",
      language: "it",
    });
    await second.db.delete(contactRequests).where(eq(contactRequests.email, email));
    await second.close();
  });
});

describe.runIf(testPostgresUrl())("the PostgreSQL pool", () => {
  it("bounds every statement and outlives an idle connection that the server drops", async () => {
    const databaseUrl = testPostgresUrl()!;
    const handle = await openDatabase({ databaseUrl });
    const lost = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const settings = (await handle.db.execute(sql`select current_setting('statement_timeout') as timeout, pg_backend_pid() as pid`)) as unknown as {
        rows: { timeout: string; pid: number }[];
      };
      expect(settings.rows[0]!.timeout).toBe("10s");
      // The pool's client is idle now; a restart or failover of the server ends it like this.
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [settings.rows[0]!.pid]);
      await admin.end();
      await vi.waitFor(() => expect(lost).toHaveBeenCalledWith(expect.stringContaining("database connection lost")));
      expect(await handle.ping()).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
