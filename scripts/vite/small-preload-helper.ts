import type { Plugin } from "vite";

/** The module Vite wraps every dynamic `import()` of the browser's code in (vite/src/node/plugins/importAnalysisBuild.ts). */
const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

/**
 * Vite's own helper preloads each lazy chunk's imports and stylesheets beside it. With module preloading
 * off (astro.config.ts, no-module-preload-links) it is left with the stylesheets only, yet it still ships
 * whole in the script every page loads: about 0.8 KB gzip of the home page's 15 KB, for lazy chunks that
 * have no stylesheet of their own (vitejs/vite#18551). This one keeps what is left of its job, a
 * stylesheet loaded before its module runs, in a few lines.
 */
/** `base` is the site's, as Vite's own helper puts it before each stylesheet's path. */
export const smallPreloadHelper = (base: string) => `export const __vitePreload = (load, stylesheets) =>
  Promise.all((stylesheets ?? []).map((path) => new Promise((loaded, failed) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = ${JSON.stringify(base)} + path;
    link.onload = loaded;
    link.onerror = () => failed(new Error("stylesheet " + path + " did not load"));
    document.head.append(link);
  }))).then(load);
`;

export function smallPreloadHelperPlugin(): Plugin {
  let base = "/";
  return {
    name: "small-preload-helper",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved: (config) => {
      base = config.base;
    },
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : undefined),
    load: (id) => (id === PRELOAD_HELPER_ID ? smallPreloadHelper(base) : undefined),
  };
}
