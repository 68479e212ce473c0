import { mkdtempSync } from "node:fs";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { shellChunk } from "./shell-chunk";

let root: string;

/**
 * Like React Router's client build: the root and a route are both entries. The root imports two small
 * modules statically (one shared with the route) and the footer lazily; the route has one of its own.
 */
const files: Record<string, string> = {
  "app/shared.ts": 'export const shared = () => console.log("marker:shared");',
  "app/root-only.ts": 'export const rootOnly = () => console.log("marker:root-only");',
  "app/footer.ts": 'import { shared } from "./shared";\nexport const footer = () => { shared(); console.log("marker:footer"); };',
  "app/route-only.ts": 'export const routeOnly = () => console.log("marker:route-only");',
  "app/root.tsx": 'import { shared } from "./shared";\nimport { rootOnly } from "./root-only";\nshared(); rootOnly();\nexport const footer = () => import("./footer").then((m) => m.footer());',
  "app/routes/home.tsx": 'import { shared } from "../shared";\nimport { routeOnly } from "../route-only";\nshared(); routeOnly();',
};

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), "shell-chunk-test-"));
  for (const [file, source] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), source);
  }
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Builds the fixture and returns each chunk's file name and code. */
async function chunks(): Promise<Map<string, string>> {
  const shell = shellChunk();
  const outDir = path.join(root, "dist");
  await build({
    root,
    logLevel: "silent",
    configFile: false,
    plugins: [shell.plugin],
    build: {
      outDir,
      rolldownOptions: {
        input: { root: path.join(root, "app/root.tsx"), home: path.join(root, "app/routes/home.tsx") },
        preserveEntrySignatures: "exports-only",
        output: { codeSplitting: { groups: [shell.group] } },
      },
    },
  });
  const names = await readdir(path.join(outDir, "assets"));
  return new Map(await Promise.all(names.map(async (name) => [name, await readFile(path.join(outDir, "assets", name), "utf8")] as const)));
}

describe("the shell chunk", () => {
  it("puts every module the root imports statically in one chunk, and nothing a page could do without", async () => {
    const built = await chunks();
    const holding = (marker: string) => [...built].filter(([, code]) => code.includes(`marker:${marker}`)).map(([name]) => name);

    const [shell] = holding("shared");
    expect(shell).toMatch(/^shell-/);
    // Each module in exactly one file: the root's small modules share the shell, none is copied.
    expect(holding("shared")).toEqual([shell]);
    expect(holding("root-only")).toEqual([shell]);
    // The route's own module and the lazily loaded footer stay out of it.
    expect(holding("route-only")).not.toContain(shell);
    expect(holding("footer")).not.toContain(shell);
    expect(holding("footer")).toHaveLength(1);
  });
});
