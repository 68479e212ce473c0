import { rm } from "node:fs/promises";
import net from "node:net";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { emptyPostgresDatabase, testDatabases, testPostgresUrl } from "~/test-support/databases";
import { openDatabase, POOL_LIMITS } from "./client";
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

  it("has closed every connection it opened when close() returns", async () => {
    const openSockets = () => process.getActiveResourcesInfo().filter((resource) => resource === "TCPSocketWrap").length;
    const before = openSockets();
    const handle = await openDatabase({ databaseUrl: testPostgresUrl()! });
    await Promise.all(Array.from({ length: 4 }, () => handle.db.execute(sql`select pg_sleep(0.05)`)));
    expect(openSockets()).toBeGreaterThan(before);
    await handle.close();
    // A stop that exits now, or a database dropped now, must not cut a connection mid-goodbye.
    expect(openSockets()).toBe(before);
  });

  it("gives up on a server that stops answering within its limit, and uses it again once it answers", { timeout: 60_000 }, async () => {
    const proxy = await silenceableProxy(new URL(testPostgresUrl()!));
    const handle = await openDatabase({ databaseUrl: proxy.url });
    try {
      expect(await handle.ping()).toBe(true);
      // Stopped (SIGSTOP), or cut off without a word: nothing comes back, and the server cannot time out.
      proxy.silence();
      const asked = performance.now();
      expect(await handle.ping()).toBe(false);
      expect(performance.now() - asked).toBeLessThan(POOL_LIMITS.query_timeout + 3_000);
      proxy.resume();
      expect(await handle.ping()).toBe(true);
    } finally {
      proxy.resume();
      await handle.close();
      await proxy.close();
    }
  });
});

describe.runIf(testPostgresUrl())("replicas starting together on an empty PostgreSQL", () => {
  const REPLICAS = 8;
  const ROUNDS = 5;

  it("all start: one applies the migrations while the others wait for it", { timeout: 60_000 }, async () => {
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const empty = await emptyPostgresDatabase();
      const started = await Promise.allSettled(Array.from({ length: REPLICAS }, () => openDatabase(empty)));
      for (const replica of started) {
        if (replica.status === "fulfilled") await replica.value.close();
        // drizzle's message is the whole failed statement; its cause names what went wrong.
        else failures.push(`round ${round + 1}: ${String((replica.reason as Error).cause ?? replica.reason)}`);
      }
      await empty.drop();
    }
    expect(failures).toEqual([]);
  });
});

/** A TCP relay to the test PostgreSQL that can stop passing anything on, as a server that hangs would. */
async function silenceableProxy(target: URL) {
  const pairs: [net.Socket, net.Socket][] = [];
  let silent = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    pairs.push([client, upstream]);
    client.pipe(upstream).on("error", () => undefined);
    upstream.pipe(client).on("error", () => undefined);
    if (silent) for (const socket of [client, upstream]) socket.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String((server.address() as net.AddressInfo).port);
  const eachSocket = (act: (socket: net.Socket) => void) => pairs.flat().forEach(act);
  return {
    url: url.toString(),
    silence: () => {
      silent = true;
      eachSocket((socket) => socket.pause());
    },
    resume: () => {
      silent = false;
      eachSocket((socket) => socket.resume());
    },
    close: () =>
      new Promise<void>((resolve) => {
        eachSocket((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
