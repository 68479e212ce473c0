import { describe, expect, it } from "vitest";
import { P75_SAMPLES, summarizeP75 } from "./percentile.ts";

const samples = (values: (number | null)[]) => values.map((ms) => (ms === null ? { ms, note: "link covered" } : { ms, method: "first contentful paint" }));

describe("a row of the bench read as field tools read a vital", () => {
  it("is the 75th percentile of 12 samples by nearest rank: the 9th smallest, not an average of two", () => {
    const row = summarizeP75(samples([120, 40, 50, 60, 70, 80, 90, 100, 110, 45, 55, 300]));
    expect(row).toMatchObject({ p75Ms: 100, medianMs: 80, samples: 12, method: "first contentful paint", note: "" });
  });

  it("counts only the samples that measured something, and gives no p75 below 12 of them, saying why", () => {
    const row = summarizeP75(samples([...Array.from({ length: 11 }, (_, index) => 50 + index), null]));
    expect(P75_SAMPLES).toBe(12);
    expect(row.p75Ms).toBeNull();
    expect(row.samples).toBe(11);
    expect(row.note).toBe("too few samples (11 < 12); link covered");
  });
});
