import { describe, expect, it } from "vitest";
import { summarizeNavigation } from "./navigation.ts";

describe("a navigation row of the bench", () => {
  it("says how many of its samples were shown from a prerender, beside their p75", () => {
    const row = summarizeNavigation(Array.from({ length: 12 }, (_, index) => ({ ms: 100 + index, prerendered: index % 3 !== 0 })));
    expect(row).toMatchObject({ p75Ms: 108, samples: 12, prerendered: 8 });
  });

  it("says of the presses on a prerendering link how many found the page parsed, counting timed samples only", () => {
    const pressed = (ms: number | null, parsedBeforePress: boolean) => ({ ms, prerendered: ms !== null, parsedBeforePress });
    const row = summarizeNavigation([pressed(300, true), pressed(500, false), pressed(520, false), pressed(null, true)]);
    expect(row).toMatchObject({ prerendered: 3, parsedBeforePress: "1 of 3" });
    expect(summarizeNavigation([{ ms: 400 }]).parsedBeforePress).toBe("–");
  });
});
