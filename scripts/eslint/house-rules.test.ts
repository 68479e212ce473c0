import path from "node:path";
import { ESLint, Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import house from "./house-plugin.js";
import { importBoundaries } from "./import-boundaries.js";

const projectRoot = path.resolve(import.meta.dirname, "../..");
/** A small house that breaks each rule once, beside files that keep them (scripts/eslint/fixtures/house). */
const fixtureRoot = path.join(import.meta.dirname, "fixtures/house");

async function findings(): Promise<Record<string, string[]>> {
  const eslint = new ESLint({
    cwd: fixtureRoot,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.ts", "**/*.tsx"],
        languageOptions: { parser: tseslint.parser },
        plugins: { house },
        settings: { house: { root: fixtureRoot } },
        rules: { "house/no-import-cycles": "error" },
      },
      { files: ["**/*.ts", "**/*.tsx"], ...importBoundaries(fixtureRoot) },
    ],
  });
  const byFile: Record<string, string[]> = {};
  for (const result of await eslint.lintFiles(["src"])) {
    byFile[path.relative(fixtureRoot, result.filePath)] = result.messages.map((message) => `${message.ruleId}: ${message.message}`);
  }
  return byFile;
}

describe("the house rules", () => {
  it("fail on each deliberate violation and pass the files that keep them", async () => {
    const found = await findings();
    expect(found["src/browser/leaks-server.ts"]).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*must not import server-only code \(src\/features\/a\/secret\.server\.ts\)/),
      expect.stringMatching(/^boundaries\/dependencies: .*must not import server-only code \(src\/render\/photos\.ts\)/),
      expect.stringMatching(/^boundaries\/dependencies: .*must not import server-only code \(server\/db\.ts\)/),
    ]);
    // Within one feature too: its island never imports its own server part.
    expect(found["src/features/a/leaks-own-server.ts"]).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*must not import server-only code \(src\/features\/a\/secret\.server\.ts\)/),
    ]);
    expect(found["src/features/b/reaches-in.ts"]).toEqual([
      expect.stringMatching(
        /^boundaries\/dependencies: .*reaches into another feature \(src\/features\/a\/helper\.ts\): import from its entry, ~\/features\/a\.$/,
      ),
    ]);
    expect(found["src/content/draws.ts"]).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*imports nothing that draws \(react\)/),
      expect.stringMatching(/^boundaries\/dependencies: .*imports nothing that draws \(src\/components\/card\.tsx\)/),
    ]);
    // A circle of type-only imports is reported from both ends.
    expect(found["src/lib/cycle-one.ts"]).toEqual([
      "house/no-import-cycles: Import circle: src/lib/cycle-one.ts → src/lib/cycle-two.ts → src/lib/cycle-one.ts. Move what both sides need into a module of its own.",
    ]);
    expect(found["src/lib/cycle-two.ts"]).toEqual([
      "house/no-import-cycles: Import circle: src/lib/cycle-two.ts → src/lib/cycle-one.ts → src/lib/cycle-two.ts. Move what both sides need into a module of its own.",
    ]);
    for (const clean of ["src/features/b/through-entry.ts", "src/lib/clean.ts", "src/features/a/index.ts", "src/components/card.tsx"])
      expect(found[clean], clean).toEqual([]);
  });

  it("are on in the project's own configuration, for UI, browser and server code alike", async () => {
    const eslint = new ESLint({ cwd: projectRoot });
    for (const file of ["src/features/contact/contact-form.tsx", "src/browser/page.ts", "src/content/legal/index.ts", "server/http/app.ts"]) {
      const { rules } = await eslint.calculateConfigForFile(file);
      expect(rules["boundaries/dependencies"]?.[0], file).toBe(2);
      expect(rules["house/no-import-cycles"], file).toEqual([2]);
    }
  });

  it("hold one import style: the site outside a module's folder through ~/ or ~server/, never ../", async () => {
    const eslint = new ESLint({ cwd: projectRoot });
    // The project's own setting for the file, run alone: the type-aware rules would take seconds per text.
    const styleFindings = async (filePath: string, text: string) => {
      const { rules } = await eslint.calculateConfigForFile(filePath);
      const setting = rules["no-restricted-imports"] ?? "off";
      const config = [{ files: ["**/*.ts"], languageOptions: { parser: tseslint.parser }, rules: { "no-restricted-imports": setting } }];
      return new Linter().verify(text, config, filePath).map((message) => message.message);
    };
    const outside = /through ~\/ \(src\/\) or ~server\/ \(server\/\)/;
    expect(await styleFindings("src/browser/page.ts", 'export { pagePath } from "../lib/pages";\n')).toEqual([expect.stringMatching(outside)]);
    expect(await styleFindings("server/http/app.ts", 'export type { Env } from "../env";\n')).toEqual([expect.stringMatching(outside)]);
    expect(await styleFindings("scripts/leads.ts", 'export { parseEnv } from "../server/env";\n')).toEqual([expect.stringMatching(outside)]);
    expect(await styleFindings("server/http/app.ts", 'export type { Env } from "~server/env";\nexport { pagePath } from "~/lib/pages";\n')).toEqual([]);
    expect(await styleFindings("scripts/leads.ts", 'export { findChromium } from "./find-chromium.mjs";\n')).toEqual([]);
  });
});
