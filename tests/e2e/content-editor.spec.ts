import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

test.describe("the content editor on the public site", () => {
  test("is not there: no route answers, and no built file carries its code", async ({ request }) => {
    for (const address of ["/keystatic", "/keystatic/singleton/home-it", "/api/keystatic/tree"]) {
      expect((await request.get(address)).status(), address).toBe(404);
    }
    // What visitors receive names nothing of it; the server (whose middleware knows the editor's path) holds no package of it.
    expect(builtFilesMatching("dist/client", /keystatic/i)).toEqual([]);
    expect(builtFilesMatching("dist/server", /@keystatic\//)).toEqual([]);
  });
});

function builtFilesMatching(folder: string, pattern: RegExp): string[] {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && /\.(html|m?js|css|json)$/.test(entry.name));
  expect(files.length, folder).toBeGreaterThan(10);
  return files.map((entry) => path.join(entry.parentPath, entry.name)).filter((file) => pattern.test(readFileSync(file, "utf8")));
}
