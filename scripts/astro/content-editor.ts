import keystatic from "@keystatic/astro";
import type { AstroIntegration } from "astro";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";

/**
 * The agency's content editor (Keystatic, docs/decisions/0033): its pages at /keystatic and its API at
 * /api/keystatic exist on the development server (`npm run edit`, `npm run dev`) and, in a production
 * build, only when the owner sets CONTENT_EDITOR=github; otherwise a build holds none of its code.
 *
 * A production editor always saves through GitHub: without a repository Keystatic would fall back to
 * writing the server's own files, and its API would do that for anyone who asks. So such a build stops.
 * Whether the editor is built in reaches the server's code as `import.meta.env.CONTENT_EDITOR_BUILT_IN`
 * (src/middleware.ts gives its pages their own Content-Security-Policy only then).
 */
export function contentEditor(): AstroIntegration {
  return {
    name: "content-editor",
    hooks: {
      "astro:config:setup": async (options) => {
        const { command, config, updateConfig } = options;
        const env = loadEnv(command === "dev" ? "development" : "production", fileURLToPath(config.root), "");
        const builtIn = command === "dev" || env.CONTENT_EDITOR === "github";
        if (command !== "dev" && builtIn && !/^[\w.-]+\/[\w.-]+$/.test(env.PUBLIC_KEYSTATIC_GITHUB_REPO ?? "")) {
          throw new Error(
            "CONTENT_EDITOR=github needs PUBLIC_KEYSTATIC_GITHUB_REPO=<owner>/<repository>: without it the deployed editor would write to the server's files, with no sign-in (docs/editing.md)",
          );
        }
        updateConfig({ vite: { define: { "import.meta.env.CONTENT_EDITOR_BUILT_IN": JSON.stringify(builtIn) } } });
        if (builtIn) await keystatic().hooks["astro:config:setup"]?.(options);
      },
    },
  };
}
