import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { prefetchStaticRulesOnly } from "./prefetch-static-rules-only";

const transform = prefetchStaticRulesOnly().transform as (code: string, id: string) => { code: string } | undefined;
const prefetchModule = createRequire(import.meta.url)
  .resolve("astro/virtual-modules/prefetch.js")
  .replace(/virtual-modules[\\/]prefetch\.js$/, "prefetch/index.js");

describe("Astro's prefetch module without its per-link speculation rules", () => {
  it("turns off the switch Astro wrote in, in the module as Astro ships it", () => {
    // As Astro's own transform leaves it with clientPrerender on (astro/dist/prefetch/vite-plugin-prefetch.js).
    const written = readFileSync(prefetchModule, "utf8").replace("__EXPERIMENTAL_CLIENT_PRERENDER__", "true".padEnd(33));
    const result = transform(written, prefetchModule);
    expect(result?.code).toMatch(/let clientPrerender = false\s*;/);
  });

  it("leaves every other module alone", () => {
    expect(transform("let clientPrerender = true;", "/src/browser/page.ts")).toBeUndefined();
  });
});
