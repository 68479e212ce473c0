import { describe, expect, it } from "vitest";
import { summarizeTaps } from "./interactions.ts";

// Twelve taps timed by Event Timing, each with the older measure (two frames after the answer) beside it.
const taps = (values: number[]) => values.map((ms) => ({ ms, afterFramesMs: ms + 10, method: "event timing" }));

describe("a tap row of the bench", () => {
  it("reads the 75th percentile of 12 taps by nearest rank, the median beside it, not the worst", () => {
    const row = summarizeTaps(taps([64, 72, 56, 88, 80, 48, 72, 96, 64, 56, 240, 80]));
    expect(row).toMatchObject({ p75Ms: 80, medianMs: 72, samples: 12, afterFramesP75Ms: 90, method: "event timing", note: "" });
  });

  it("gives no figure for fewer than 12 measured taps, and says why", () => {
    const row = summarizeTaps([...taps([64, 72, 56, 88, 80, 48, 72, 96, 64, 56, 80]), { ms: null, note: "nothing opened" }]);
    expect(row.p75Ms).toBeNull();
    expect(row.afterFramesP75Ms).toBeNull();
    expect(row.note).toBe("too few samples (11 < 12); nothing opened");
  });
});
