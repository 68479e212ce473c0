// What the sections of `npm run bench` (./site.ts) share: the run they are part of (its options and
// servers), the page types and the peer's page each pairs with, the pairing itself, and the budget table's
// rows. Each section is a module of its own (./js.ts, ./lighthouse.ts, ./interactions.ts, ./navigation.ts,
// ./throughput.ts, ./headers.ts) exporting a `Section`.
import { type Language } from "~/i18n/languages.ts";
import { pagePath, type PageId } from "~/lib/pages.ts";
import { type BenchServer } from "./servers.ts";

/** Each page type: the page it measures on our site, the peer's page it pairs with, its JS budget (KB gzip). */
export const pageTypes = {
  home: { page: "home", peer: "/", jsBudgetKb: 15 },
  // A case's slug is the name of its content file (src/content/cases/), not a name the code knows.
  case: { page: "airhelp-case" as PageId, peer: "/about/", jsBudgetKb: 10 },
  contact: { page: "contact", peer: null, jsBudgetKb: 75 },
  legal: { page: "privacypolicy", peer: null, jsBudgetKb: 10 },
  "thank-you": { page: "thank-you", peer: null, jsBudgetKb: 10 },
} as const satisfies Record<string, { page: PageId; peer: string | null; jsBudgetKb: number }>;
export type PageType = keyof typeof pageTypes;

/** Ours (dist/ through the production server), the peer's build, and two pages of nothing (./servers.ts). */
export type ServerName = "ours" | "peer" | "floor";

export interface SiteBench {
  /** --runs: Lighthouse's runs per page, and the least of the navigations' and the taps' samples. */
  runs: number;
  /**
   * At most three, for the throughput rounds and the loads slowed for real: they vary
   * less than a simulated page load, and each costs the machine more (a page loaded on a 4× slower CPU,
   * or over a slow link; 10 s at full load).
   */
  shortRuns: number;
  langs: Language[];
  /** The page types asked for with --pages, else `fallback`. */
  pages(fallback: PageType[]): PageType[];
  servers: Partial<Record<ServerName, BenchServer>>;
  /** Ours listens on it; the bench's other servers on the next ports. */
  basePort: number;
}

/** The origin of one of the run's servers; a section that needs one the run did not start is a mistake of the bench's. */
export function origin(bench: SiteBench, name: ServerName): string {
  const server = bench.servers[name];
  if (!server) throw new Error(`the bench started no ${name} server`);
  return server.origin;
}

export interface BudgetRow {
  budget: string;
  ours: number | string;
  peer: number | string;
  ratio: number | string | null;
  limit: string;
  status: "ok" | "OVER" | "n/a" | "";
}

/** What one section gives the run: its part of bench/results.json, its rows of the budget table, its detail tables. */
export interface SectionReport {
  result: unknown;
  budgets: BudgetRow[];
  printDetails(): void;
}

export interface Section {
  /** Times something: waits first for the rest of the machine to go quiet, and says how busy it was meanwhile (./machine.ts). */
  timed: boolean;
  /** The servers it measures beside ours. */
  needs: readonly Exclude<ServerName, "ours">[];
  run(bench: SiteBench): Promise<SectionReport>;
}

export const median = (values: number[]): number | null => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
};
export const round = (value: number | null | undefined, digits = 1): number | null =>
  value === null || value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits;
export const kb = (bytes: number): number => round(bytes / 1024)!;
export const ratio = (ours: number | null, peer: number | null | undefined): number | null =>
  ours === null || peer === null || peer === undefined || peer === 0 ? null : round(ours / peer, 2);
/** The largest of `values` (or what `pick` picks), null for none. */
export const worst = (values: number[], pick: (...values: number[]) => number = Math.max): number | null => (values.length ? pick(...values) : null);

/** One row of the budget table: our value, the peer's where there is one, and whether it holds. */
export function budgetRow(
  budget: string,
  ours: number | string | null | undefined,
  peer: number | string | null | undefined,
  holds: boolean,
  limit: string,
): BudgetRow {
  return {
    budget,
    ours: ours ?? "n/a",
    peer: peer ?? "",
    ratio: typeof ours === "number" && typeof peer === "number" ? ratio(ours, peer) : "",
    limit,
    status: ours === null || ours === undefined ? "n/a" : holds ? "ok" : "OVER",
  };
}

/**
 * Measures the peer's page (when the type has one) and ours, one right after the other. Which goes first
 * swaps with `turn`: in one Chromium, the second of two Lighthouse runs reads a lower TBT (our home, 3
 * pairs with ours first: 81-303 ms, median 142, against 85 when it ran second), so a fixed order would
 * flatter whichever side always goes second.
 */
export async function paired<Sample>(
  bench: SiteBench,
  type: PageType,
  lang: Language,
  measure: (url: string) => Promise<Sample>,
  turn = 0,
): Promise<{ peer: Sample | null; ours: Sample }> {
  const peerPath = pageTypes[type].peer;
  const measurePeer = async () => (peerPath ? measure(origin(bench, "peer") + peerPath) : null);
  const measureOurs = () => measure(origin(bench, "ours") + pagePath(pageTypes[type].page, lang));
  if (turn % 2 === 1) {
    const ours = await measureOurs();
    return { peer: await measurePeer(), ours };
  }
  const peer = await measurePeer();
  return { peer, ours: await measureOurs() };
}
