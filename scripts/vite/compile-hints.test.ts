import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHintFor } from "./compile-hints";

describe("the compile hint of a browser chunk", () => {
  it("heads a chunk with the contact form's code", () => {
    expect(compileHintFor({ moduleIds: ["/site/src/lib/utils.ts", "/site/src/features/contact/form-behaviour.ts"] })).toBe(COMPILE_HINT);
    expect(compileHintFor({ moduleIds: ["/site/node_modules/zod/v4/mini/index.js", "/site/src/features/contact/form-schema.ts"] })).toBe(COMPILE_HINT);
  });

  it("leaves the page-wide chunks to V8's own choice", () => {
    expect(compileHintFor({ moduleIds: ["/site/src/features/consent/consent.ts", "/site/src/browser/page.ts"] })).toBe("");
    expect(compileHintFor({ moduleIds: ["/site/node_modules/astro/dist/prefetch/index.js"] })).toBe("");
    expect(compileHintFor({ moduleIds: ["/site/node_modules/react-dom/cjs/react-dom-client.production.js"] })).toBe("");
  });
});
