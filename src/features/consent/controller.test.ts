// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consentConfig } from "~/config/consent";
import { categoriesFor, clearConsent, decide, initConsent } from "./controller";
import { allCategories, createRecord, readStoredRecord, storeRecord } from "./record";
import { locationFor } from "./rule";
import { consentChangeEvent, createConsentStore, type ConsentState } from "./store";

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

  it("Global Privacy Control refuses marketing where consent is required", () => {
    setGpc(true);
    expect(categoriesFor("accept_all", pendingInGermany)).toEqual({ ...allCategories, marketing: false });
    expect(categoriesFor("accept_all", { ...pendingInGermany, location: locationFor("US") })).toEqual(allCategories);
    expect(categoriesFor("save_settings", pendingInGermany, { ...allCategories, marketing: true })).toEqual(allCategories);
  });
});
