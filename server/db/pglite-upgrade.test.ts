import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { asc } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { PGlite as PGlite03 } from "pglite-03";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { lockPath } from "./pglite-folder";
import { upgradePaths } from "./pglite-upgrade";
import { contactRequests, leadNotifications } from "./schema";

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

const leads = [
  {
    firstName: "Zoë",
    lastName: "O'Brien",
    email: "zoe@example.com",
    company: "Café « Noir »",
    motivation: "Bonjour ; une question ?\nDeux lignes.",
    language: "fr",
  },
  { firstName: "伟", lastName: "张", email: "wei@example.cn", company: "中兴通讯", motivation: "你好", language: "zh" },
  { firstName: "Ada", lastName: "", email: "ada@example.com", company: "Engines\tLtd", motivation: "=1+1 \\ back", language: "en" },
];

/** A DATA_DIR as the site on PGlite 0.3 left it: the schema, three leads, a fourth erased, one notification. */
async function folderMadeByPglite03(folder: string) {
  const dataDir = path.join(folder, "pglite");
  await mkdir(dataDir, { recursive: true });
  const old = await PGlite03.create(dataDir);
  await migrate(drizzle(old as unknown as PGlite), { migrationsFolder });
  const db = drizzle(old as unknown as PGlite);
  const stored = await db
    .insert(contactRequests)
    .values([...leads, { ...leads[0]!, email: "erased@example.com" }])
    .returning();
  await db.insert(leadNotifications).values({ leadId: stored[0]!.id, channel: "email", attempts: 2, lastError: "421 try later" });
  await old.query(`delete from "Contact-final" where "Email" = 'erased@example.com'`);
  await old.close();
  return dataDir;
}

const major = (dataDir: string) => readFile(path.join(dataDir, "PG_VERSION"), "utf8").then((text) => text.trim());

describe("a database folder made by PGlite 0.3", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function tempFolder() {
    const folder = await mkdtemp(path.join(tmpdir(), "pglite-upgrade-"));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    return folder;
  }

  it("is not opened by PGlite 0.5 alone, which leaves it as it was", async () => {
    const dataDir = await folderMadeByPglite03(await tempFolder());
    const before = await readdir(dataDir, { recursive: true });
    await expect(PGlite.create(dataDir)).rejects.toThrow();
    expect(await major(dataDir)).toBe("17");
    expect(await readdir(dataDir, { recursive: true })).toEqual(before);
  });

  it("is copied at start into a PGlite 0.5 folder with every lead, the next id following, the old folder kept beside it", async () => {
    const folder = await tempFolder();
    const dataDir = await folderMadeByPglite03(folder);

    const handle = await openDatabase({ dataDir: folder });
    try {
      const rows = await handle.db.select().from(contactRequests).orderBy(asc(contactRequests.id));
      expect(
        rows.map(({ id, firstName, lastName, email, company, motivation, language }) => ({ id, firstName, lastName, email, company, motivation, language })),
      ).toEqual(leads.map((lead, index) => ({ id: index + 1, ...lead })));
      expect(rows.every(({ createdAt }) => createdAt instanceof Date && Date.now() - createdAt.getTime() < 10 * 60_000)).toBe(true);
      const notifications = await handle.db.select().from(leadNotifications);
      expect(notifications).toMatchObject([{ leadId: 1, channel: "email", attempts: 2, lastError: "421 try later" }]);
      // Lead 4 was erased under 0.3: its id is not given again.
      const [added] = await handle.db
        .insert(contactRequests)
        .values({ ...leads[2]!, email: "next@example.com" })
        .returning();
      expect(added!.id).toBe(5);
    } finally {
      await handle.close();
    }

    expect(await major(dataDir)).toBe("18");
    const { backup, copying, checked } = upgradePaths(dataDir);
    expect(existsSync(copying) || existsSync(checked)).toBe(false);
    expect(existsSync(lockPath(folder))).toBe(false);
    // The old folder, as it was: PGlite 0.3 still opens it, with its three leads.
    expect(await major(backup)).toBe("17");
    const old = await PGlite03.create(backup);
    expect((await old.query(`select count(*)::int as n from "Contact-final"`)).rows).toEqual([{ n: 3 }]);
    await old.close();

    // Opened again, it is simply PGlite 0.5's folder.
    const again = await openDatabase({ dataDir: folder });
    expect(await again.db.$count(contactRequests)).toBe(4);
    await again.close();
  });

  it("takes its checked copy when a stop came between the two renames", async () => {
    const folder = await tempFolder();
    const first = await openDatabase({ dataDir: folder });
    await first.db.insert(contactRequests).values(leads[0]!);
    await first.close();
    const dataDir = path.join(folder, "pglite");
    const { backup, checked } = upgradePaths(dataDir);
    // The old folder moved to its rest, the copy not yet in its place.
    await rename(dataDir, checked);
    await mkdir(backup);

    const handle = await openDatabase({ dataDir: folder });
    expect(await handle.db.$count(contactRequests)).toBe(1);
    await handle.close();
    expect(existsSync(checked)).toBe(false);
  });

  it("refuses a folder of another PostgreSQL major with a message that says what to do, and changes nothing", async () => {
    const folder = await tempFolder();
    const dataDir = path.join(folder, "pglite");
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, "PG_VERSION"), "16\n");
    const copy = path.join(folder, "before");
    await cp(dataDir, copy, { recursive: true });

    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(/made by PostgreSQL 16.*Nothing was changed.*docs\/leads\.md/);
    expect(await readdir(dataDir)).toEqual(await readdir(copy));
    expect(existsSync(lockPath(folder))).toBe(false);
  });
});
