import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type RefObject } from "react";
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

/**
 * Controls that only JavaScript makes work: plain buttons, and links that open a dialog (their href is
 * only the no-JavaScript fallback). Other links, form submissions and <details> work as plain HTML
 * before hydration, so their clicks are left to the browser.
 */
const SCRIPTED_CONTROL = 'button[type="button"], a[aria-haspopup]';

/**
 * Until its part of the page has hydrated, a click on a scripted control would do nothing: React has no
 * handler for it yet. The click is held instead, and the part's code is fetched at once; `HydrationDone`
 * repeats it once the part has hydrated, on the same element, as React keeps the server's DOM nodes.
 */
function holdEarlyClicks(anchor: string, held: RefObject<HTMLElement | null>, state: DeferredHydrationState, onClick: () => void): () => void {
  const element = document.getElementById(anchor);
  if (!element) return () => {};
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element && element.contains(event.target) ? event.target.closest<HTMLElement>(SCRIPTED_CONTROL) : null;
    if (!control || !state.pending || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    held.current = control;
    onClick();
  };
  // On the window: React's own listener, on the document, stops a click on a dehydrated part.
  window.addEventListener("click", hold, true);
  return () => window.removeEventListener("click", hold, true);
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
 * A part of the page below the first screen (a home section, the footer) whose code is downloaded and
 * hydrated only when the visitor nears it (`anchor` is the id of its element). The server renders it
 * whole, so the HTML is complete for visitors without JavaScript and for search engines, and until it
 * hydrates the part is plain HTML: visible, links working, a click on a button held and repeated. A phone
 * that stays at the top downloads and runs none of it, and the page hydrates in smaller pieces. After a
 * client-side navigation there is no server HTML to show meanwhile, so the code loads at once.
 */
export function deferredSection<P extends object>(
  anchor: string,
  load: () => Promise<ComponentType<P>>,
  /** When the code is needed, if not when the element nears the screen; returns a function that stops watching. */
  whenNeeded: (onNeeded: () => void) => () => void = (onNeeded) => watchNearViewport(anchor, onNeeded),
): ComponentType<P> {
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
    const heldClick = useRef<HTMLElement | null>(null);
    useEffect(() => {
      if (!state.pending) return openGate();
      const stopWatching = whenNeeded(openGate);
      const stopHolding = holdEarlyClicks(anchor, heldClick, state, openGate);
      return () => {
        stopWatching();
        stopHolding();
      };
    }, [state]);
    return (
      <DeferredHydration value={state}>
        <Suspense fallback={<OpenGate open={openGate} />}>
          <Section {...props} />
          <HydrationDone state={state} heldClick={heldClick} />
        </Suspense>
      </DeferredHydration>
    );
  }
  DeferredSection.displayName = `Deferred(${anchor})`;
  return DeferredSection;
}

/**
 * React shows the fallback only when there is no server HTML to keep: a client render, or a part that got
 * new props or context before it hydrated (a client-side navigation, a language switch), whose server
 * HTML React then drops. Either way the code is needed now, not when the element, gone, nears the screen.
 */
function OpenGate({ open }: { open: () => void }) {
  useEffect(open, [open]);
  return null;
}

/**
 * Its effect runs once the boundary's content has hydrated (effects run in tree order, after it), and
 * repeats a click the visitor made before that (`holdEarlyClicks`).
 */
function HydrationDone({ state, heldClick }: { state: DeferredHydrationState; heldClick: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    state.pending = false;
    const control = heldClick.current;
    heldClick.current = null;
    if (control?.isConnected) control.click();
  }, [state, heldClick]);
  return null;
}
