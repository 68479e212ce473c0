import { contactFields, type ContactValues } from "./form-fields";

/**
 * What a visitor has typed into the contact form, kept for the browser tab's session: switching the
 * page's language (another page, another rendering of the form) brings the words along. Cleared once
 * the lead is sent. The token and the honeypot are never kept: each rendering has its own.
 */
const DRAFT_KEY = "contact_draft";

/** sessionStorage, or nothing where the browser refuses it (privacy modes, storage turned off). */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveDraft(form: HTMLFormElement): void {
  const data = new FormData(form);
  const draft = Object.fromEntries(contactFields.map((field) => [field, String(data.get(field) ?? "")]));
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full storage loses the draft, never the form.
  }
}

export function loadDraft(): Partial<ContactValues> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(DRAFT_KEY) ?? "{}");
    if (parsed === null || typeof parsed !== "object") return {};
    const record = parsed as Record<string, unknown>;
    return Object.fromEntries(contactFields.flatMap((field) => (typeof record[field] === "string" ? [[field, record[field]]] : [])));
  } catch {
    return {};
  }
}

/** Puts the draft into the fields the page left empty; what the server gave back or the visitor typed wins. */
export function restoreDraft(form: HTMLFormElement): void {
  const draft = loadDraft();
  for (const field of contactFields) {
    const control = form.elements.namedItem(field);
    const value = draft[field];
    if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.value === "" && value) control.value = value;
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
