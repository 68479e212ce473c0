/**
 * Resolves in a task of its own, so that the work after it no longer lengthens the task before it (a long
 * task delays a tap's answer, and Lighthouse counts what passes 50 ms as blocking time). Where the browser
 * has `scheduler.yield`, the rest runs ahead of the tasks queued meanwhile, as if it had not yielded.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
