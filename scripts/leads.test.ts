import { randomUUID } from "node:crypto";
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~server/db/client";
import { storeLead } from "~/features/contact/leads.server";
import type { ContactRequest } from "~server/db/schema";
import { leadsToCsv, parseDuration } from "./leads-format";

const execFileAsync = promisify(execFile);
/** Each run starts a TypeScript process; on a busy machine that takes seconds. */
const CLI_TIMEOUT_MS = 300_000;

describe("leadsToCsv", () => {
  it("quotes what needs quoting and defuses spreadsheet formulas", () => {
    const lead = {
      id: 7,
      createdAt: new Date("2026-01-02T03:04:05.000Z"),
      language: "it",
      firstName: '=HYPERLINK("x")',
      lastName: "O'Brien, Jr.",
      email: "a@b.c",
      company: "@corp",
      motivation: 'line one\nsays "hi"',
    } as ContactRequest;
    expect(leadsToCsv([lead])).toBe(
      "\uFEFFid,created_at,language,First Name,Last Name,Email,Company,Motivation\r\n" +
        `7,2026-01-02T03:04:05.000Z,it,"'=HYPERLINK(""x"")","O'Brien, Jr.",a@b.c,'@corp,"line one\nsays ""hi"""\r\n`,
    );
  });

  it("defuses a formula hidden after a separator a spreadsheet in Italian or French splits on", () => {
    const lead = {
      id: 8,
      createdAt: new Date("2026-01-02T03:04:05.000Z"),
      language: "fr",
      firstName: "Zoé",
      lastName: "Müller",
      email: "z@b.c",
      company: "AE",
      motivation: "ciao;=COLLEG.IPERTESTUALE(1)\tsecond\n-third",
    } as ContactRequest;
    const [, row] = leadsToCsv([lead]).split("\r\n");
    expect(row).toBe(`8,2026-01-02T03:04:05.000Z,fr,Zoé,Müller,z@b.c,AE,"ciao;'=COLLEG.IPERTESTUALE(1)\tsecond\n'-third"`);
  });
});

describe("parseDuration", () => {
  it("turns 3y, 18m and 30d into a cut-off before now, and refuses anything else", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    expect(parseDuration("3y", now)?.toISOString()).toBe("2023-11-22T10:00:00.000Z");
    expect(parseDuration("18m", now)?.toISOString()).toBe("2025-05-22T10:00:00.000Z");
    expect(parseDuration("30d", now)?.toISOString()).toBe("2026-10-23T10:00:00.000Z");
    for (const bad of ["3", "y", "3 years", "-3y", ""]) expect(parseDuration(bad, now)).toBeUndefined();
  });
});

describe("npm run leads on a PGlite folder", () => {
  let folder: string;
  const cli = (...args: string[]) =>
    execFileAsync(process.execPath, ["--import", "tsx", "scripts/leads.ts", ...args], { env: { ...process.env, DATA_DIR: folder, DATABASE_URL: "" } });

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "pr-site-cli-"));
    const handle = await openDatabase({ dataDir: folder });
    const lead = (email: string, fullName: string) =>
      storeLead(handle.db, {
        submissionKey: randomUUID(),
        values: { fullName, email, company: "Co", motivation: "" },
        language: "en",
        defaultMotivation: "Contact request from form",
        channels: [],
      });
    await lead("old@example.com", "Old Lead");
    await lead("Erase.Me@example.com", "Erase Me");
    await lead("keep@example.com", "Keep Me");
    await handle.db.execute(sql`update "Contact-final" set created_at = now() - interval '4 years' where "Email" = 'old@example.com'`);
    await handle.close();
  }, CLI_TIMEOUT_MS);
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it(
    "exports, filters by date, erases by address and purges by age",
    async () => {
      const all = JSON.parse((await cli("export", "--format", "json")).stdout) as { email: string }[];
      expect(all.map((lead) => lead.email)).toEqual(["old@example.com", "Erase.Me@example.com", "keep@example.com"]);
      const since = new Date(Date.now() - 24 * 3600_000).toISOString();
      const recent = (await cli("export", "--format", "csv", "--since", since)).stdout.trim().split("\r\n");
      expect(recent).toHaveLength(3);
      expect(recent[1]).toContain("Erase.Me@example.com");

      expect((await cli("erase", "--email", "erase.me@EXAMPLE.com")).stdout).toContain("Erased 1 lead(s)");
      expect((await cli("purge", "--older-than", "3y")).stdout).toContain("Purged 1 lead(s)");
      const left = JSON.parse((await cli("export", "--format", "json")).stdout) as { email: string }[];
      expect(left.map((lead) => lead.email)).toEqual(["keep@example.com"]);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    "explains its usage and refuses bad options",
    async () => {
      expect((await cli("--help")).stdout).toContain("export --format csv|json");
      await expect(cli("export", "--format", "xml")).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining("export needs --format csv or --format json"),
      });
      await expect(cli("purge", "--older-than", "soon")).rejects.toMatchObject({ stderr: expect.stringContaining("--older-than must be") });
    },
    CLI_TIMEOUT_MS,
  );

  it(
    "says clearly that the folder is in use when another process holds it without sharing it",
    async () => {
      const holder = await openDatabase({ dataDir: folder });
      try {
        await expect(cli("export", "--format", "json")).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining(`is in use by process ${process.pid}. Stop that process first`),
        });
      } finally {
        await holder.close();
      }
    },
    CLI_TIMEOUT_MS,
  );
});
