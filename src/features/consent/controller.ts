import type { Language } from "~/i18n/languages";
import { lookupLocation } from "./geo-client";
import {
  allCategories,
  clearStoredRecord,
  createRecord,
  isValidRecord,
  necessaryOnly,
  optionalCategories,
  readStoredRecord,
  storeRecord,
  type ConsentAction,
  type ConsentCategories,
  type ConsentRecord,
} from "./record";
import { exemptLocation, isExemptVersion } from "./rule";
import { consentChangeEvent, consentStore, refusesMarketing, type ConsentState, type ConsentStore } from "./store";

export const consentProofPath = "/api/consent";

/**
 * Decides, at startup and on every change of page language, whether the banner shows: a valid stored
 * record applies as it is; otherwise the country rule decides (the Italian version is exempt and is not
 * geolocated). A record made where no consent was asked for (the Italian version, or a country outside
 * the rule), whose switches were on before the visitor touched them, is no consent where the rule asks
 * for one: there the banner asks again. A failure is logged and leaves only necessary storage, without a
 * banner (spec, section 8).
 */
export async function initConsent(lang: Language, store: ConsentStore = consentStore): Promise<void> {
  try {
    const exempt = isExemptVersion(lang);
    const stored = validStoredRecord();
    // Where the record itself says it holds, no lookup is needed.
    if (stored && countsAsConsent(stored, { exempt, requiresConsent: true })) {
      store.set({ status: "decided", record: stored, location: stored.location, exempt });
      return;
    }
    const location = exempt ? exemptLocation : await lookupLocation();
    // A choice made in the settings while the country was being looked up stands.
    if (store.get().status === "decided") return;
    if (stored && countsAsConsent(stored, { exempt, requiresConsent: location.requiresConsent }))
      store.set({ status: "decided", record: stored, location, exempt });
    else store.set({ status: location.requiresConsent ? "pending" : "not-required", record: null, location, exempt });
  } catch (error) {
    console.error("[consent] initialisation failed; the banner is skipped", error);
    store.set({ status: "failed", record: null, location: null, exempt: false });
  }
}

const validStoredRecord = () => {
  const stored = readStoredRecord();
  return stored && isValidRecord(stored) ? stored : undefined;
};

/**
 * Whether a stored choice stands on this page: always on the exempt version, and wherever no consent is
 * required; where it is, only a refusal or a choice made where consent was asked for.
 */
function countsAsConsent(record: ConsentRecord, here: { exempt: boolean; requiresConsent: boolean }): boolean {
  const grantsAny = optionalCategories.some((id) => record.categories[id]);
  return here.exempt || !here.requiresConsent || !grantsAny || !!record.location?.requiresConsent;
}

/**
 * A choice made in another tab, or on another page while this one waited in the back/forward cache,
 * rules here too: the stored record, the whole site's in every language, is read again and applied if
 * it is another than the one in force (a withdrawal stops this page's tags at once; a banner still
 * asking here hides).
 */
export function followStoredChoice(store: ConsentStore): void {
  const state = store.get();
  if (state.status === "loading" || state.status === "failed") return;
  const stored = validStoredRecord();
  // A choice saved as the switches stood where nobody asked (another tab on the Italian version) is
  // no consent on a page that asks.
  const record = stored && countsAsConsent(stored, { exempt: state.exempt, requiresConsent: !!state.location?.requiresConsent }) ? stored : null;
  // One browser keeps one consent id across its choices: the moment of the choice tells them apart.
  if (record?.timestamp === state.record?.timestamp) return;
  change(store, record ? { ...state, status: "decided", record } : undecided(state));
}

/** The categories a choice stands for. */
export function categoriesFor(action: ConsentAction, chosen?: ConsentCategories): ConsentCategories {
  if (action === "reject_all") return necessaryOnly;
  if (action === "save_settings" && chosen) return { ...chosen, necessary: true };
  return refusesMarketing() ? { ...allCategories, marketing: false } : allCategories;
}

/** Accept all, reject all or save: stores the record, fires the change event, sends the proof. */
export function decide(action: ConsentAction, lang: Language, chosen?: ConsentCategories, store: ConsentStore = consentStore): ConsentRecord {
  const state = store.get();
  const record = createRecord({ categories: categoriesFor(action, chosen), location: state.location, language: lang, previousId: state.record?.id });
  storeRecord(record);
  change(store, { ...state, status: "decided", record });
  void sendProof(record, action);
  return record;
}

/** Withdraws everything: the record, the consent cookie, the analytics and the marketing cookies go; the rule decides again. */
export function clearConsent(store: ConsentStore = consentStore): void {
  clearStoredRecord();
  change(store, undecided(store.get()));
}

/** No choice in force: the rule decides whether the banner asks. */
const undecided = (state: ConsentState): ConsentState => ({ ...state, status: state.location?.requiresConsent ? "pending" : "not-required", record: null });

/** A choice made, followed or withdrawn: the store takes it and the page hears of it. */
function change(store: ConsentStore, next: ConsentState): void {
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
