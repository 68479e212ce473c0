// Finds a Chromium for the browser tests and benchmarks: CHROME_PATH, then the usual names on PATH.
// When there is none and apt-get can be used (root on Debian), installs Debian's chromium package;
// otherwise stops with a message saying how to get one. `npx playwright install` cannot download here.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];

function onPath(name) {
  const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

export function findChromium({ install = true } = {}) {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist.`);
  }
  for (const name of candidates) {
    const found = onPath(name);
    if (found) return found;
  }
  const canInstall = install && process.getuid?.() === 0 && onPath("apt-get");
  if (!canInstall) {
    throw new Error("No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROME_PATH to a Chromium or Chrome binary.");
  }
  console.log("Chromium not found: installing Debian's chromium package…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return findChromium({ install: false });
}

/** Flags Chromium needs as root in a sandboxed machine with no outside network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

if (import.meta.url === `file://${process.argv[1]}`) console.log(findChromium());
