import { mkdtemp, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { isServerOnly, serverOnly } from "./server-only";

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Builds `entry` for the browser from a fixture folder of the given files. */
async function browserBuild(files: Record<string, string>) {
  const root = await mkdtemp(path.join(tmpdir(), "server-only-"));
  folders.push(root);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return build({
    root,
    logLevel: "silent",
    plugins: [serverOnly()],
    build: { write: false, lib: { entry: path.join(root, "entry.ts"), formats: ["es"] } },
  });
}

describe("server-only code in a browser build", () => {
  it("names the modules it guards: the server tree, Astro's render helpers and a feature's *.server.ts", () => {
    expect(isServerOnly("/site/server/db/client.ts", "/site")).toBe(true);
    expect(isServerOnly("/site/server/http/app.ts", "/site")).toBe(true);
    expect(isServerOnly("/site/src/render/photos.ts", "/site")).toBe(true);
    expect(isServerOnly("/site/src/features/contact/service.server.ts", "/site")).toBe(true);
    expect(isServerOnly("/site/src/features/contact/form.tsx", "/site")).toBe(false);
    expect(isServerOnly("/site/src/lib/observer.ts", "/site")).toBe(false);
    // A package's own server/ folder is not the site's.
    expect(isServerOnly("/site/node_modules/some-package/server/index.js", "/site")).toBe(false);
  });

  it("fails the build when browser code imports the server tree, naming the importer", async () => {
    const building = browserBuild({
      "entry.ts": 'import { secret } from "./server/db/client";\nconsole.log(secret);\n',
      "server/db/client.ts": 'export const secret = "database password";\n',
    });
    await expect(building).rejects.toThrow(/server\/db\/client\.ts is imported by browser code \(.*entry\.ts\)/);
  });

  it("fails the build when browser code imports it, naming the importer", async () => {
    const building = browserBuild({
      "entry.ts": 'import { secret } from "./store.server";\nconsole.log(secret);\n',
      "store.server.ts": 'export const secret = "database password";\n',
    });
    await expect(building).rejects.toThrow(/store\.server\.ts is imported by browser code \(.*entry\.ts\)/);
  });

  it("lets a browser build without server-only imports through", async () => {
    await expect(
      browserBuild({ "entry.ts": 'import { shared } from "./shared";\nconsole.log(shared);\n', "shared.ts": "export const shared = 1;\n" }),
    ).resolves.toBeDefined();
  });
});
