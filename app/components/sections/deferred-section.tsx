import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { DeferredHydration, isPageHydrated, type DeferredHydrationState } from "~/hooks/use-environment";

/** A section's code loads when the section is at most this far below (or above) the screen. */
export const DEFERRED_SECTION_MARGIN = "100% 0px";

/**
 * Calls `onNear` once the element with `anchor` comes within a screen of the viewport (at once when there
 * is no such element or no IntersectionObserver); returns a function that stops watching.
 */
function watchNearViewport(anchor: string, onNear: () => void): () => void {
  const element = document.getElementById(anchor);
  if (!element || typeof IntersectionObserver === "undefined") {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: DEFERRED_SECTION_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** Retries of a section's code that failed to download (a phone between two cells), 1, 2, 4 s apart. */
export const DEFERRED_SECTION_RETRIES = 3;

/**
 * A failed import must not reach an error boundary: that would swap the whole page for the error page.
 * After the retries the promise stays pending, so the section keeps its server HTML (static, readable).
 */
async function loadPatiently<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt === DEFERRED_SECTION_RETRIES) {
        console.warn("[deferred-section] code did not load; the section stays as the server rendered it", error);
        return new Promise<T>(() => {});
      }
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
    }
  }
}

/**
 * A home section whose code is downloaded and hydrated only when the visitor nears it (`anchor` is the
 * id of the section's element). The server renders it whole, so the HTML is complete for visitors
 * without JavaScript and for search engines, and until it hydrates the section is plain HTML: visible,
 * links working. A phone that stays at the top downloads and runs none of it, and the page hydrates in
 * smaller pieces. After a client-side navigation there is no server HTML to show meanwhile, so the code
 * loads at once.
 */
export function deferredSection<P extends object>(anchor: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // React renders a server-rendered boundary's content only after the page's first commit, so the
  // lazy component cannot tell by itself whether it hydrates or renders: the wrapper opens the gate.
  let openGate = () => {};
  const gate = typeof document === "undefined" ? Promise.resolve() : new Promise<void>((resolve) => (openGate = resolve));
  const Section = lazy(async () => {
    await gate;
    return { default: await loadPatiently(load) };
  });

  function DeferredSection(props: P) {
    // Mounted while the page hydrates: its server HTML stays until the visitor nears it, and its own
    // hydration comes later (see DeferredHydration). Mounted afterwards: a client render.
    const [state] = useState<DeferredHydrationState>(() => ({ pending: !isPageHydrated() }));
    useEffect(() => {
      if (!state.pending) return openGate();
      return watchNearViewport(anchor, openGate);
    }, [state]);
    return (
      <DeferredHydration value={state}>
        <Suspense fallback={null}>
          <Section {...props} />
          <HydrationDone state={state} />
        </Suspense>
      </DeferredHydration>
    );
  }
  DeferredSection.displayName = `Deferred(${anchor})`;
  return DeferredSection;
}

/** Its effect runs once the boundary's content has hydrated (effects run in tree order, after it). */
function HydrationDone({ state }: { state: DeferredHydrationState }) {
  useEffect(() => {
    state.pending = false;
  }, [state]);
  return null;
}
