import { Script } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

// The shape React Router 7 renders: preloads hoisted into <head>, the bootstrap module at the end of <body>.
const moduleSource = 'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nwindow.__rr = {"root":route0};\nimport("/assets/entry.client-3.js");';
const page = [
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/>',
  '<link rel="modulepreload" href="/assets/root-2.js"/></head><body><main>Hello</main>',
  '<script>window.__reactRouterContext = {};</script>',
  `<script type="module" async="">${moduleSource}</script></body></html>`,
].join("");

/** Runs the inline loader against a minimal DOM and reports what it added, and when. */
function runLoader(html: string) {
  const loader = /<script>(requestAnimationFrame[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error("no loader script");
  const added: { tag: string; rel?: string; href?: string; type?: string; textContent?: string }[] = [];
  const frames: (() => void)[] = [];
  const timeouts: (() => void)[] = [];
  const element = (tag: string) => ({ tag }) as (typeof added)[number];
  const context = {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timeouts.push(callback),
    document: {
      createElement: element,
      head: { appendChild: (node: (typeof added)[number]) => added.push(node) },
      body: { appendChild: (node: (typeof added)[number]) => added.push(node) },
    },
  };
  new Script(loader).runInNewContext(context);
  return { added, frames, timeouts };
}

describe("deferHydration", () => {
  it("takes the preloads and the bootstrap module out of the document", () => {
    const html = deferHydration(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("adds them back only after the first frame, preloads before the module", () => {
    const { added, frames, timeouts } = runLoader(deferHydration(page));
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    timeouts.forEach((timeout) => timeout());
    expect(added).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/manifest-1.js" },
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client-3.js" },
      { tag: "link", rel: "modulepreload", href: "/assets/root-2.js" },
      { tag: "script", type: "module", textContent: moduleSource },
    ]);
  });

  it("escapes markup-like text in the module source and still hands the browser the same source", () => {
    const tricky = page.replace("window.__rr", 'window.note = "<!--<script>"; window.__rr');
    const html = deferHydration(tricky);
    expect(html).not.toContain("<!--<script>");
    const { added, frames, timeouts } = runLoader(html);
    frames.forEach((frame) => frame());
    timeouts.forEach((timeout) => timeout());
    expect(added.at(-1)?.textContent).toContain('window.note = "<!--<script>";');
  });

  it("leaves a document without React Router's scripts alone", () => {
    const plain = "<!DOCTYPE html><html><body><p>Static</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });

  it("refuses a document whose bootstrap it no longer recognises rather than ship it unhydratable", () => {
    const changed = page.replace('<script type="module" async="">', '<script type="module">');
    expect(() => deferHydration(changed)).toThrow(/bootstrap module script was not found/);
  });
});
