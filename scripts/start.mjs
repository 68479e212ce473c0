// `npm start`: builds the site when the build is missing or older than its sources, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const buildEntry = "dist/server/entry.mjs";
// "src" includes the source photos (src/assets/photos) and their pipeline (src/render/photos.ts).
const sources = [
  "src",
  "public",
  "drizzle",
  "scripts/og-images",
  "scripts/vite",
  "scripts/precompress.ts",
  "server/http/content-security.ts",
  "astro.config.ts",
  "package-lock.json",
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs), 0);
}

function run(script) {
  const result = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log(builtAt ? "Sources changed since the last build: building…" : "No build yet: building…");
  run("build");
}
run("serve");
