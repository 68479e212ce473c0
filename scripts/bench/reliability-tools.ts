// What the parts of `npm run bench:reliability` (./reliability.ts) share: the port and bounds of every
// part, the server's log read line by line, answers counted by status class, and a seeded random source.
import { type PostAnswer } from "./contact-client.ts";

export const PORT = Number(process.env.BENCH_PORT ?? 3330);
/** Posts in flight at once (the exactly-once and spoofed parts). */
export const CONCURRENCY = 50;
/** Hard stop for one part's requests, whatever happens. */
export const PART_TIME_LIMIT_MS = Number(process.env.BENCH_PART_TIME_LIMIT_MS ?? 300_000);
export const REQUEST_TIMEOUT_MS = 20_000;
/** The hostile corpus and the spoofed part's garbage are drawn from it: the same seed, the same requests. */
export const SEED = Number(process.env.BENCH_SEED ?? 20_261_124);

export const B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
export const PRINTABLE = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join("");

export interface LogStats {
  lines: number;
  byLevel: Record<string, number>;
  byMessage: Record<string, number>;
  notJson: number;
  rawStackLines: number;
  stackBelowError: number;
  examples: { notJson: string[]; stackBelowError: string[]; error: string[] };
}

/** Reads the server's stdout+stderr line by line: is each line one JSON object, and where are stack traces? */
export function logWatcher(): { stats: LogStats; onLogLine: (line: string) => void } {
  const stats: LogStats = {
    lines: 0,
    byLevel: {},
    byMessage: {},
    notJson: 0,
    rawStackLines: 0,
    stackBelowError: 0,
    examples: { notJson: [], stackBelowError: [], error: [] },
  };
  const keep = (list: string[], line: string) => list.length < 5 && list.push(line.slice(0, 400));
  const onLogLine = (line: string) => {
    stats.lines += 1;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      // not JSON
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      stats.notJson += 1;
      if (/^\s+at /.test(line)) stats.rawStackLines += 1;
      keep(stats.examples.notJson, line);
      return;
    }
    const entry = parsed as { level?: unknown; msg?: unknown };
    const level = typeof entry.level === "string" ? entry.level : "(none)";
    stats.byLevel[level] = (stats.byLevel[level] ?? 0) + 1;
    const message = `${level}: ${String(entry.msg).slice(0, 80)}`;
    stats.byMessage[message] = (stats.byMessage[message] ?? 0) + 1;
    if (level === "error") keep(stats.examples.error, line);
    else if (line.includes("\\n    at ") || line.includes('"stack"')) {
      stats.stackBelowError += 1;
      keep(stats.examples.stackBelowError, line);
    }
  };
  return { stats, onLogLine };
}

/** The "error" of an upload the bench itself abandons: no answer can come, and none is missing. */
export const BENCH_ABORT = "aborted by the bench";

export type StatusClass = "1xx" | "2xx" | "3xx" | "4xx" | "5xx";
export type Statuses = { classes: Record<StatusClass, number>; byStatus: Record<number, number>; connectionErrors: Record<string, number> };

export function statusCounter() {
  const classes: Record<StatusClass, number> = { "1xx": 0, "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 };
  const byStatus: Record<number, number> = {};
  const errors: Record<string, number> = {};
  return {
    classes,
    byStatus,
    errors,
    add({ status, error }: Pick<PostAnswer, "status" | "error">) {
      if (status > 0) {
        const statusClass = `${String(status)[0]}xx` as StatusClass;
        classes[statusClass] = (classes[statusClass] ?? 0) + 1;
        byStatus[status] = (byStatus[status] ?? 0) + 1;
      } else {
        errors[error ?? "unknown"] = (errors[error ?? "unknown"] ?? 0) + 1;
      }
    },
    /** Requests without an answer, but for the uploads the bench itself abandons (no answer can come). */
    connectionErrors: () => Object.entries(errors).reduce((sum, [code, n]) => (code === BENCH_ABORT ? sum : sum + n), 0),
  };
}

export interface Random {
  next(): number;
  /** A whole number from 0 to n − 1. */
  int(n: number): number;
  pick<Item>(list: readonly Item[]): Item;
  chars(alphabet: string, length: number): string;
  chance(p: number): boolean;
}

/** A small fast PRNG (mulberry32): the same seed, the same corpus. */
export function prng(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <Item>(list: readonly Item[]) => list[int(list.length)]!;
  const chars = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[int(alphabet.length)]).join("");
  return { next, int, pick, chars, chance: (p) => next() < p };
}
