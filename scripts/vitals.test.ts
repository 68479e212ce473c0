import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~server/db/client";
import { storeVitalsReport, type VitalsGroup } from "~/features/analytics/field-vitals.server";
import type { VitalsReport } from "~/features/analytics/vitals-report";
import { vitalsTable, vitalsJson } from "./vitals-format";

const execFileAsync = promisify(execFile);
/** Each run starts a TypeScript process; on a busy machine that takes seconds. */
const CLI_TIMEOUT_MS = 300_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const metrics = (values: Partial<Record<keyof VitalsGroup["metrics"], [samples: number, p75: number | null]>>): VitalsGroup["metrics"] => {
  const none: [number, null] = [0, null];
  return Object.fromEntries(
    (["LCP", "INP", "CLS", "FCP", "TTFB"] as const).map((name) => {
      const [samples, p75] = values[name] ?? none;
      return [name, { samples, p75 }];
    }),
  ) as VitalsGroup["metrics"];
};

describe("vitalsTable and vitalsJson", () => {
  const groups: VitalsGroup[] = [
    {
      page: "home",
      language: "zh",
      device: "mobile",
      metrics: metrics({ LCP: [40, 2710], INP: [12, 180], CLS: [40, 0.31], FCP: [40, 1200], TTFB: [40, 820] }),
    },
    { page: "terms", language: "fr", device: "desktop", metrics: metrics({ LCP: [3, 900], CLS: [3, 0] }) },
  ];

  it("prints each p75 with its samples and Google's rating, and says so where the samples are too few", () => {
    const [title, header, home, terms] = vitalsTable(groups, { minSamples: 10, since: new Date("2026-11-21T00:00:00Z") }).split("\n");
    expect(title).toContain("since 2026-11-21T00:00:00.000Z");
    expect(header).toMatch(/^page\s+language\s+device\s+LCP\s+INP\s+CLS\s+FCP\s+TTFB/);
    expect(home).toMatch(
      /^home\s+zh\s+mobile\s+2710 ms needs improvement \(40\)\s+180 ms good \(12\)\s+0\.31 poor \(40\)\s+1200 ms good \(40\)\s+820 ms needs improvement \(40\)$/,
    );
    expect(terms).toMatch(/^terms\s+fr\s+desktop\s+too few samples \(3 < 10\)\s+no samples\s+too few samples \(3 < 10\)/);
  });

  it("gives tools the same in JSON: no figure below the minimum, and why", () => {
    const json = vitalsJson(groups, { minSamples: 10, since: new Date("2026-11-21T00:00:00Z") });
    expect(json).toEqual({
      since: "2026-11-21T00:00:00.000Z",
      minSamples: 10,
      groups: [
        expect.objectContaining({
          page: "home",
          language: "zh",
          device: "mobile",
          metrics: expect.objectContaining({ LCP: { samples: 40, p75: 2710, rating: "needs improvement" }, CLS: { samples: 40, p75: 0.31, rating: "poor" } }),
        }),
        expect.objectContaining({
          page: "terms",
          metrics: expect.objectContaining({ LCP: { samples: 3, p75: null, rating: null, note: "too few samples (3 < 10)" } }),
        }),
      ],
    });
  });
});

describe("npm run vitals on a PGlite folder", () => {
  let folder: string;
  const cli = (...args: string[]) =>
    execFileAsync(process.execPath, ["--import", "tsx", "scripts/vitals.ts", ...args], { env: { ...process.env, DATA_DIR: folder, DATABASE_URL: "" } });

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "pr-site-vitals-cli-"));
    const handle = await openDatabase({ dataDir: folder });
    const store = (report: Partial<VitalsReport>, now = Date.now()) =>
      storeVitalsReport(handle.db, { path: "/zh", lang: "zh", device: "mobile", ...report }, now);
    // Chinese home page on phones this week: LCP 1000, 2000, ... 8000 ms; p75 is the sixth, 6000.
    for (let i = 1; i <= 8; i += 1) await store({ LCP: i * 1000, CLS: 0.01 });
    // Older than the period asked for: not counted.
    await store({ LCP: 60_000 }, Date.now() - 10 * DAY_MS);
    await store({ path: "/en", lang: "en", device: "desktop", LCP: 900 });
    await handle.close();
  }, CLI_TIMEOUT_MS);
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it(
    "prints the p75 of each metric per page, language and device over the period, in text and in JSON",
    async () => {
      const text = (await cli("--since", "7d", "--min-samples", "5")).stdout;
      expect(text).toMatch(/home\s+zh\s+mobile\s+6000 ms poor \(8\)\s+no samples\s+0\.01 good \(8\)/);
      expect(text).toMatch(/home\s+en\s+desktop\s+too few samples \(1 < 5\)/);
      const json = JSON.parse((await cli("--since", "7d", "--min-samples", "5", "--format", "json")).stdout) as ReturnType<typeof vitalsJson>;
      expect(json.groups.find((group) => group.language === "zh")?.metrics.LCP).toEqual({ samples: 8, p75: 6000, rating: "poor" });
      const month = JSON.parse((await cli("--since", "30d", "--format", "json", "--min-samples", "1")).stdout) as ReturnType<typeof vitalsJson>;
      expect(month.groups.find((group) => group.language === "zh")?.metrics.LCP).toMatchObject({ samples: 9, p75: 7000 });
    },
    CLI_TIMEOUT_MS,
  );

  it(
    "explains its usage and refuses bad options",
    async () => {
      expect((await cli("--help")).stdout).toContain("--since 7d");
      await expect(cli("--since", "soon")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("--since must be") });
      await expect(cli("--format", "xml")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("--format must be text or json") });
      await expect(cli("--min-samples", "none")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("--min-samples must be") });
    },
    CLI_TIMEOUT_MS,
  );
});
