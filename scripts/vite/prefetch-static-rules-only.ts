import type { Plugin } from "vite";

/** Astro's prefetch module, where its `clientPrerender` switch has been written in as the config says. */
const PREFETCH_MODULE = /[\\/]astro[\\/]dist[\\/]prefetch[\\/]index\.js$/;
const SWITCH_ON = /let clientPrerender = true(\s*);/;

/**
 * With `experimental.clientPrerender`, Astro writes its static speculation rule into every page and also
 * keeps, in the prefetch module every page loads, a branch that adds a rule per link prefetched: a branch
 * its own `hasStaticSpeculationRules()` check never takes on a page that has the static rule (all of
 * ours, src/lib/speculation.ts). Turned off here, the bundler drops it: 0.25 KB gzip of the home page's
 * 15 KB. Where the rule was removed (Save-Data and the like), prefetch() falls back to
 * <link rel=prefetch>, as Astro's prefetch does without a static rule in a browser without Speculation
 * Rules, and nothing is prerendered.
 */
export function prefetchStaticRulesOnly(): Plugin {
  return {
    name: "prefetch-static-rules-only",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: (code, id) =>
      PREFETCH_MODULE.test(id) && SWITCH_ON.test(code) ? { code: code.replace(SWITCH_ON, "let clientPrerender = false$1;"), map: null } : undefined,
  };
}
