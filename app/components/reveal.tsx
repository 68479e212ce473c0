import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useDeviceClass, usePlatform, usePrefersReducedMotion } from "~/hooks/use-environment";
import { revealTuning } from "~/lib/device";

export type RevealFrom = "left" | "right" | "up" | "down";

/** Spec, section 9: animation hints (will-change) are dropped 5 s after the reveal starts. */
export const REVEAL_HINT_CLEAR_MS = 5000;
/** Spec, section 9: scroll checks are debounced by 100 ms. */
export const REVEAL_SCROLL_DEBOUNCE_MS = 100;

const offsets: Record<RevealFrom, string> = {
  left: "translate3d(-32px, 0, 0)",
  right: "translate3d(32px, 0, 0)",
  up: "translate3d(0, -24px, 0)",
  down: "translate3d(0, 24px, 0)",
};

/**
 * "shown": as rendered by the server, no animation (also the state without JavaScript or with reduced
 * motion). "waiting": hidden until it enters the viewport. "revealing": animating in. "settled": done.
 */
type RevealState = "shown" | "waiting" | "revealing" | "settled";

export function useReveal<T extends HTMLElement>({ from, delayMs }: { from: RevealFrom; delayMs: number }) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>("shown");
  const reducedMotion = usePrefersReducedMotion();
  const tuning = revealTuning(useDeviceClass(), usePlatform());
  // Read when the observer is set up, so a resize does not start the reveal over.
  const threshold = useRef(tuning.threshold);
  threshold.current = tuning.threshold;
  // Once an element has been shown (on screen at hydration, or revealed) it is never hidden again.
  const decided = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (decided.current || !element || reducedMotion || typeof IntersectionObserver === "undefined") return;
    // Only what the visitor has not reached yet may be hidden: never what is on screen or scrolled past.
    const notReachedYet = (top: number) => top >= window.innerHeight;
    // A section the browser skips until it nears the screen (content-visibility) has no boxes yet: the
    // observer reports an empty rectangle for what is inside, which is off screen.
    const notRenderedYet = ({ width, height }: DOMRectReadOnly) => width === 0 && height === 0;

    let debounce: number | undefined;
    const reveal = () => {
      decided.current = true;
      cleanup();
      setState("revealing");
    };
    // The observer's first report says where the element is now. It is measured in the browser's own
    // rendering step; asking getBoundingClientRect here would force a layout of the whole page (content
    // not yet rendered included) inside the hydration task, once per revealed block.
    let waiting = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (waiting) {
          if (entry.isIntersecting) reveal();
        } else if (!entry.isIntersecting && (notRenderedYet(entry.boundingClientRect) || notReachedYet(entry.boundingClientRect.top))) {
          waiting = true;
          setState("waiting");
        } else {
          decided.current = true;
          cleanup();
        }
      },
      { threshold: threshold.current },
    );
    // A jump (a nav click without smooth scrolling) can pass the element without intersecting it.
    const onScroll = () => {
      window.clearTimeout(debounce);
      debounce = window.setTimeout(() => {
        if (waiting && !notReachedYet(element.getBoundingClientRect().top)) reveal();
      }, REVEAL_SCROLL_DEBOUNCE_MS);
    };
    const cleanup = () => {
      observer.disconnect();
      window.clearTimeout(debounce);
      window.removeEventListener("scroll", onScroll);
      element.removeEventListener("focusin", reveal);
    };
    observer.observe(element);
    window.addEventListener("scroll", onScroll, { passive: true });
    // Keyboard users can tab into content before it scrolls in.
    element.addEventListener("focusin", reveal);
    return () => {
      cleanup();
      // Reduced motion switched on while waiting: show the content rather than leave it hidden.
      if (!decided.current) setState("shown");
    };
  }, [reducedMotion]);

  useEffect(() => {
    if (state !== "revealing") return;
    const timer = window.setTimeout(() => setState("settled"), REVEAL_HINT_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  let style: CSSProperties | undefined;
  if (state === "waiting") style = { opacity: 0, transform: offsets[from] };
  if (state === "revealing") {
    style = {
      opacity: 1,
      transform: "none",
      transitionProperty: "opacity, transform",
      transitionDuration: `${tuning.durationMs}ms`,
      transitionTimingFunction: "ease-out",
      transitionDelay: `${Math.round(delayMs * tuning.delayFactor)}ms`,
      willChange: "opacity, transform",
    };
  }
  return { ref, state, style };
}

interface RevealProps {
  from?: RevealFrom;
  /** The base delay; phones use a fraction of it (spec, section 9). */
  delayMs?: number;
  className?: string;
  children: ReactNode;
}

/** Animates its content in, once, when it first scrolls into view. */
export function Reveal({ from = "down", delayMs = 0, className, children }: RevealProps) {
  const { ref, state, style } = useReveal<HTMLDivElement>({ from, delayMs });
  return (
    <div ref={ref} data-reveal={state} style={style} className={className}>
      {children}
    </div>
  );
}
