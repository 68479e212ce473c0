import { prefetch } from "astro:prefetch";
import { prefetchAfterLoad } from "./prefetch-later";

/**
 * Fetches the case pages listed in data-prefetch-pages ahead, so a click on a case opens at once.
 * Astro's prefetch skips a visitor who asked the browser to save data or is on a slow connection.
 */
export function init(): void {
  const paths = document.querySelector<HTMLElement>("[data-prefetch-pages]")?.dataset.prefetchPages?.split(" ") ?? [];
  if (paths.length > 0) prefetchAfterLoad(paths, (path) => prefetch(path));
}
