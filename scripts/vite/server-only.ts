import path from "node:path";
import type { Plugin } from "vite";

/**
 * Code with secrets, the database or Node APIs (docs/architecture.md, "Folders"): the project's server/
 * tree, Astro's render helpers in src/render/, and a feature's `*.server.ts` module. The house's lint rule
 * draws the same line (scripts/eslint/house-plugin.js, `placeOf`).
 */
export function isServerOnly(file: string, root: string): boolean {
  const relative = path.relative(root, file).split(path.sep).join("/");
  return /^(server|src\/render)\//.test(relative) || /\.server\.[cm]?[jt]sx?$/.test(relative);
}

/**
 * Stops the build when code for the browser imports server-only code (ARCHITECTURE.md, "Rules of the
 * house"): a page script that reaches the database module, say, fails the
 * build with the importer named, instead of shipping it.
 */
export function serverOnly(): Plugin {
  return {
    name: "server-only",
    // Before Vite's own resolver, which answers relative imports without asking later plugins.
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    async resolveId(source, importer, options) {
      // The dev server's dependency scan walks every component, server-rendered ones included, and ships
      // nothing; Vite flags its calls with `scan`, which its plugin types leave out.
      if (!importer || (options as { scan?: boolean }).scan) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && isServerOnly(resolved.id.split("?")[0]!, this.environment.config.root)) {
        this.error(`server-only module ${resolved.id} is imported by browser code (${importer})`);
      }
      return resolved;
    },
  };
}
