/**
 * Tells `onChange` whether `element` is on screen, now (the observer's first report) and each time that
 * changes. Motion that nobody sees (a headline typing, a carousel paging) waits on it: out of sight it
 * costs a phone's main thread and battery, and back in sight the visitor sees it from where it stood.
 * Returns the function that stops watching.
 */
export function watchInSight(element: Element, onChange: (inSight: boolean) => void): () => void {
  // Of several reports queued between two callbacks, oldest first, the last is where the element is now.
  const observer = new IntersectionObserver((entries) => {
    const now = entries.at(-1);
    if (now) onChange(now.isIntersecting);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
