// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HELD_SCRIPT_TYPE, holdModuleScripts, startHeldScripts } from "./scripts-after-first-paint";

/** The scripts of a page as Astro writes them: JSON-LD, two module scripts and an inline one. */
const astroPage = [
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script type="module" src="/_astro/page.abc.js"></script>',
  "<script>window.inline = true</script>",
  '<script type="module" src="/_astro/entry.def.js"></script>',
].join("");

const moduleScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => script.getAttribute("src"));

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { configurable: true, get: () => state });
}
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
}

describe("module scripts held until the first paint", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    setVisibility("visible");
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
    setReadyState("complete");
  });

  it("are served with a type the browser neither fetches nor runs; other scripts are left as they are", () => {
    const held = holdModuleScripts(astroPage);
    expect(held).not.toContain('type="module"');
    expect(held).toContain(`<script type="${HELD_SCRIPT_TYPE}" data-src="/_astro/page.abc.js"></script>`);
    expect(held).toContain(`<script type="${HELD_SCRIPT_TYPE}" data-src="/_astro/entry.def.js"></script>`);
    expect(held).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(held).toContain("<script>window.inline = true</script>");
  });

  describe("where the browser reports paints", () => {
    let reportPaint: (names: string[]) => void;
    beforeEach(() => {
      class PaintObserver {
        static supportedEntryTypes = ["paint"];
        constructor(callback: (entries: { getEntriesByName(name: string): unknown[] }, observer: PaintObserver) => void) {
          reportPaint = (names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this);
        }
        observe() {}
        disconnect() {}
      }
      vi.stubGlobal("PerformanceObserver", PaintObserver);
    });
    afterEach(() => vi.unstubAllGlobals());

    it("start, in their order, in the task after the first contentful paint, not at the frame before it", () => {
      setReadyState("loading");
      startHeldScripts();
      document.body.innerHTML = holdModuleScripts(astroPage);
      setReadyState("interactive");
      document.dispatchEvent(new Event("DOMContentLoaded"));
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(100);
      reportPaint(["first-paint"]);
      vi.advanceTimersByTime(100);
      expect(moduleScripts()).toEqual([]);
      reportPaint(["first-contentful-paint"]);
      expect(moduleScripts()).toEqual([]);
      vi.advanceTimersByTime(0);
      expect(moduleScripts()).toEqual(["/_astro/page.abc.js", "/_astro/entry.def.js"]);
    });

    it("start within 2 s when no paint is reported", () => {
      document.body.innerHTML = holdModuleScripts(astroPage);
      startHeldScripts();
      vi.advanceTimersByTime(1999);
      expect(moduleScripts()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(moduleScripts()).toEqual(["/_astro/page.abc.js", "/_astro/entry.def.js"]);
    });
  });

  it("where the browser reports no paints, start, in their order, in the task after the frame that follows the parsed page", () => {
    setReadyState("loading");
    startHeldScripts();
    document.body.innerHTML = holdModuleScripts(astroPage);
    expect(moduleScripts()).toEqual([]);
    setReadyState("interactive");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(moduleScripts()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(moduleScripts()).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(moduleScripts()).toEqual(["/_astro/page.abc.js", "/_astro/entry.def.js"]);
    expect(document.querySelectorAll(`script[type="${HELD_SCRIPT_TYPE}"]`)).toHaveLength(0);
  });

  it("wait in a prerendered page until it is shown, then start as in any page", () => {
    setVisibility("hidden");
    Object.defineProperty(document, "prerendering", { configurable: true, get: () => true });
    document.body.innerHTML = holdModuleScripts(astroPage);
    startHeldScripts();
    vi.advanceTimersByTime(5000);
    expect(moduleScripts()).toEqual([]);

    setVisibility("visible");
    Object.defineProperty(document, "prerendering", { configurable: true, get: () => false });
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(moduleScripts()).toEqual([]);
    vi.advanceTimersByTime(2000);
    expect(moduleScripts()).toEqual(["/_astro/page.abc.js", "/_astro/entry.def.js"]);
  });

  it("wait for a prerendered page's first paint even while the browser still reports it hidden as it is activated", () => {
    setVisibility("hidden");
    Object.defineProperty(document, "prerendering", { configurable: true, get: () => true });
    document.body.innerHTML = holdModuleScripts(astroPage);
    startHeldScripts();

    // Chromium fires prerenderingchange before the page's visibility turns to visible.
    Object.defineProperty(document, "prerendering", { configurable: true, get: () => false });
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(moduleScripts()).toEqual([]);
    setVisibility("visible");
    vi.advanceTimersByTime(2000);
    expect(moduleScripts()).toEqual(["/_astro/page.abc.js", "/_astro/entry.def.js"]);
  });

  it("start at once in a hidden page, which renders no frame to wait for", () => {
    setVisibility("hidden");
    document.body.innerHTML = holdModuleScripts(astroPage);
    startHeldScripts();
    expect(moduleScripts()).toEqual(["/_astro/page.abc.js", "/_astro/entry.def.js"]);
  });
});
