/** Scroll behaviour that respects the visitor's reduced-motion preference. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/** Scrolls so the section's top sits just under the fixed header; false when there is no such section. */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const header = document.querySelector("header");
  const offset = (header?.getBoundingClientRect().height ?? 0) + 20;
  window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - offset, behavior: scrollBehavior() });
  return true;
}
