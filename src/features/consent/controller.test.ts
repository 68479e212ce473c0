// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consentConfig } from "~/config/consent";
import { categoriesFor, clearConsent, decide, followStoredChoice, initConsent } from "./controller";
import { allCategories, createRecord, necessaryOnly, readStoredRecord, storeRecord } from "./record";
import { resetGeoCache } from "./geo-client";
import { exemptLocation, locationFor } from "./rule";
import { consentChangeEvent, createConsentStore, effectiveCategories, type ConsentState } from "./store";

const pendingInGermany: ConsentState = { status: "pending", record: null, location: locationFor("DE"), exempt: false };

function setGpc(value: boolean | undefined) {
  Object.defineProperty(navigator, "globalPrivacyControl", { value, configurable: true });
}

beforeEach(() => {
  // The proof goes to a same-origin endpoint that jsdom has no server for: it is logged and dropped.
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  localStorage.clear();
  setGpc(undefined);
});

describe("consent decisions", () => {
  it("the Italian version is exempt and not geolocated", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const store = createConsentStore({ status: "loading", record: null, location: null, exempt: false });
    await initConsent("it", store);
    expect(store.get()).toMatchObject({ status: "not-required", exempt: true, location: { country: "IT", requiresConsent: false } });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("a valid stored record applies without asking", async () => {
    const record = createRecord({ categories: allCategories, location: locationFor("DE"), language: "en" });
    storeRecord(record);
    const store = createConsentStore({ status: "loading", record: null, location: null, exempt: false });
    await initConsent("en", store);
    expect(store.get()).toMatchObject({ status: "decided", record });
  });

  it("a choice made while the country is being looked up stands", async () => {
    const store = createConsentStore({ status: "loading", record: null, location: null, exempt: false });
    const starting = initConsent("en", store);
    const record = decide("reject_all", "en", undefined, store);
    await starting;
    expect(store.get()).toMatchObject({ status: "decided", record });
  });

  it("every choice stores the record and fires the change event", () => {
    const store = createConsentStore(pendingInGermany);
    const events: Event[] = [];
    window.addEventListener(consentChangeEvent, (event) => events.push(event));
    const record = decide("reject_all", "en", undefined, store);
    expect(record.categories).toEqual({ necessary: true, analytics: false, marketing: false, preferences: false });
    expect(readStoredRecord()).toEqual(record);
    expect(store.get().status).toBe("decided");
    expect(events).toHaveLength(1);
    // A later change keeps the same consent id, so the proof links the two decisions.
    expect(decide("accept_all", "en", undefined, store).id).toBe(record.id);
  });

  it("clearing removes the record and asks again where consent is required", () => {
    const store = createConsentStore(pendingInGermany);
    decide("accept_all", "en", undefined, store);
    clearConsent(store);
    expect(localStorage.getItem(consentConfig.storageKey)).toBeNull();
    expect(store.get().status).toBe("pending");
  });

  it("Global Privacy Control refuses marketing wherever the visitor is, unless they turn marketing on themselves", () => {
    setGpc(true);
    expect(categoriesFor("accept_all")).toEqual({ ...allCategories, marketing: false });
    expect(categoriesFor("save_settings", { ...allCategories, marketing: true })).toEqual(allCategories);
    // Where no consent is asked for (the United States, or the Italian version), marketing stays off too.
    const inTheUnitedStates: ConsentState = { status: "not-required", record: null, location: locationFor("US"), exempt: false };
    expect(effectiveCategories(inTheUnitedStates)).toEqual({ ...allCategories, marketing: false });
    setGpc(undefined);
    expect(effectiveCategories(inTheUnitedStates)).toEqual(allCategories);
  });

  it("a record made where nobody asked is no consent where the rule asks: the banner asks again", async () => {
    // Saved on the Italian version with the switches as they showed, all on.
    storeRecord(createRecord({ categories: allCategories, location: exemptLocation, language: "it" }));
    resetGeoCache();
    const lookups = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ country: "DE" }));
    const inGermany = createConsentStore({ status: "loading", record: null, location: null, exempt: false });
    await initConsent("en", inGermany);
    expect(inGermany.get()).toMatchObject({ status: "pending", record: null, location: { country: "DE", requiresConsent: true } });
    expect(lookups).toHaveBeenCalledOnce();

    // Where the rule asks for nothing either, it applies.
    resetGeoCache();
    lookups.mockImplementation(async () => Response.json({ country: "US" }));
    const inTheUnitedStates = createConsentStore({ status: "loading", record: null, location: null, exempt: false });
    await initConsent("en", inTheUnitedStates);
    expect(inTheUnitedStates.get()).toMatchObject({ status: "decided", record: { language: "it" } });

    // A refusal made anywhere stands everywhere, without a lookup.
    lookups.mockClear();
    storeRecord(createRecord({ categories: necessaryOnly, location: exemptLocation, language: "it" }));
    const refused = createConsentStore({ status: "loading", record: null, location: null, exempt: false });
    await initConsent("fr", refused);
    expect(refused.get()).toMatchObject({ status: "decided", record: { categories: necessaryOnly } });
    expect(lookups).not.toHaveBeenCalled();
  });

  it("a choice stored by another tab, or while this page waited in the back/forward cache, applies here", () => {
    const thisTab = createConsentStore(pendingInGermany);
    // Accepted a second ago.
    vi.useFakeTimers({ now: Date.now() - 1000 });
    decide("accept_all", "en", undefined, thisTab);
    vi.useRealTimers();
    const events: ConsentState[] = [];
    window.addEventListener(consentChangeEvent, (event) => events.push((event as CustomEvent<ConsentState>).detail));

    // The other tab refuses: it shares the stored record.
    const otherTab = createConsentStore({ ...pendingInGermany, status: "decided", record: readStoredRecord()! });
    decide("reject_all", "en", undefined, otherTab);
    followStoredChoice(thisTab);
    expect(effectiveCategories(thisTab.get())).toEqual(necessaryOnly);
    expect(events.at(-1)).toMatchObject({ status: "decided", record: { categories: necessaryOnly } });

    // Withdrawn there: here the banner asks again.
    clearConsent(otherTab);
    followStoredChoice(thisTab);
    expect(thisTab.get()).toMatchObject({ status: "pending", record: null });

    // Nothing new: nothing happens.
    const count = events.length;
    followStoredChoice(thisTab);
    expect(events).toHaveLength(count);

    // Accepted there again, then switches saved as they stood on the Italian version, in a third tab:
    // that is no consent here, where the banner asks.
    vi.useFakeTimers({ now: Date.now() - 500 });
    decide("accept_all", "en", undefined, otherTab);
    vi.useRealTimers();
    followStoredChoice(thisTab);
    expect(thisTab.get()).toMatchObject({ status: "decided", record: { categories: allCategories } });
    storeRecord(createRecord({ categories: allCategories, location: exemptLocation, language: "it" }));
    followStoredChoice(thisTab);
    expect(thisTab.get()).toMatchObject({ status: "pending", record: null });
  });
});
