import { lt, sql } from "drizzle-orm";
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds, type MetricRatingThresholds } from "web-vitals";
import { z } from "zod";
import { languages, type Language } from "~/i18n/languages";
import { readCaseSlugs } from "~/content/cases/files";
import { allPagePaths } from "~/lib/pages";
import type { Database, DatabaseHandle } from "~server/db/client";
import { webVitals } from "~server/db/schema";
import { DAY_MS, purgeDaily, type Retention } from "~server/retention";
import { vitalNames, type VitalName, type VitalsReport } from "./vitals-report";

/** A report is about 250 bytes of JSON; the INP target is a selector of at most 100 characters. */
export const VITALS_REPORT_LIMIT_BYTES = 1024;

/** How long the field vitals are kept, as the privacy policy says in each language. */
export const VITALS_RETENTION_DAYS = 90;

const HOUR_MS = 60 * 60 * 1000;

/** A time the browser measured, in ms: a page that takes ten minutes to paint has no figure worth keeping. */
const milliseconds = z
  .number()
  .finite()
  .min(0)
  .max(10 * 60 * 1000)
  .optional();

/** What a browser of ours sends (field-vitals-beacon.ts), and nothing else: an unknown field is refused. */
export const vitalsReportSchema = z
  .strictObject({
    path: z.string().max(200),
    notFound: z.literal(true).optional(),
    lang: z.enum(languages),
    device: z.enum(["mobile", "tablet", "desktop"]),
    connection: z.enum(["slow-2g", "2g", "3g", "4g"]).optional(),
    LCP: milliseconds,
    INP: milliseconds,
    CLS: z.number().finite().min(0).max(100).optional(),
    FCP: milliseconds,
    TTFB: milliseconds,
    inpTarget: z.string().max(200).optional(),
  })
  .refine((report) => vitalNames.some((name) => report[name] !== undefined), "no metric") satisfies z.ZodType<VitalsReport>;

const pagesByPath = new Map(allPagePaths(readCaseSlugs()).map(({ page, lang, path }) => [path, { page, lang }]));

/**
 * The page a report is about: one of ours, found by its path (so its language is the path's), or the
 * page that answers every unknown path, whose address is not kept: a mistyped one may hold anything.
 */
export function reportedPage(report: Pick<VitalsReport, "path" | "notFound" | "lang">): { page: string; language: Language } | undefined {
  if (report.notFound) return { page: "not-found", language: report.lang };
  const known = pagesByPath.get(report.path.length > 1 ? report.path.replace(/\/$/, "") : report.path);
  return known && { page: known.page, language: known.lang };
}

/** Stores one report; false when it names no page of ours. */
export async function storeVitalsReport(db: Database, report: VitalsReport, now = Date.now()): Promise<boolean> {
  const page = reportedPage(report);
  if (!page) return false;
  await db.insert(webVitals).values({
    // The hour, not the moment: a row cannot be matched to a visit in a server's access log.
    receivedHour: new Date(Math.floor(now / HOUR_MS) * HOUR_MS),
    ...page,
    device: report.device,
    connection: report.connection ?? null,
    lcpMs: report.LCP ?? null,
    inpMs: report.INP ?? null,
    cls: report.CLS ?? null,
    fcpMs: report.FCP ?? null,
    ttfbMs: report.TTFB ?? null,
    inpTarget: report.INP === undefined ? null : (report.inpTarget ?? null),
  });
  return true;
}

export async function purgeVitals(db: Database, receivedBefore: Date): Promise<number> {
  const rows = await db.delete(webVitals).where(lt(webVitals.receivedHour, receivedBefore)).returning({ id: webVitals.id });
  return rows.length;
}

/** Deletes the reports past their retention, at start and then once a day (`purgeDaily`). */
export function purgeExpiredVitalsRegularly(database: DatabaseHandle, now: () => number = Date.now): Retention {
  return purgeDaily(
    "web vitals",
    () => new Date(now() - VITALS_RETENTION_DAYS * DAY_MS),
    (before) => purgeVitals(database.db, before),
  );
}

/** Google's thresholds (the web-vitals library's own): up to the first is good, up to the second needs improvement. */
export const vitalThresholds: Record<VitalName, MetricRatingThresholds> = {
  LCP: LCPThresholds,
  INP: INPThresholds,
  CLS: CLSThresholds,
  FCP: FCPThresholds,
  TTFB: TTFBThresholds,
};

export type VitalRating = "good" | "needs improvement" | "poor";

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = vitalThresholds[name];
  if (value <= good) return "good";
  return value <= poor ? "needs improvement" : "poor";
}

/** One page × language × device, each metric's 75th percentile over its samples. */
export interface VitalsGroup {
  page: string;
  language: string;
  device: string;
  metrics: Record<VitalName, { samples: number; p75: number | null }>;
}

const columns: Record<VitalName, string> = { LCP: "lcp_ms", INP: "inp_ms", CLS: "cls", FCP: "fcp_ms", TTFB: "ttfb_ms" };

/**
 * The 75th percentile of each metric per page × language × device, over the reports received since
 * `since`. percentile_disc: the smallest value that at least 75 % of the samples do not exceed, so a
 * p75 within a threshold means three visits in four were within it, as Google reads it.
 */
export async function vitalsPercentiles(db: Database, since: Date): Promise<VitalsGroup[]> {
  const aggregates = vitalNames.map((name) => {
    const column = sql.raw(columns[name]);
    return sql`count(${column})::integer as ${sql.raw(`"${name}_samples"`)}, percentile_disc(0.75) within group (order by ${column}) as ${sql.raw(`"${name}_p75"`)}`;
  });
  const result = (await db.execute(sql`
    select page, language, device, ${sql.join(aggregates, sql`, `)}
    from web_vitals
    where received_hour >= ${since.toISOString()}::timestamptz
    group by page, language, device
    order by page, language, device`)) as unknown as { rows: Record<string, string | number | null>[] };
  return result.rows.map((row) => ({
    page: String(row.page),
    language: String(row.language),
    device: String(row.device),
    metrics: Object.fromEntries(
      vitalNames.map((name) => {
        const p75 = row[`${name}_p75`];
        return [name, { samples: Number(row[`${name}_samples`]), p75: p75 === null || p75 === undefined ? null : Number(p75) }];
      }),
    ) as VitalsGroup["metrics"],
  }));
}
