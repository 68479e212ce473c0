import { allCategories, necessaryOnly, type ConsentCategories, type ConsentRecord } from "./record";
import type { LocationInfo } from "./rule";

/**
 * loading: not known yet · pending: the banner asks · decided: a valid record applies ·
 * not-required: no consent needed here, every category on · failed: initialisation failed, only
 * necessary storage, no banner (spec, section 8).
 */
export type ConsentStatus = "loading" | "pending" | "decided" | "not-required" | "failed";

export interface ConsentState {
  status: ConsentStatus;
  record: ConsentRecord | null;
  location: LocationInfo | null;
  /** The Italian-version exemption applies to this page. */
  exempt: boolean;
}

/**
 * Global Privacy Control refuses marketing wherever the visitor is: where no consent is asked for, and
 * in "Accept all". Only the marketing switch, turned on in the settings, overrides it.
 */
export function refusesMarketing(): boolean {
  return typeof navigator !== "undefined" && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** What the tags may do now. */
export function effectiveCategories(state: ConsentState): ConsentCategories {
  if (state.status === "decided" && state.record) return state.record.categories;
  if (state.status === "not-required") return { ...allCategories, marketing: !refusesMarketing() };
  return necessaryOnly;
}

/** The window event fired on every decision; detail is the new state. */
export const consentChangeEvent = "consentchange";

type Listener = (state: ConsentState) => void;

/** A tiny external store: the banner (React) and the analytics runtime (plain code) share it. */
export function createConsentStore(initial: ConsentState) {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    set(next: ConsentState) {
      state = next;
      for (const listener of listeners) listener(state);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

export const consentStore = createConsentStore({ status: "loading", record: null, location: null, exempt: false });
