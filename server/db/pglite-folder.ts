import { readFileSync } from "node:fs";
import { mkdir, readFile, rm, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { serveOverSocket } from "./pglite-socket";

/**
 * A PGlite folder may be opened by one process only (two would corrupt it). The owner writes its pid to a
 * lock file and, when it is the server, shares the database over a Unix socket that speaks the PostgreSQL
 * protocol, so the leads CLI (and the browser tests) can query it while the server runs. See ADR 0004.
 */
export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(`The database folder ${folder} is in use by process ${pid}. Stop that process first (or remove ${lockPath(folder)} if it is not running).`);
  }
}

export function lockPath(folder: string) {
  return path.join(folder, "owner.pid");
}

/** pg connects to "<host>/.s.PGSQL.<port>" when host is a folder: the socket lives in its own folder. */
export function socketFolder(folder: string) {
  return path.join(folder, "socket");
}
export const SOCKET_PORT = 5432;

/**
 * A process's line in /proc (Linux), split after the command name, which may itself hold spaces and
 * parentheses: the state is the first field, the start time the twentieth. Undefined where there is none.
 */
function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/**
 * Whether a process with this pid still runs. A killed process stays in the table as a zombie (state Z)
 * until its parent reaps it, and answers signals meanwhile: it holds nothing, and a supervisor that
 * restarts the server before reaping the old one must not find its own folder refused.
 */
function isRunning(pid: number) {
  const state = procStat(pid)?.[0];
  if (state === "Z" || state === "X") return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Which run of a process holds a pid, where the system says (Linux: the boot and the process's start
 * time, from /proc); empty elsewhere. A pid alone names a process that may be gone: in a container the
 * server is process 1 on every start, and after a crash a pid may be another program's.
 */
function processRun(pid: number): string {
  const startTime = procStat(pid)?.[19];
  if (!startTime) return "";
  try {
    return `${readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim()}/${startTime}`;
  } catch {
    return "";
  }
}

/** The folders this process holds: a second open of one of them in this process is refused too. */
const heldHere = new Set<string>();

interface Owner {
  pid: number;
  run: string;
}

const ownerLine = ({ pid, run }: Owner) => `${pid} ${run}`.trim();

function readOwner(text: string): Owner | undefined {
  const [pid, run = ""] = text.trim().split(" ");
  return Number(pid) > 0 ? { pid: Number(pid), run } : undefined;
}

/** Whether the process that wrote the lock still runs; a lock whose writer is gone is stale. */
function isAlive(owner: Owner, folder: string): boolean {
  if (owner.pid === process.pid) return heldHere.has(folder);
  if (!isRunning(owner.pid)) return false;
  const run = processRun(owner.pid);
  return !owner.run || !run || run === owner.run;
}

/**
 * Takes the folder for this process. A lock left by a process that no longer runs (killed, crashed, or an
 * earlier start of a container whose server had the same pid) is taken over: removed, then created anew
 * exclusively, so that of two processes taking over at once only one gets the folder.
 */
export async function lockFolder(folder: string): Promise<() => Promise<void>> {
  const file = lockPath(folder);
  const me = ownerLine({ pid: process.pid, run: processRun(process.pid) });
  for (let attempt = 1; ; attempt++) {
    try {
      await writeFile(file, me, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const found = await readFile(file, "utf8").catch(() => "");
      const owner = readOwner(found);
      if (owner && isAlive(owner, folder)) throw new FolderInUseError(folder, owner.pid);
      if (attempt === 3) throw new FolderInUseError(folder, owner?.pid ?? 0);
      // Removed only if no other process has taken it over since it was read.
      if ((await readFile(file, "utf8").catch(() => "")) === found) await unlink(file).catch(() => undefined);
    }
  }
  heldHere.add(folder);
  return async () => {
    heldHere.delete(folder);
    if ((await readFile(file, "utf8").catch(() => "")) === me) await unlink(file).catch(() => undefined);
  };
}

/** Serves the open database on the folder's Unix socket (ADR 0004); returns how to stop serving it. */
export async function shareOverSocket(client: PGlite, folder: string): Promise<() => Promise<void>> {
  const dir = socketFolder(folder);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const socketFile = path.join(dir, `.s.PGSQL.${SOCKET_PORT}`);
  await rm(socketFile, { force: true }); // left by a killed server; the lock says we own the folder
  const stopServing = await serveOverSocket(client, socketFile);
  return async () => {
    await stopServing();
    await rm(socketFile, { force: true });
  };
}
