import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "../..");

/**
 * A copy of the project, under git, with the content editor's development server running on it: the
 * editor tests save through it as the agency would, then build the copy and read its pages and its
 * `git diff`, leaving this checkout untouched.
 */
export interface EditorProject {
  /** The development server's origin; the editor is at /keystatic. */
  url: string;
  root: string;
  read(file: string): string;
  write(file: string, text: string): void;
  /** `npm run build` in the copy: its exit code and what it printed. */
  build(): { status: number | null; output: string };
  /** A built page's HTML, e.g. builtPage("it") for dist/client/it/index.html. */
  builtPage(pagePath: string): string;
  /** `git diff` of the copy since the tests started, new files included. */
  diff(): string;
  /** The last lines the development server printed: what a failed editor test shows. */
  output(): string;
  stop(): Promise<void>;
}

const run = (root: string, command: string, args: string[]) =>
  spawnSync(command, args, { cwd: root, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });

export async function startEditorProject(port: number): Promise<EditorProject> {
  await portIsFree(port);
  const root = mkdtempSync(path.join(tmpdir(), "pr-site-editor-"));
  const tracked = run(projectRoot, "git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"]).stdout.split("\0").filter(Boolean);
  for (const file of tracked) {
    try {
      cpSync(path.join(projectRoot, file), path.join(root, file), { recursive: true });
    } catch {
      // A file deleted in the working tree but not yet in the index: the copy follows the working tree.
    }
  }
  symlinkSync(path.join(projectRoot, "node_modules"), path.join(root, "node_modules"));
  for (const args of [
    ["init", "-q"],
    ["add", "-A"],
    ["-c", "user.name=test", "-c", "user.email=test@example.com", "commit", "-qm", "before the edits"],
  ])
    run(root, "git", args);

  // Astro itself, not through npx, which does not pass the SIGTERM of stop() on.
  const server = spawn(path.join(root, "node_modules/.bin/astro"), ["dev", "--port", String(port), "--host", "127.0.0.1"], {
    cwd: root,
    env: { ...process.env, NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = `http://127.0.0.1:${port}`;
  let printed = "";
  const keep = (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-8_000));
  server.stdout?.on("data", keep);
  server.stderr?.on("data", keep);
  await ready(server, url, () => printed);
  return {
    url,
    root,
    read: (file) => readFileSync(path.join(root, file), "utf8"),
    write: (file, text) => writeFileSync(path.join(root, file), text),
    build() {
      const result = run(root, "npm", ["run", "--silent", "build"]);
      return { status: result.status, output: result.stdout + result.stderr };
    },
    builtPage: (pagePath) => readFileSync(path.join(root, "dist/client", pagePath, "index.html"), "utf8"),
    diff() {
      run(root, "git", ["add", "-A", "--", "src", "public"]);
      return run(root, "git", ["diff", "--cached", "--stat", "-p", "--", "src", "public"]).stdout;
    },
    output: () => printed,
    async stop() {
      server.kill("SIGTERM");
      await new Promise((exited) => server.once("exit", exited));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Until the editor's page answers; a server that exits first fails with what it printed. */
async function ready(server: ChildProcess, url: string, printed: () => string) {
  const exited = new Promise<never>((_, reject) => server.once("exit", (code) => reject(new Error(`the development server exited (${code}):\n${printed()}`))));
  const answered = (async () => {
    while (server.exitCode === null) {
      const response = await fetch(`${url}/keystatic`).catch(() => undefined);
      if (response?.ok) return;
      await new Promise((retry) => setTimeout(retry, 250));
    }
  })();
  await Promise.race([answered, exited]);
  // Its later exit, when the test stops it, is no failure.
  exited.catch(() => undefined);
}

/**
 * Astro's development server takes the next port when its own is taken, and the tests would then talk to
 * whatever holds it (a server an interrupted run left behind): say so instead.
 */
async function portIsFree(port: number) {
  const probe = createServer();
  await new Promise<void>((free, taken) => {
    probe.once("error", () => taken(new Error(`port ${port} is taken (a development server left by an earlier run?): the editor tests need it`)));
    probe.listen(port, "127.0.0.1", free);
  });
  await new Promise((closed) => probe.close(closed));
}
