// The page shell's own modules in one chunk (docs/decisions/0014). React Router makes every route module
// a build entry, so each small module that root.tsx shares with a route or a lazy part became a chunk of
// its own: a dozen files of 0.1–1.7 KB on every first load, each with its own import glue and gzip
// stream. Every page loads root.tsx and everything it imports statically, so those modules can share one
// file without any page downloading code it does not run.
import type { Plugin } from "vite";

const ROOT_MODULE = /[\\/]app[\\/]root\.tsx$/;
const APP_MODULE = /[\\/]app[\\/]/;

export function shellChunk() {
  const imports = new Map<string, readonly string[]>();
  let shell: Set<string> | undefined;

  /** Modules root.tsx reaches through static imports, root.tsx itself and node_modules left out. */
  function shellModules(): Set<string> {
    if (shell) return shell;
    shell = new Set();
    const root = [...imports.keys()].find((id) => ROOT_MODULE.test(id));
    const queue = root ? [...(imports.get(root) ?? [])] : [];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (shell.has(id) || !APP_MODULE.test(id) || id.includes("node_modules")) continue;
      shell.add(id);
      queue.push(...(imports.get(id) ?? []));
    }
    return shell;
  }

  const plugin: Plugin = {
    name: "shell-chunk",
    // The server build is one bundle run in Node; only the browser's chunks matter.
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    buildStart() {
      imports.clear();
      shell = undefined;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };
  const group = { name: "shell", test: (id: string) => shellModules().has(id) };
  return { plugin, group };
}
