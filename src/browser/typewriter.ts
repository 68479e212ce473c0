import { watchInSight } from "~/lib/in-sight";
import { TYPING_MS_PER_CHARACTER } from "~/lib/typewriter";

/**
 * Types the front press clipping's headline (src/components/sections/hero.tsx; spec: 102 ms per character,
 * cursor hidden when done). The line is painted in full as served and stays on the paper throughout:
 * typing inks the faint rest of the line one character at a time, so nothing painted is ever erased. It
 * types while the clipping is in sight, which it never is below 1024 px, where the clippings are not
 * shown. Under reduced motion it stays as is.
 */
export function init(): void {
  const line = document.querySelector<HTMLElement>("[data-typewriter]");
  if (!line) return;
  const typed = line.querySelector<HTMLElement>("[data-typed]")!;
  const untyped = line.querySelector<HTMLElement>("[data-untyped]")!;
  const cursor = line.querySelector<HTMLElement>("[data-typewriter-cursor]")!;
  const characters = Array.from(typed.textContent ?? "");
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || characters.length === 0) {
    line.dataset.typewriter = "done";
    return;
  }

  let count = 0;
  let timer: number | undefined;
  const render = () => {
    typed.textContent = characters.slice(0, count).join("");
    untyped.textContent = characters.slice(count).join("");
  };
  // Out of sight the line waits where it is, cursor hidden: typing that nobody saw took a fifth of a
  // phone's main thread (4x CPU) through the page's first seconds, whatever the visitor was doing
  // further down. Back in sight, it types on from there.
  const resume = () => {
    timer ??= window.setInterval(typeNext, TYPING_MS_PER_CHARACTER);
    cursor.hidden = false;
  };
  const pause = () => {
    window.clearInterval(timer);
    timer = undefined;
    cursor.hidden = true;
  };
  const stopWatching = watchInSight(line, (inSight) => (inSight ? resume() : pause()));
  function typeNext() {
    count += 1;
    render();
    if (count < characters.length) return;
    pause();
    stopWatching();
    line!.dataset.typewriter = "done";
  }
  render();
  line.dataset.typewriter = "typing";
}
