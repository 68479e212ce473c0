import { viewportDeviceClass } from "~/lib/device";
import { TYPING_MS_PER_CHARACTER } from "~/lib/typewriter";

/**
 * Types the hero headline over itself (spec: 102 ms per character, cursor hidden when done). The line is
 * painted in full as served and stays readable throughout: typing turns the dimmed rest of the line
 * white one character at a time, so nothing painted is ever erased. Under reduced motion it stays as is.
 */
export function init(): void {
  const lines = [...document.querySelectorAll<HTMLElement>("[data-typewriter]")];
  if (lines.length === 0) return;
  const wanted = viewportDeviceClass() === "mobile" ? "mobile" : "desktop";
  const line = lines.find((candidate) => candidate.dataset.device === wanted) ?? lines[0]!;
  // Only the line for this device stays; CSS chose it by width, the spec's device class may differ (Android).
  for (const other of lines) if (other !== line) other.remove();
  line.className = "";

  const typed = line.querySelector<HTMLElement>("[data-typed]")!;
  const untyped = line.querySelector<HTMLElement>("[data-untyped]")!;
  const cursor = line.querySelector<HTMLElement>("[data-typewriter-cursor]")!;
  const characters = Array.from(typed.textContent ?? "");
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || characters.length === 0) {
    line.dataset.typewriter = "done";
    return;
  }

  let count = 0;
  const render = () => {
    typed.textContent = characters.slice(0, count).join("");
    untyped.textContent = characters.slice(count).join("");
  };
  render();
  cursor.hidden = false;
  line.dataset.typewriter = "typing";
  const timer = window.setInterval(() => {
    count += 1;
    render();
    if (count < characters.length) return;
    window.clearInterval(timer);
    cursor.hidden = true;
    line.dataset.typewriter = "done";
  }, TYPING_MS_PER_CHARACTER);
}
