/** The hero's glows follow the mouse a little: not under reduced motion, not on touch screens. */
export function init(): void {
  const layer = document.querySelector<HTMLElement>("#hero [data-parallax]");
  if (!layer || window.matchMedia("(prefers-reduced-motion: reduce)").matches || !window.matchMedia("(pointer: fine)").matches) return;
  let frame = 0;
  window.addEventListener(
    "pointermove",
    (event) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        layer.style.setProperty("--parallax-x", String(event.clientX / window.innerWidth - 0.5));
        layer.style.setProperty("--parallax-y", String(event.clientY / window.innerHeight - 0.5));
      });
    },
    { passive: true },
  );
}
