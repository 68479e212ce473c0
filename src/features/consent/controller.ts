import type { Language } from "~/i18n/languages";
import { lookupLocation } from "./geo-client";
import {
  allCategories,
  clearStoredRecord,
  createRecord,
  isValidRecord,
  necessaryOnly,
  readStoredRecord,
  storeRecord,
  type ConsentAction,
  type ConsentCategories,
  type ConsentRecord,
} from "./record";
import { exemptLocation, isExemptVersion } from "./rule";
import { consentChangeEvent, consentStore, type ConsentState, type ConsentStore } from "./store";

export const consentProofPath = "/api/consent";

/**
 * Decides, at startup and on every change of page language, whether the banner shows: a valid stored
 * record applies as it is; otherwise the country rule decides (the Italian version is exempt and is not
 * geolocated). A failure is logged and leaves only necessary storage, without a banner (spec, section 8).
 */
export async function initConsent(lang: Language, store: ConsentStore = consentStore): Promise<void> {
  try {
    const exempt = isExemptVersion(lang);
    const stored = readStoredRecord();
    if (stored && isValidRecord(stored)) {
      store.set({ status: "decided", record: stored, location: stored.location, exempt });
      return;
    }
    const location = exempt ? exemptLocation : await lookupLocation();
    // A choice made in the settings while the country was being looked up stands.
    if (store.get().status === "decided") return;
    store.set({ status: location.requiresConsent ? "pending" : "not-required", record: null, location, exempt });
  } catch (error) {
    console.error("[consent] initialisation failed; the banner is skipped", error);
    store.set({ status: "failed", record: null, location: null, exempt: false });
  }
}

/** Global Privacy Control counts as a refusal of marketing where consent is required. */
export function refusesMarketing(state: ConsentState): boolean {
  const gpc = typeof navigator !== "undefined" && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  return gpc && !state.exempt && !!state.location?.requiresConsent;
}

/** The categories a choice stands for. */
export function categoriesFor(action: ConsentAction, state: ConsentState, chosen?: ConsentCategories): ConsentCategories {
  if (action === "reject_all") return necessaryOnly;
  if (action === "save_settings" && chosen) return { ...chosen, necessary: true };
  return refusesMarketing(state) ? { ...allCategories, marketing: false } : allCategories;
}

/** Accept all, reject all or save: stores the record, fires the change event, sends the proof. */
export function decide(action: ConsentAction, lang: Language, chosen?: ConsentCategories, store: ConsentStore = consentStore): ConsentRecord {
  const state = store.get();
  const record = createRecord({ categories: categoriesFor(action, state, chosen), location: state.location, language: lang, previousId: state.record?.id });
  storeRecord(record);
  const next: ConsentState = { ...state, status: "decided", record };
  store.set(next);
  window.dispatchEvent(new CustomEvent(consentChangeEvent, { detail: next }));
  void sendProof(record, action);
  return record;
}

/** Withdraws everything: the record, the consent cookie and the marketing cookies go; the rule decides again. */
export function clearConsent(store: ConsentStore = consentStore): void {
  clearStoredRecord();
  const state = store.get();
  const next: ConsentState = { ...state, status: state.location?.requiresConsent ? "pending" : "not-required", record: null };
  store.set(next);
  window.dispatchEvent(new CustomEvent(consentChangeEvent, { detail: next }));
}

/** The proof of consent: no IP address or other identifier beyond the record's random id. */
async function sendProof(record: ConsentRecord, action: ConsentAction) {
  const { analytics, marketing, preferences } = record.categories;
  try {
    const response = await fetch(consentProofPath, {
      method: "POST",
      headers: { "content-type": "application/json" },
      keepalive: true,
      body: JSON.stringify({
        consentId: record.id,
        action,
        categories: { analytics, marketing, preferences },
        version: record.version,
        language: record.language,
        decidedAt: new Date(record.timestamp).toISOString(),
      }),
    });
    if (!response.ok) console.warn("[consent] proof not stored", response.status);
  } catch (error) {
    console.warn("[consent] proof not sent", error);
  }
}
