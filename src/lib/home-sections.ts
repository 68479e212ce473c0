import { NEAR_VIEWPORT_MARGIN } from "./load-when-near";

const homeSections = () => document.querySelectorAll<HTMLElement>("[data-home-section]");

/**
 * A reload or a return through history (the browser puts the scroll back where it was) renders every
 * home section at once, so that the position it restores is real. It runs as an inline script in the
 * head (astro.config.ts injects it), before the browser restores anything: the page's own scripts start
 * only after its first paint (docs/decisions/0026). So it stands alone: no import, no outside name.
 */
export function renderAllSectionsOnReturn(): void {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (navigation && navigation.type !== "navigate") document.documentElement.dataset.allSectionsRendered = "";
}

/**
 * The home page's sections out of reach skip their rendering (src/site.css, `content-visibility: auto`)
 * and stand in with an estimated height. That estimate must never decide where the visitor lands, and
 * a section must render before its lazy pictures are due (spec, section 9: two viewport heights):
 * - a section renders for good once it comes within two viewport heights of the screen;
 * - a jump to a section renders it and every section before it first, and a reload or a return through
 *   history renders them all (renderAllSectionsOnReturn), so positions are real.
 * A link to a section in the address is CSS's own case (:target).
 */
export function initHomeSections(): void {
  const sections = homeSections();
  if (sections.length === 0 || document.documentElement.dataset.allSectionsRendered !== undefined) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.sectionRendered = "";
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  for (const section of sections) observer.observe(section);
}

/** The sections up to the target's own render now, and no more: what lies below does not move it. */
export function renderSectionsThrough(target: Element): void {
  for (const section of homeSections())
    if (section.contains(target) || section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) section.dataset.sectionRendered = "";
}
