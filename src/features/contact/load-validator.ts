import type { validateContact } from "~/features/contact/form-schema";

type Validate = typeof validateContact;

let loaded: Validate | undefined;
let loading: Promise<Validate> | undefined;

/**
 * The form's schema (zod/mini, some 5.5 KB gzip) is asked for when the visitor first reaches into the
 * form (a focus, a pointer or key press), not with the page: React already takes most of the page's
 * 75 KB budget, and a visitor who only reads never needs it. By the time they submit it is there.
 */
export function loadValidator(): Promise<Validate> {
  loading ??= import("~/features/contact/form-schema").then(({ validateContact }) => (loaded = validateContact));
  return loading;
}

/** The validator once loaded, for a submit handler that must answer within the same frame. */
export function loadedValidator(): Validate | undefined {
  return loaded;
}
