import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const projectRoot = path.resolve(import.meta.dirname, "../..");

/** The rules the project's own lint config reports for a component written at `src/components/`. */
async function ruleIdsFor(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: projectRoot });
  const [result] = await eslint.lintText(code, { filePath: path.join(projectRoot, "src/components/carousel.tsx") });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("the component rules (React, its hooks, jsx-a11y)", () => {
  it("pass a component that keeps them", async () => {
    expect(await ruleIdsFor(`export function Logo({ name }: { name: string }) {\n  return <img src="/logo.svg" alt={name} />;\n}\n`)).toEqual([]);
  });

  it("fail on a picture without words, a hook called conditionally and a key missing from a list", async () => {
    const found = await ruleIdsFor(
      [
        `import { useState } from "react";`,
        `export function Broken({ open, items }: { open: boolean; items: string[] }) {`,
        `  if (open) useState(0);`,
        `  return <div>{items.map((item) => <img src={item} />)}</div>;`,
        `}`,
        ``,
      ].join("\n"),
    );
    expect(found).toEqual(expect.arrayContaining(["jsx-a11y-x/alt-text", "react-hooks/rules-of-hooks", "@eslint-react/no-missing-key"]));
  });
});
