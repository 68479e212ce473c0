import { describe, expect, it } from "vitest";
import { describeBuildError } from "./build";

describe("the build's report of a content mistake", () => {
  it("gives one line per field, with the file and what the field should be", () => {
    // The shape of Astro 7's InvalidContentEntryDataError, as thrown by `build()` for a YAML entry.
    const error = Object.assign(
      new Error(
        "**home → fr** data does not match collection schema.\n\n  **hero.eyebrow**: must not be empty\n  **hero.headlineDesktop**: **hero.headlineDesktop**: Required\n",
      ),
      {
        name: "InvalidContentEntryDataError",
        loc: { file: "/site/src/content/home/fr.yaml", line: 0, column: 0 },
      },
    );
    expect(describeBuildError(error, "/site")).toEqual([
      "src/content/home/fr.yaml: hero.eyebrow: must not be empty",
      "src/content/home/fr.yaml: hero.headlineDesktop is missing",
    ]);
  });

  it("keeps any other error's message on one line with its file", () => {
    const error = Object.assign(new Error("unknown brand fact {{mail}}"), { loc: { file: "/site/src/content/legal/en/terms.md" } });
    expect(describeBuildError(error, "/site")).toEqual(["src/content/legal/en/terms.md: unknown brand fact {{mail}}"]);
  });
});
