/**
 * Stand-ins for browser APIs jsdom lacks (IntersectionObserver, matchMedia), driven by the tests.
 * Only for unit tests: nothing in src/ imports this outside *.test.* files.
 */
import { afterEach, beforeEach, vi } from "vitest";

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }

  /**
   * Reports `element` entering or leaving the viewport to every observer watching it, with its current
   * getBoundingClientRect and the viewport as its root. A real observer also reports each element once right after observe().
   */
  static report(element: Element, isIntersecting: boolean, intersectionRatio = isIntersecting ? 1 : 0) {
    FakeIntersectionObserver.reportQueued(element, [{ isIntersecting, intersectionRatio }]);
  }

  /**
   * Like report(), to the observers of `element` with this root margin only (undefined: those without
   * one): an element a viewport away is within the margin of one observer and out of sight of another.
   */
  static reportWithMargin(rootMargin: string | undefined, element: Element, isIntersecting: boolean) {
    FakeIntersectionObserver.reportQueued(
      element,
      [{ isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }],
      (observer) => observer.options.rootMargin === rootMargin,
    );
  }

  /** Several reports on one element delivered in one callback, oldest first, as a browser queues them between two callbacks. */
  static reportQueued(element: Element, states: { isIntersecting: boolean; intersectionRatio: number }[], to = (_observer: FakeIntersectionObserver) => true) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.observed.has(element) || !to(observer)) continue;
      const boundingClientRect = element.getBoundingClientRect();
      const rootBounds = {
        x: 0,
        y: 0,
        top: 0,
        left: 0,
        width: window.innerWidth,
        height: window.innerHeight,
        right: window.innerWidth,
        bottom: window.innerHeight,
      };
      const entries = states.map((state) => ({ target: element, ...state, boundingClientRect, rootBounds }) as IntersectionObserverEntry);
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

export function installIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
}

/** Whether a `(width < Npx)` query holds for window.innerWidth. */
const widthBelow = (query: string) => {
  const limit = /\(width < (\d+)px\)/.exec(query)?.[1];
  return limit !== undefined && window.innerWidth < Number(limit);
};

/**
 * matchMedia that answers the reduced-motion and fine-pointer queries as told, `(width < Npx)` by
 * window.innerWidth, and no other query.
 */
export function installMatchMedia({ reducedMotion = false, finePointer = false } = {}) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: (query.includes("prefers-reduced-motion: reduce") && reducedMotion) || (query.includes("pointer: fine") && finePointer) || widthBelow(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** A new viewport size, announced with a resize event as a browser does. */
export function setViewport(width: number, height: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  Object.defineProperty(window, "innerHeight", { configurable: true, value: height });
  window.dispatchEvent(new Event("resize"));
}

/**
 * For a suite of timing tests: fake timers, the IntersectionObserver and matchMedia stand-ins and a
 * desktop viewport before each test; rendered trees, timers and stubs undone after it.
 */
export function useFakeBrowser({ width = 1280, height = 800 } = {}) {
  beforeEach(() => {
    vi.useFakeTimers();
    installIntersectionObserver();
    installMatchMedia();
    setViewport(width, height);
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
