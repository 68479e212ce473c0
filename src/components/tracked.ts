import type { EventName, EventParams } from "~/features/analytics/events";

/**
 * Marks an element whose click is an analytics event. The page's one click listener
 * (src/features/analytics) reads these attributes, so a component rendered at build time reports its
 * clicks without any JavaScript of its own.
 */
export function trackedClick<N extends EventName>(name: N, params: Omit<EventParams<N>, "timestamp">): Record<string, string> {
  return { "data-track": name, "data-track-params": JSON.stringify(params) };
}
