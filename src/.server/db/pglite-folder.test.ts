import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SOCKET_PORT, shareOverSocket, socketFolder } from "./pglite-folder";

describe("the PGlite socket the leads CLI uses", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function sharedDatabase() {
    const folder = await mkdtemp(path.join(tmpdir(), "pglite-socket-"));
    const database = await PGlite.create();
    const stopSharing = await shareOverSocket(database, folder);
    cleanups.push(async () => {
      await stopSharing();
      await database.close();
      await rm(folder, { recursive: true, force: true });
    });
    const connect = async () => {
      const client = new pg.Client({ host: socketFolder(folder), port: SOCKET_PORT, user: "postgres", database: "postgres" });
      await client.connect();
      cleanups.push(() => client.end());
      return client;
    };
    return { database, connect };
  }

  /** Starts one of the server's own transactions (a lead write) and holds it open until released. */
  async function openServerTransaction(database: PGlite) {
    let release!: () => void;
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const done = database.transaction(async (transaction) => {
      await transaction.query("select 1");
      opened();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await open;
    return { release, done };
  }

  it("runs a statement that arrives during a server transaction once it ends, whoever spoke last", async () => {
    const { database, connect } = await sharedDatabase();
    // Another connection (an earlier CLI run, another browser test) was the last to use the socket.
    const earlier = await connect();
    await earlier.query("select 1");

    const lead = await openServerTransaction(database);
    const waitsForTheLock = vi.spyOn(database, "_runExclusiveTransaction");
    const answer = connect().then((client) => client.query<{ n: number }>("select 42 as n"));
    // The new connection's first message is queued and waiting for the server's transaction to end.
    await vi.waitFor(() => expect(waitsForTheLock).toHaveBeenCalled(), { timeout: 3000 });
    lead.release();
    await lead.done;
    expect((await answer).rows).toEqual([{ n: 42 }]);
  });
});
