import { rateVital, type VitalRating, type VitalsGroup } from "~/features/analytics/field-vitals.server";
import { vitalNames, type VitalName } from "~/features/analytics/vitals-report";

export interface SummaryOptions {
  /** Below this many samples a metric shows no figure: a p75 of three visits says nothing. */
  minSamples: number;
  since: Date;
}

type Cell = { samples: number; p75: number; rating: VitalRating } | { samples: number; p75: null; rating: null; note: string };

function cell(name: VitalName, { samples, p75 }: VitalsGroup["metrics"][VitalName], minSamples: number): Cell {
  if (samples === 0 || p75 === null) return { samples, p75: null, rating: null, note: "no samples" };
  if (samples < minSamples) return { samples, p75: null, rating: null, note: `too few samples (${samples} < ${minSamples})` };
  return { samples, p75, rating: rateVital(name, p75) };
}

function shown(name: VitalName, metric: Cell): string {
  if (metric.p75 === null) return metric.note;
  const value = name === "CLS" ? metric.p75.toFixed(2) : `${Math.round(metric.p75)} ms`;
  return `${value} ${metric.rating} (${metric.samples})`;
}

/** For people: one line per page × language × device, each metric's p75, its rating and (samples). */
export function vitalsTable(groups: VitalsGroup[], { minSamples, since }: SummaryOptions): string {
  const rows = [
    ["page", "language", "device", ...vitalNames],
    ...groups.map((group) => [group.page, group.language, group.device, ...vitalNames.map((name) => shown(name, cell(name, group.metrics[name], minSamples)))]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) =>
    row
      .map((text, column) => text.padEnd(widths[column]!))
      .join("  ")
      .trimEnd(),
  );
  const title = `Field vitals since ${since.toISOString()}: 75th percentile, Google's rating, (samples); no figure below ${minSamples} samples.`;
  return [title, ...(groups.length > 0 ? lines : ["No reports in this period."])].join("\n");
}

/** For tools: the same figures, a metric with too few samples as p75 null with the reason. */
export function vitalsJson(groups: VitalsGroup[], { minSamples, since }: SummaryOptions) {
  return {
    since: since.toISOString(),
    minSamples,
    groups: groups.map((group) => ({
      ...group,
      metrics: Object.fromEntries(vitalNames.map((name) => [name, cell(name, group.metrics[name], minSamples)])) as Record<VitalName, Cell>,
    })),
  };
}
