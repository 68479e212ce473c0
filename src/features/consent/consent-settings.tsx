import { X } from "lucide";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { optionalCategories, type CategoryId } from "./record";
import type { ConsentCopy } from "~/content/consent/schema";

type SettingsCopy = ConsentCopy["sheet"];

function CategoryRow({ id, copy, alwaysOn }: { id: CategoryId; copy: SettingsCopy["categories"][CategoryId]; alwaysOn?: string }) {
  const switchId = `consent-${id}`;
  return (
    <li className="flex items-start justify-between gap-4 border-b border-slate-200 py-4 last:border-b-0">
      <div>
        <label htmlFor={switchId} className="font-semibold text-slate-900">
          {copy.title}
        </label>
        <p id={`${switchId}-description`} className="mt-1 text-sm text-slate-600">
          {copy.description}
        </p>
        {alwaysOn ? <p className="mt-1 text-xs font-medium text-slate-700">{alwaysOn}</p> : null}
      </div>
      <input
        type="checkbox"
        role="switch"
        id={switchId}
        name={id}
        aria-describedby={`${switchId}-description`}
        // The necessary category is on and cannot be switched off (spec, section 5).
        defaultChecked={alwaysOn !== undefined}
        disabled={alwaysOn !== undefined}
        className={[
          "relative mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded bg-slate-400 transition-colors checked:bg-brand-700",
          "focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70",
          // The thumb, and a 44 px hit area around the track.
          "before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded before:bg-white before:shadow before:transition-transform checked:before:translate-x-5 motion-reduce:before:transition-none",
          "after:absolute after:-inset-2.5 after:content-['']",
        ].join(" ")}
      />
    </li>
  );
}

/**
 * The cookie settings: a sheet at the side, one switch per optional category, necessary shown on and
 * disabled. ./consent.ts sets the switches and opens it. The close button comes last so that opening
 * focuses the first switch a visitor can change.
 *
 * Between the title and the buttons the categories scroll; on a screen too short for that to leave room
 * (a phone held sideways), the whole sheet scrolls instead.
 *
 * A popover, not a modal <dialog>: showModal() makes the whole page inert, and restyling every element
 * of a long page kept a phone busy for a tenth of a second before the sheet appeared. In the top layer
 * over its backdrop it is just as modal to a pointer; aria-modal tells assistive technology, Tab is kept
 * inside by ./consent.ts, and Escape or a tap beside the sheet closes it (light dismiss).
 */
export function ConsentSettings({ copy }: { copy: SettingsCopy }) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      popover="auto"
      data-consent-settings
      aria-labelledby="consent-settings-title"
      aria-describedby="consent-settings-description"
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-none flex-col gap-4 overflow-hidden border-l border-slate-200 bg-white p-0 shadow-xl outline-none open:flex sm:max-w-md backdrop:bg-slate-950/50 [@media(max-height:32rem)]:overflow-y-auto"
    >
      <div className="flex flex-col gap-1.5 p-5 pr-14">
        <h2 id="consent-settings-title" className="font-display text-3xl leading-tight text-slate-900 zh:text-xl zh:font-bold">
          {copy.title}
        </h2>
        <p id="consent-settings-description" className="text-sm text-slate-600">
          {copy.description}
        </p>
      </div>
      <div className="overflow-y-auto px-5 [@media(max-height:32rem)]:overflow-visible">
        <p data-consent-gpc hidden className="mb-2 rounded bg-brand-50 p-3 text-sm text-slate-800">
          {copy.gpcNotice}
        </p>
        <ul>
          <CategoryRow id="necessary" copy={copy.categories.necessary} alwaysOn={copy.alwaysOn} />
          {optionalCategories.map((id) => (
            <CategoryRow key={id} id={id} copy={copy.categories[id]} />
          ))}
        </ul>
      </div>
      <div className="mt-auto flex flex-col gap-2 p-5">
        <Button type="button" data-consent-choice="save_settings">
          {copy.save}
        </Button>
        <div className="grid grid-cols-2 gap-2">
          <Button type="button" variant="outline" data-consent-choice="reject_all">
            {copy.rejectAll}
          </Button>
          <Button type="button" variant="outline" data-consent-choice="accept_all">
            {copy.acceptAll}
          </Button>
        </div>
      </div>
      <button
        type="button"
        data-close-cookie-settings
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <Icon node={X} className="size-5" aria-hidden="true" />
        <span className="sr-only">{copy.close}</span>
      </button>
    </div>
  );
}
