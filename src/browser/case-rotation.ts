import { watchInSight } from "~/lib/in-sight";
import { createRotation } from "./rotation";

/** Spec, section 9: the highlighted case moves on every 7 s on tablets and desktops. */
export const CASE_ROTATION_MS = 7000;

/**
 * Highlights one business case at a time while the cards are laid out as a grid (tablets and desktops;
 * on phones they are a carousel) and in sight, pausing while the visitor points at or focuses a card.
 * Still under reduced motion.
 */
export function init(): void {
  const container = document.querySelector<HTMLElement>("[data-case-rotation]");
  if (!container) return;
  const cards = [...container.querySelectorAll<HTMLElement>("[data-active]")];
  const viewport = container.querySelector<HTMLElement>("[data-carousel-viewport]")!;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  // Read before the cards change, once per update: a read after a write would have the browser restyle
  // the page twice in one task.
  const inGrid = () => !reducedMotion && getComputedStyle(viewport).display === "grid";
  let grid = false;
  let engaged = false;
  let inSight = false;

  const highlight = (index: number) => cards.forEach((card, cardIndex) => (card.dataset.active = String(grid && cardIndex === index)));
  const rotation = createRotation({ count: cards.length, intervalMs: CASE_ROTATION_MS, onChange: highlight });
  const run = () => rotation.setRunning(grid && !engaged && inSight);
  const update = () => {
    grid = inGrid();
    highlight(rotation.index);
    run();
  };
  const engage = (value: boolean) => () => {
    engaged = value;
    update();
  };

  container.addEventListener("mouseenter", engage(true));
  container.addEventListener("mouseleave", engage(false));
  container.addEventListener("focusin", engage(true));
  container.addEventListener("focusout", (event) => {
    if (!container.contains(event.relatedTarget as Node | null)) engage(false)();
  });
  window.addEventListener("resize", update);
  // Out of sight the highlight stays where it is: the visitor who comes back finds the case they left.
  watchInSight(container, (seen) => {
    inSight = seen;
    run();
  });
  update();
}
