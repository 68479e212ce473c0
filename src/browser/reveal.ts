import type { RevealFrom } from "~/components/reveal";
import { platformOf, revealTuning, viewportDeviceClass } from "~/lib/device";

/** Spec, section 9: animation hints (will-change) are dropped 5 s after the reveal starts. */
export const REVEAL_HINT_CLEAR_MS = 5000;
/**
 * The margin that makes a block count as reached once the visitor is at it or past it: above the screen
 * it reaches further than any page is long. The spec checks for that on scroll, debounced by 100 ms; the
 * browser's own observer tells it in its rendering step, with no scroll listener and no layout forced
 * by a script.
 */
export const REACHED_ROOT_MARGIN = "100000px 0px 0px 0px";

// 2D offsets: a 3D transform is a reason of its own for a compositor layer, one per block still waiting
// below the fold. will-change promotes a block only while it moves in.
const offsets: Record<RevealFrom, string> = {
  left: "translate(-32px, 0)",
  right: "translate(32px, 0)",
  up: "translate(0, -24px)",
  down: "translate(0, 24px)",
};

/**
 * Animates the blocks marked by revealAttributes() in, once, as they enter the viewport. The page is
 * served with every block visible; only a block the visitor has not reached yet is hidden, when this
 * runs, so nothing on screen (or scrolled past) ever blinks out, and without JavaScript nothing is
 * hidden at all. Nothing moves under reduced motion.
 */
export function init(): void {
  const blocks = [...document.querySelectorAll<HTMLElement>("[data-reveal]")];
  if (blocks.length === 0 || typeof IntersectionObserver === "undefined") return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const tuning = revealTuning(viewportDeviceClass(), platformOf(navigator.userAgent));
  const waiting = new Set<HTMLElement>();
  // The viewport's height comes from the observer's report where there is one: window.innerHeight between
  // two blocks' style changes would make the browser lay the page out again for each block.
  const notReachedYet = (top: number, viewportHeight: number) => top >= viewportHeight;
  // A block without boxes yet (not rendered, e.g. inside a hidden part) reports an empty rectangle; it is
  // not on screen either.
  const notRenderedYet = ({ width, height }: DOMRectReadOnly) => width === 0 && height === 0;

  const stopWaiting = (block: HTMLElement) => {
    waiting.delete(block);
    observer.unobserve(block);
    reachedObserver.unobserve(block);
  };

  const reveal = (block: HTMLElement) => {
    stopWaiting(block);
    block.dataset.revealState = "revealing";
    Object.assign(block.style, {
      transitionProperty: "opacity, transform",
      transitionDuration: `${tuning.durationMs}ms`,
      transitionTimingFunction: "ease-out",
      transitionDelay: `${Math.round(Number(block.dataset.revealDelay ?? 0) * tuning.delayFactor)}ms`,
      willChange: "opacity, transform",
      opacity: "",
      transform: "",
    });
    window.setTimeout(() => settle(block), REVEAL_HINT_CLEAR_MS);
  };

  const settle = (block: HTMLElement) => {
    block.removeAttribute("style");
    block.dataset.revealState = "settled";
  };

  // The observer's first report says where each block is now, measured in the browser's own rendering
  // step rather than by forcing a layout of the whole page here.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const block = entry.target as HTMLElement;
        if (waiting.has(block)) {
          if (entry.isIntersecting) reveal(block);
        } else if (!block.dataset.revealState) {
          const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
          if (!entry.isIntersecting && (notRenderedYet(entry.boundingClientRect) || notReachedYet(entry.boundingClientRect.top, viewportHeight))) {
            waiting.add(block);
            reachedObserver.observe(block);
            block.dataset.revealState = "waiting";
            block.style.opacity = "0";
            block.style.transform = offsets[block.dataset.reveal as RevealFrom];
          } else {
            block.dataset.revealState = "shown";
            observer.unobserve(block);
          }
        }
      }
    },
    { threshold: tuning.threshold },
  );

  // A jump (a link to a section, a fling) can pass a block without it ever being on screen: it is shown
  // at once, as served. Nobody would see it move in, so no frames are spent on it. A block still partly
  // on screen is the other observer's.
  const reachedObserver = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const block = entry.target as HTMLElement;
        if (!entry.isIntersecting || !waiting.has(block) || entry.boundingClientRect.bottom > 0) continue;
        stopWaiting(block);
        settle(block);
      }
    },
    { rootMargin: REACHED_ROOT_MARGIN },
  );
  // Keyboard users can tab into content before it scrolls in.
  document.addEventListener("focusin", (event) => {
    const block = (event.target as Element).closest<HTMLElement>("[data-reveal-state=waiting]");
    if (block) reveal(block);
  });
  for (const block of blocks) observer.observe(block);
}
