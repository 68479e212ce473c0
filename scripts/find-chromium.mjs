// Finds a Chromium for the browser tests and benchmarks: CHROME_PATH, then the usual names on PATH.
// When there is none and apt-get can be used (root on Debian), installs Debian's chromium package;
// otherwise stops with a message saying how to get one. `npx playwright install` cannot download here.
// Roboto, which two browser tests give a browser as its only font, is found through fontconfig and
// installed the same way.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

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
  if (!install || !canAptInstall()) {
    throw new Error("No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROME_PATH to a Chromium or Chrome binary.");
  }
  aptInstall("chromium");
  return findChromium({ install: false });
}

/**
 * The folder holding Roboto's regular and bold files, the system fonts of an Android phone
 * (tests/e2e/fonts.spec.ts gives a browser those alone), as fontconfig lists them; an error saying
 * what to install when there is none.
 */
export function findRobotoFolder() {
  const folder = listedRobotoFolder();
  if (folder) return folder;
  throw new Error("Roboto not found by fc-list. Install both (Debian/Ubuntu: `sudo apt-get install -y fontconfig fonts-roboto-unhinted`).");
}

/** Installs Debian's fontconfig and fonts-roboto-unhinted when Roboto is missing and apt-get can be used, as for Chromium. */
export function installRobotoWhenMissing() {
  if (!listedRobotoFolder() && canAptInstall()) aptInstall("fontconfig", "fonts-roboto-unhinted");
}

function listedRobotoFolder() {
  const listed = spawnSync("fc-list", ["-f", "%{file}\n", "Roboto:style=Bold"], { encoding: "utf8" });
  const boldFiles = listed.stdout?.split("\n").filter((file) => file.endsWith(".ttf")) ?? [];
  return boldFiles.map((file) => path.dirname(file)).find((folder) => existsSync(path.join(folder, "Roboto-Regular.ttf")));
}

function canAptInstall() {
  return process.getuid?.() === 0 && onPath("apt-get");
}

function aptInstall(...debianPackages) {
  console.log(`Installing Debian's ${debianPackages.join(", ")}…`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", ...debianPackages], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
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
