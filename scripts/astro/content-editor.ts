import keystatic from "@keystatic/astro";
import type { AstroIntegration } from "astro";

/**
 * The agency's content editor (Keystatic, docs/decisions/0033): its pages at /keystatic and its API at
 * /api/keystatic exist on the development server (`npm run edit`, `npm run dev`) and, in a production
 * build, only when the owner sets CONTENT_EDITOR=github; otherwise a build holds none of its code.
 */
export function contentEditor(): AstroIntegration {
  return {
    name: "content-editor",
    hooks: {
      "astro:config:setup": async (options) => {
        if (options.command !== "dev" && process.env.CONTENT_EDITOR !== "github") return;
        await keystatic().hooks["astro:config:setup"]?.(options);
      },
    },
  };
}
