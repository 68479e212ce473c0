/**
 * The one entry point for analytics events. Components call `track`; delivery (consent, batching,
 * gtag/GTM/Clarity) is attached by the analytics runtime through `onTrack`, so nothing here reaches a
 * third party by itself. Known events are typed by the catalogue in ./events.
 */
import type { AnalyticsParams, EventName, EventParams } from "./events";

export interface TrackedEvent {
  name: string;
  params: AnalyticsParams;
  time: number;
}

type Listener = (event: TrackedEvent) => void;
const listeners = new Set<Listener>();
/** Events recorded before a listener attached (e.g. while the page's scripts start), handed to the first one. */
const pending: TrackedEvent[] = [];
const PENDING_LIMIT = 100;

/** Catalogue events must carry their parameters; any other event may omit them. */
type ParamsArgument<N extends string> = N extends EventName ? [params: EventParams<N>] : [params?: AnalyticsParams];

export function track<N extends string>(name: N, ...[params = {}]: ParamsArgument<N>): void {
  if (typeof window === "undefined") return;
  const event: TrackedEvent = { name, params, time: Date.now() };
  if (listeners.size === 0) {
    if (pending.length < PENDING_LIMIT) pending.push(event);
    return;
  }
  for (const listener of listeners) listener(event);
}

/** Subscribes a delivery channel; returns the unsubscribe function. */
export function onTrack(listener: Listener): () => void {
  listeners.add(listener);
  for (const event of pending.splice(0)) listener(event);
  return () => listeners.delete(listener);
}
