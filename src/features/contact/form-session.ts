import { track } from "~/features/analytics";
import type { Language } from "~/i18n/languages";
import { restoreDraft, saveDraft } from "./draft";
import { contactFields, type ContactField } from "./form-fields";

/** Spec, section 4: an abandon counts only after more than 5 s with at least one field touched. */
const ABANDON_AFTER_MS = 5000;

/** What the form's script needs to know of the visit so far when the form is sent. */
export interface FormSession {
  readonly startedAt: number;
  readonly fieldsTouched: number;
  /** Set while a post is under way or done, so leaving for the thank-you page is not an abandon. */
  submitted: boolean;
}

let current: { form: HTMLFormElement; session: FormSession; stop: AbortController } | undefined;

/**
 * The contact form's visit, from the page's load (spec, section 4): the start, the first focus of each
 * field, the abandon, and the draft a language switch brings along. form-behaviour.ts starts it and reads
 * it when the form is sent. One session per page: started again for the same form, it is the same one;
 * for another form, the previous one ends.
 */
export function startFormSession(form: HTMLFormElement, lang: Language): FormSession {
  if (current?.form === form) return current.session;
  current?.stop.abort();
  const stop = new AbortController();
  const { signal } = stop;
  const touched = new Set<ContactField>();
  const session: FormSession = {
    startedAt: Date.now(),
    get fieldsTouched() {
      return touched.size;
    },
    submitted: false,
  };
  current = { form, session, stop };
  restoreDraft(form);
  track("form_interaction", { form: "contact", action: "start", language: lang });

  form.addEventListener("input", () => saveDraft(form), { signal });
  form.addEventListener(
    "focusin",
    (event) => {
      const field = contactFields.find((name) => name === (event.target as HTMLInputElement).name);
      if (!field || touched.has(field)) return;
      touched.add(field);
      track("form_interaction", { form: "contact", action: "field_focus", field, language: lang });
    },
    { signal },
  );
  // A page the browser keeps in its back/forward cache is hidden again each time the visitor leaves it:
  // the visit abandons the form once, however often it comes back and leaves.
  let abandoned = false;
  window.addEventListener(
    "pagehide",
    () => {
      const timeSpent = Date.now() - session.startedAt;
      if (abandoned || session.submitted || touched.size === 0 || timeSpent <= ABANDON_AFTER_MS) return;
      abandoned = true;
      track("form_interaction", { form: "contact", action: "abandon", time_spent: timeSpent, fields_touched: touched.size, language: lang });
    },
    { signal },
  );
  return session;
}
