import type { ConsentCopy } from "~/content/consent/schema";

function EventListSlot({ field, empty }: { field: "waiting" | "sent"; empty: string }) {
  return (
    <>
      <ol data-debug-field={field} className="space-y-0.5 font-mono" />
      <p data-debug-empty={field} className="text-slate-400">
        {empty}
      </p>
    </>
  );
}

/**
 * The analytics debug panel's markup and words, inert until ./debug-panel.ts clones it: the page
 * carries the words, the script only the values.
 */
export function DebugPanelTemplate({ copy }: { copy: ConsentCopy["debug"] }) {
  return (
    <template data-analytics-debug>
      <aside
        aria-label={copy.title}
        className="fixed top-20 left-2 z-50 max-h-[70vh] w-80 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-lg bg-slate-900 p-4 text-xs text-slate-100 shadow-xl"
      >
        <div className="flex items-center justify-between">
          <h2 className="text-sm font-semibold">{copy.title}</h2>
          <button
            type="button"
            data-debug-close
            aria-label={copy.close}
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            ×
          </button>
        </div>
        <dl className="mt-2 space-y-2">
          <div>
            <dt className="font-semibold">{copy.consent}</dt>
            <dd data-debug-field="consent" className="font-mono" />
          </div>
          <div>
            <dt className="font-semibold">{copy.location}</dt>
            <dd data-debug-field="location" className="font-mono" />
          </div>
          <div>
            <dt className="font-semibold">{copy.queued}</dt>
            <dd>
              <EventListSlot field="waiting" empty={copy.none} />
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{copy.sent}</dt>
            <dd>
              <EventListSlot field="sent" empty={copy.none} />
            </dd>
          </div>
        </dl>
      </aside>
    </template>
  );
}
