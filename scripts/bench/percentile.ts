// How the bench reads a timed row as field tools read a vital (INP, the navigations' paints): the 75th
// percentile of its samples, shared by the taps (./interactions.ts) and the navigations (./navigation.ts).

/** One sample's time (null: not measured, `note` says why), and how it was read. */
export interface TimedSample {
  ms: number | null;
  method?: string;
  note?: string;
}

/** The samples a row's 75th percentile needs (issues 43 and 46: at least 12). */
export const P75_SAMPLES = 12;

/**
 * The samples' 75th percentile by nearest rank: the smallest value that at least three samples in four do
 * not exceed, as the field vitals read it (percentile_disc), with their median. Fewer than `minimum`
 * measured samples give none, with the reason: a p75 of a few says little.
 */
export function summarizeP75(samples: TimedSample[], minimum = P75_SAMPLES) {
  const measured = samples
    .map((sample) => sample.ms)
    .filter((ms) => ms !== null)
    .sort((a, b) => a - b);
  const notes = [...new Set(samples.map((sample) => sample.note).filter(Boolean))];
  if (measured.length < minimum) notes.unshift(`too few samples (${measured.length} < ${minimum})`);
  return {
    p75Ms: measured.length >= minimum ? (measured[Math.ceil(measured.length * 0.75) - 1] ?? null) : null,
    medianMs: measured[Math.floor(measured.length / 2)] ?? null,
    samples: measured.length,
    method: [...new Set(samples.map((sample) => sample.method).filter(Boolean))].join(", "),
    note: notes.join("; "),
  };
}
