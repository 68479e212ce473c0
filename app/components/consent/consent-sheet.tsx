import { useId, useRef, useState } from "react";
import type { ConsentCopy } from "~/content/consent/types";
import { optionalCategories, type CategoryId, type ConsentCategories } from "~/consent/record";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { Switch } from "~/components/ui/switch";

interface ConsentSheetProps {
  copy: ConsentCopy["sheet"];
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The toggles' starting positions. */
  initial: ConsentCategories;
  gpc: boolean;
  onSave(categories: ConsentCategories): void;
  onAcceptAll(): void;
  onRejectAll(): void;
}

function CategoryRow({ id, copy, checked, disabled, alwaysOn, onChange }: { id: CategoryId; copy: ConsentCopy["sheet"]["categories"][CategoryId]; checked: boolean; disabled?: boolean; alwaysOn?: string; onChange?(value: boolean): void }) {
  const base = useId();
  return (
    <li className="flex items-start justify-between gap-4 border-b border-slate-200 py-4 last:border-b-0">
      <div>
        <label htmlFor={`${base}-switch`} className="font-semibold text-slate-900">
          {copy.title}
        </label>
        <p id={`${base}-description`} className="mt-1 text-sm text-slate-600">
          {copy.description}
        </p>
        {alwaysOn ? <p className="mt-1 text-xs font-medium text-slate-700">{alwaysOn}</p> : null}
      </div>
      <Switch id={`${base}-switch`} name={id} checked={checked} disabled={disabled} onCheckedChange={onChange} aria-describedby={`${base}-description`} className="mt-1" />
    </li>
  );
}

/** The settings side sheet: one switch per optional category, necessary shown on and disabled. */
export function ConsentSheet({ copy, open, onOpenChange, initial, gpc, onSave, onAcceptAll, onRejectAll }: ConsentSheetProps) {
  const [choices, setChoices] = useState(initial);
  const opener = useRef<Element | null>(null);
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (next) setChoices(initial);
        onOpenChange(next);
      }}
    >
      <SheetContent
        closeLabel={copy.close}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement;
          setChoices(initial);
        }}
        onCloseAutoFocus={(event) => {
          // Opened without a Radix trigger, so focus goes back by hand: to the opening control, or to the
          // page when that control is gone (the banner hides after a choice).
          event.preventDefault();
          const target = opener.current instanceof HTMLElement && opener.current.isConnected ? opener.current : document.getElementById("main");
          target?.focus({ preventScroll: true });
        }}
      >
        <SheetHeader>
          <SheetTitle>{copy.title}</SheetTitle>
          <SheetDescription>{copy.description}</SheetDescription>
        </SheetHeader>
        <div className="overflow-y-auto px-5">
          {gpc ? <p className="mb-2 rounded-md bg-brand-50 p-3 text-sm text-slate-800">{copy.gpcNotice}</p> : null}
          <ul>
            <CategoryRow id="necessary" copy={copy.categories.necessary} checked disabled alwaysOn={copy.alwaysOn} />
            {optionalCategories.map((id) => (
              <CategoryRow key={id} id={id} copy={copy.categories[id]} checked={choices[id]} onChange={(value) => setChoices((current) => ({ ...current, [id]: value }))} />
            ))}
          </ul>
        </div>
        <SheetFooter>
          <Button type="button" onClick={() => onSave(choices)}>
            {copy.save}
          </Button>
          <div className="grid grid-cols-2 gap-2">
            <Button type="button" variant="outline" onClick={onRejectAll}>
              {copy.rejectAll}
            </Button>
            <Button type="button" variant="outline" onClick={onAcceptAll}>
              {copy.acceptAll}
            </Button>
          </div>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
