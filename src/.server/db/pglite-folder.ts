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

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the folder for this process; a lock left by a killed process is taken over. */
export async function lockFolder(folder: string): Promise<() => Promise<void>> {
  const file = lockPath(folder);
  try {
    await writeFile(file, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const owner = Number((await readFile(file, "utf8").catch(() => "")).trim());
    if (owner && owner !== process.pid && isRunning(owner)) throw new FolderInUseError(folder, owner);
    if (owner === process.pid) throw new FolderInUseError(folder, owner);
    await writeFile(file, String(process.pid));
  }
  return async () => {
    const owner = Number((await readFile(file, "utf8").catch(() => "")).trim());
    if (owner === process.pid) await unlink(file).catch(() => undefined);
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
