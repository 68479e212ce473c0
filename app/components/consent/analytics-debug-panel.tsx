import { useEffect, useReducer } from "react";
import type { ConsentCopy } from "~/content/consent/types";
import { analyticsLog } from "~/analytics/runtime";
import { effectiveCategories, type ConsentState } from "~/consent/store";
import { Button } from "~/components/ui/button";

const REFRESH_MS = 2000;

function EventList({ events, empty }: { events: readonly { name: string; time: number; channels?: string[] }[]; empty: string }) {
  if (!events.length) return <p className="text-slate-400">{empty}</p>;
  return (
    <ol className="space-y-0.5">
      {events.slice(0, 20).map((event, index) => (
        <li key={`${event.time}-${index}`} className="font-mono">
          {new Date(event.time).toLocaleTimeString()} {event.name}
          {event.channels ? ` → ${event.channels.join(", ") || "–"}` : null}
        </li>
      ))}
    </ol>
  );
}

/** For the agency: what consent and location apply and which events wait or went out (refreshed every 2 s). */
export function AnalyticsDebugPanel({ copy, state, onClose }: { copy: ConsentCopy["debug"]; state: ConsentState; onClose(): void }) {
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const categories = effectiveCategories(state);
  return (
    <aside aria-label={copy.title} className="fixed top-20 left-2 z-50 max-h-[70vh] w-80 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-lg bg-slate-900 p-4 text-xs text-slate-100 shadow-xl">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold">{copy.title}</h2>
        <Button type="button" variant="ghost" size="icon" onClick={onClose} aria-label={copy.close}>
          ×
        </Button>
      </div>
      <dl className="mt-2 space-y-2">
        <div>
          <dt className="font-semibold">{copy.consent}</dt>
          <dd className="font-mono" data-testid="debug-consent">
            {state.status} · analytics {String(categories.analytics)} · marketing {String(categories.marketing)} · preferences {String(categories.preferences)}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{copy.location}</dt>
          <dd className="font-mono">{state.location ? `${state.location.country} · EU ${state.location.isEU} · CN ${state.location.isChina} · required ${state.location.requiresConsent}${state.exempt ? " · exempt" : ""}` : "–"}</dd>
        </div>
        <div>
          <dt className="font-semibold">{copy.queued}</dt>
          <dd>
            <EventList events={analyticsLog.waiting()} empty={copy.none} />
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{copy.sent}</dt>
          <dd>
            <EventList events={analyticsLog.sent} empty={copy.none} />
          </dd>
        </div>
      </dl>
    </aside>
  );
}
