import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { once } from "node:events";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FolderInUseError, lockFolder, lockPath, SOCKET_PORT, shareOverSocket, socketFolder } from "./pglite-folder";

describe("the lock on a PGlite folder", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function folderWithLock(content: string | null) {
    const folder = await mkdtemp(path.join(tmpdir(), "pglite-lock-"));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    if (content !== null) await writeFile(lockPath(folder), content);
    return folder;
  }

  /** Another process that runs until the test ends; with a folder, it takes that folder's lock first. */
  async function otherProcess(folder?: string): Promise<ChildProcess> {
    const lockThenWait = `import(${JSON.stringify(new URL("./pglite-folder.ts", import.meta.url).href)}).then((m) => m.lockFolder(process.argv[1])).then(() => console.log("locked"))`;
    const child = folder
      ? spawn(process.execPath, ["--import", "tsx", "-e", `${lockThenWait}; setInterval(() => {}, 1000)`, folder], { stdio: ["ignore", "pipe", "inherit"] })
      : spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    cleanups.push(async () => {
      child.kill("SIGKILL");
      if (child.exitCode === null && child.signalCode === null) await once(child, "exit");
    });
    if (folder) await once(child.stdout!, "data");
    else await once(child, "spawn");
    return child;
  }

  it("is refused while the process that took it runs, and taken over once that process was killed", async () => {
    const folder = await folderWithLock(null);
    const other = await otherProcess(folder);
    await expect(lockFolder(folder)).rejects.toThrow(FolderInUseError);

    // Killed outright, as a crash or an out-of-memory kill would: its lock stays behind.
    other.kill("SIGKILL");
    await once(other, "exit");
    const unlock = await lockFolder(folder);
    expect((await readFile(lockPath(folder), "utf8")).split(" ")[0]).toBe(String(process.pid));
    await unlock();
  });

  it("is taken over when it names this process's pid from an earlier start, as a container's server is process 1 on every start", async () => {
    // As the previous version wrote it: the pid alone.
    const folder = await folderWithLock(String(process.pid));
    const unlock = await lockFolder(folder);
    await unlock();
  });

  it.runIf(process.platform === "linux")("is taken over when its pid now belongs to another program", async () => {
    const other = await otherProcess();
    const folder = await folderWithLock(`${other.pid} an-earlier-boot/12345`);
    const unlock = await lockFolder(folder);
    await unlock();
  });

  it.runIf(process.platform === "linux")("is taken over at once from a killed process that its parent has not reaped yet (a zombie)", async () => {
    const folder = await folderWithLock(null);
    // The lock holder runs under a parent that never waits for its children (`sleep`, exec'd by the shell), as a
    // server killed under a supervisor stays a zombie until the supervisor gets to it.
    const holder = `import(${JSON.stringify(new URL("./pglite-folder.ts", import.meta.url).href)}).then((m) => m.lockFolder(process.argv[1])).then(() => console.log("locked")); setInterval(() => {}, 1000)`;
    const parent = spawn("sh", ["-c", `"$0" --import tsx -e "$1" "$2" & echo $!; exec sleep 60`, process.execPath, holder, folder], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    cleanups.push(async () => {
      parent.kill("SIGKILL");
      if (parent.exitCode === null && parent.signalCode === null) await once(parent, "exit");
    });
    const output = (async function* () {
      let buffered = "";
      for await (const chunk of parent.stdout!) {
        buffered += String(chunk);
        const lines = buffered.split("\n");
        buffered = lines.pop()!;
        yield* lines;
      }
    })();
    const holderPid = Number((await output.next()).value);
    expect((await output.next()).value).toBe("locked");

    process.kill(holderPid, "SIGKILL");
    await vi.waitFor(() => expect(readFileSync(`/proc/${holderPid}/stat`, "utf8")).toMatch(/\) Z /));
    const unlock = await lockFolder(folder);
    await unlock();
  });

  it("is refused to a second open in the same process until the first lets it go", async () => {
    const folder = await folderWithLock(null);
    const unlock = await lockFolder(folder);
    await expect(lockFolder(folder)).rejects.toThrow(FolderInUseError);
    await unlock();
    const again = await lockFolder(folder);
    await again();
  });
});

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
