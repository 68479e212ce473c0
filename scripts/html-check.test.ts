import { describe, expect, it } from "vitest";
import { checkHtml } from "./html-check.ts";

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A page</title></head><body>${body}</body></html>`;

describe("the HTML check", () => {
  it("reports a page's errors under its name, and none for a valid page, in one run of the checker", () => {
    const findings = checkHtml([
      { name: "GET /valid", html: page('<script type="text/x-after-first-paint" data-src="/_astro/page.js"></script>') },
      // A held module script as it was written before issue 43: a data block, which may not have src.
      { name: "GET /held-with-src", html: page('<script type="text/x-after-first-paint" src="/_astro/page.js"></script>') },
    ]);
    expect(findings).toEqual([expect.objectContaining({ page: "GET /held-with-src", message: expect.stringMatching(/src/) })]);
  });
});
