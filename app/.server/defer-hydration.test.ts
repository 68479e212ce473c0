import { Script } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration, PRELOADS_PER_TASK } from "./defer-hydration";

// The shape React Router 7 renders: preloads hoisted into <head>, the bootstrap module at the end of <body>.
const moduleSource = 'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nwindow.__rr = {"root":route0};\nimport("/assets/entry.client-3.js");';
const page = [
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/>',
  '<link rel="modulepreload" href="/assets/root-2.js"/></head><body><main>Hello</main>',
  '<script>window.__reactRouterContext = {};</script>',
  `<script type="module" async="">${moduleSource}</script></body></html>`,
].join("");

type Added = { tag: string; rel?: string; href?: string; type?: string; textContent?: string };

/**
 * Runs the inline loader against a minimal browser: the test decides when the first frame, the first
 * contentful paint, the timeouts and the load event happen, and reads what was added to the document.
 */
function runLoader(html: string, { paintTiming }: { paintTiming: boolean }) {
  const loader = /<script>(\(function \(preloads[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error("no loader script");
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  let timeouts: { callback: () => void; delay: number }[] = [];
  const loadListeners: (() => void)[] = [];
  let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  class FakePerformanceObserver {
    static supportedEntryTypes = ["paint", "resource"];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
  }
  const context: Record<string, unknown> = {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => timeouts.push({ callback, delay }),
    addEventListener: (type: string, listener: () => void) => type === "load" && loadListeners.push(listener),
    document: {
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (node: Added) => added.push(node) },
      body: { appendChild: (node: Added) => added.push(node) },
    },
  };
  if (paintTiming) context.PerformanceObserver = FakePerformanceObserver;
  context.window = context;
  new Script(loader).runInNewContext(context);
  /** One round: the timeouts due by `upTo` that were already set, not the ones they set. */
  const runTimeoutsOnce = (upTo: number) => {
    const due = timeouts.filter((timeout) => timeout.delay <= upTo);
    timeouts = timeouts.filter((timeout) => timeout.delay > upTo);
    due.forEach((timeout) => timeout.callback());
    return due.length;
  };
  const runTimeouts = (upTo: number) => {
    while (runTimeoutsOnce(upTo) > 0);
  };
  return {
    added,
    frame: () => frames.splice(0).forEach((frame) => frame()),
    paint: (name: string) => paintObserver?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
    load: () => loadListeners.forEach((listener) => listener()),
    runTimeouts,
    runTimeoutsOnce,
  };
}

const hydrationStart = [
  { tag: "link", rel: "modulepreload", href: "/assets/manifest-1.js" },
  { tag: "link", rel: "modulepreload", href: "/assets/entry.client-3.js" },
  { tag: "link", rel: "modulepreload", href: "/assets/root-2.js" },
  { tag: "script", type: "module", textContent: moduleSource },
];

describe("deferHydration", () => {
  it("takes the preloads and the bootstrap module out of the document", () => {
    const html = deferHydration(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("adds them back after the first contentful paint, preloads before the module, once", () => {
    const browser = runLoader(deferHydration(page), { paintTiming: true });
    browser.frame();
    browser.paint("first-paint");
    browser.runTimeouts(0);
    expect(browser.added).toEqual([]);
    browser.paint("first-contentful-paint");
    browser.runTimeouts(0);
    expect(browser.added).toEqual(hydrationStart);
    browser.load();
    browser.runTimeouts(3000);
    expect(browser.added).toEqual(hydrationStart);
  });

  it("adds the preloads a few per task, and the module after the last of them", () => {
    const hrefs = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, index) => `/assets/chunk-${index}.js`);
    const manyPreloads = page.replace(/(<link rel="modulepreload"[^>]*\/>)+/, hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join(""));
    const browser = runLoader(deferHydration(manyPreloads), { paintTiming: true });
    browser.paint("first-contentful-paint");
    const countAfterEachTask = [1, 2, 3, 4].map(() => (browser.runTimeoutsOnce(0), browser.added.length));
    expect(countAfterEachTask).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK * 2, hrefs.length + 1, hrefs.length + 1]);
    expect(browser.added.map((node) => node.href ?? node.type)).toEqual([...hrefs, "module"]);
  });

  it("without Paint Timing, waits for the first frame", () => {
    const browser = runLoader(deferHydration(page), { paintTiming: false });
    browser.runTimeouts(0);
    expect(browser.added).toEqual([]);
    browser.frame();
    browser.runTimeouts(0);
    expect(browser.added).toEqual(hydrationStart);
  });

  it("hydrates a page that never reports a contentful paint three seconds after it loaded", () => {
    const browser = runLoader(deferHydration(page), { paintTiming: true });
    browser.load();
    browser.runTimeouts(2999);
    expect(browser.added).toEqual([]);
    browser.runTimeouts(3000);
    expect(browser.added).toEqual(hydrationStart);
  });

  it("escapes markup-like text in the module source and still hands the browser the same source", () => {
    const tricky = page.replace("window.__rr", 'window.note = "<!--<script>"; window.__rr');
    const html = deferHydration(tricky);
    expect(html).not.toContain("<!--<script>");
    const browser = runLoader(html, { paintTiming: false });
    browser.frame();
    browser.runTimeouts(0);
    expect(browser.added.at(-1)?.textContent).toContain('window.note = "<!--<script>";');
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
