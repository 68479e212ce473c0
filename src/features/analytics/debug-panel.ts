import { analyticsLog } from "./runtime";
import { consentStore, effectiveCategories, type ConsentState } from "~/features/consent";

const REFRESH_MS = 2000;
const LISTED_EVENTS = 20;

function consentLine(state: ConsentState): string {
  const categories = effectiveCategories(state);
  return `${state.status} · analytics ${categories.analytics} · marketing ${categories.marketing} · preferences ${categories.preferences}`;
}

function locationLine(state: ConsentState): string {
  const location = state.location;
  if (!location) return "–";
  return `${location.country} · EU ${location.isEU} · CN ${location.isChina} · required ${location.requiresConsent}${state.exempt ? " · exempt" : ""}`;
}

function fillEvents(panel: HTMLElement, field: "waiting" | "sent", events: readonly { name: string; time: number; channels?: string[] }[]) {
  const list = panel.querySelector(`[data-debug-field="${field}"]`);
  const empty = panel.querySelector<HTMLElement>(`[data-debug-empty="${field}"]`);
  if (!list || !empty) return;
  list.replaceChildren(
    ...events.slice(0, LISTED_EVENTS).map((event) => {
      const item = document.createElement("li");
      const channels = event.channels ? ` → ${event.channels.join(", ") || "–"}` : "";
      item.textContent = `${new Date(event.time).toLocaleTimeString()} ${event.name}${channels}`;
      return item;
    }),
  );
  empty.hidden = events.length > 0;
}

/**
 * For the agency: which consent and location apply, and which events wait or went out, refreshed every
 * 2 s (spec, section 9). Returns the function that removes it.
 */
export function openDebugPanel(onClose: () => void): () => void {
  const template = document.querySelector<HTMLTemplateElement>("template[data-analytics-debug]");
  const panel = template?.content.firstElementChild?.cloneNode(true);
  if (!(panel instanceof HTMLElement)) return () => {};
  const render = () => {
    const state = consentStore.get();
    const consent = panel.querySelector('[data-debug-field="consent"]');
    const location = panel.querySelector('[data-debug-field="location"]');
    if (consent) consent.textContent = consentLine(state);
    if (location) location.textContent = locationLine(state);
    fillEvents(panel, "waiting", analyticsLog.waiting());
    fillEvents(panel, "sent", analyticsLog.sent);
  };
  render();
  document.body.append(panel);
  panel.querySelector("[data-debug-close]")?.addEventListener("click", onClose);
  const timer = setInterval(render, REFRESH_MS);
  return () => {
    clearInterval(timer);
    panel.remove();
  };
}
