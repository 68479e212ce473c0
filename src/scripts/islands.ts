/** Resolves once every island on the page has hydrated: Astro drops an island's `ssr` attribute then. */
export function whenIslandsHydrated(): Promise<void> {
  const pending = () => document.querySelector("astro-island[ssr]") !== null;
  if (!pending()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (pending()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ["ssr"] });
  });
}
