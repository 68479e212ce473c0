import { mkdtemp, rm } from "node:fs/promises";
import { connect as connectSocket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serveOverSocket } from "./pglite-socket";

const PORT = 5432;

describe("PGlite served on a Unix socket", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function servedDatabase(options?: { idleLimitMs: number }) {
    const folder = await mkdtemp(path.join(tmpdir(), "pglite-socket-"));
    const database = await PGlite.create();
    await database.exec("create table notes (id serial primary key, body text not null)");
    const stopServing = await serveOverSocket(database, path.join(folder, `.s.PGSQL.${PORT}`), options);
    cleanups.push(async () => {
      await stopServing();
      await database.close();
      await rm(folder, { recursive: true, force: true });
    });
    const connect = async () => {
      const client = new pg.Client({ host: folder, port: PORT, user: "postgres", database: "postgres" });
      client.on("error", () => undefined); // a client the server cuts off reports it through its queries
      await client.connect();
      return client;
    };
    /** A connection that speaks the protocol by hand, to stop where a well-behaved client never would. */
    const rawConnection = () => connectSocket(path.join(folder, `.s.PGSQL.${PORT}`)).resume(); // answers unread
    return { database, connect, rawConnection };
  }

  /** The server's own traffic: lead writes in transactions and single statements, until stopped. */
  function serverWritesUntilStopped(database: PGlite) {
    let stopped = false;
    const done = (async () => {
      while (!stopped) {
        await database.transaction(async (transaction) => {
          await transaction.query("insert into notes (body) values ($1)", ["lead"]);
          await new Promise((resolve) => setTimeout(resolve, 1));
          await transaction.query("select count(*) from notes");
        });
        await database.query("select $1::int as one", [1]);
      }
    })();
    return async () => {
      stopped = true;
      await done;
    };
  }

  it("answers every client its own statements while the server writes and other clients come and go", async () => {
    const { database, connect } = await servedDatabase();
    const stopWriting = serverWritesUntilStopped(database);
    const askOnce = async (n: number) => {
      const client = await connect();
      const listed = await client.query("select count(*)::int as notes from notes");
      const computed = await client.query<{ next: number }>("select $1::int + 1 as next", [n]);
      await client.end();
      return { listed: typeof listed.rows[0]?.notes, next: computed.rows[0]?.next };
    };
    const answers = [];
    for (let round = 0; round < 20; round += 1) {
      answers.push(...(await Promise.all([0, 1, 2, 3].map((client) => askOnce(round * 4 + client)))));
    }
    await stopWriting();
    expect(answers).toEqual(Array.from({ length: 80 }, (_, n) => ({ listed: "number", next: n + 1 })));
  });

  it("rolls back a transaction a client leaves open and cuts the client off", async () => {
    const { database, connect } = await servedDatabase();
    const client = await connect();
    await expect(client.query("begin; insert into notes (body) values ('inside the client''s transaction')")).rejects.toThrow();
    await database.query("insert into notes (body) values ('the server''s lead')");
    expect((await database.query<{ body: string }>("select body from notes")).rows).toEqual([{ body: "the server's lead" }]);
  });

  it("lets the server go on when a client goes away in the middle of a statement", async () => {
    const { database, rawConnection } = await servedDatabase();
    const runs = vi.spyOn(database, "execProtocolRaw");
    const socket = rawConnection();
    socket.write(startupMessage());
    socket.write(parseMessage("insert into notes (body) values ('never bound')"));
    await vi.waitFor(() => expect(runs).toHaveBeenCalled(), { timeout: 3000 });
    socket.destroy();
    await database.query("insert into notes (body) values ('the server''s lead')");
    expect((await database.query<{ body: string }>("select body from notes")).rows).toEqual([{ body: "the server's lead" }]);
  });

  it("lets the server go on when a client stalls in the middle of a statement", async () => {
    const { database, rawConnection } = await servedDatabase({ idleLimitMs: 200 });
    const runs = vi.spyOn(database, "execProtocolRaw");
    const socket = rawConnection();
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.write(startupMessage());
    socket.write(parseMessage("select 1"));
    await vi.waitFor(() => expect(runs).toHaveBeenCalled(), { timeout: 3000 });
    expect((await database.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
    await closed;
  });
});

function startupMessage(): Buffer {
  const parameters = Buffer.from("user\0postgres\0database\0postgres\0\0");
  const header = Buffer.alloc(8);
  header.writeInt32BE(8 + parameters.length);
  header.writeInt32BE(196608, 4); // protocol 3.0
  return Buffer.concat([header, parameters]);
}

/** Parse of an unnamed statement: the first message of an extended-protocol statement, which Sync ends. */
function parseMessage(text: string): Buffer {
  const body = Buffer.concat([Buffer.from(`\0${text}\0`), Buffer.from([0, 0])]);
  const header = Buffer.alloc(5);
  header.write("P");
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}
