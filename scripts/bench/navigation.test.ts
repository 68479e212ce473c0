import { describe, expect, it } from "vitest";
import { summarizeNavigation } from "./navigation.ts";

describe("a navigation row of the bench", () => {
  it("says how many of its samples were shown from a prerender, beside their p75", () => {
    const row = summarizeNavigation(Array.from({ length: 12 }, (_, index) => ({ ms: 100 + index, prerendered: index % 3 !== 0 })));
    expect(row).toMatchObject({ p75Ms: 108, samples: 12, prerendered: 8 });
  });
});
