// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { consentConfig } from "~/config/consent";
import { allCategories, clearStoredRecord, createRecord, isValidRecord, necessaryOnly, parseRecord, readStoredRecord, storeRecord } from "./record";
import { locationFor } from "./rule";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 22, 9, 0);

function cookieNames() {
  return document.cookie
    .split("; ")
    .filter(Boolean)
    .map((pair) => pair.split("=")[0]);
}

afterEach(() => {
  localStorage.clear();
  for (const name of cookieNames()) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe("consent record validity (spec, section 5)", () => {
  const record = createRecord({ categories: allCategories, location: locationFor("DE"), language: "en", now });

  it("is valid for 90 days", () => {
    expect(isValidRecord(record, now)).toBe(true);
    expect(isValidRecord(record, now + 89 * DAY)).toBe(true);
    expect(isValidRecord(record, now + 90 * DAY)).toBe(false);
  });

  it("is void when of another version", () => {
    expect(record.version).toBe("1.0");
    expect(isValidRecord({ ...record, version: "0.9" }, now)).toBe(false);
  });

  it("is void when dated in the future", () => {
    expect(isValidRecord(record, now - DAY)).toBe(false);
  });

  it("always keeps necessary on", () => {
    expect(createRecord({ categories: { ...necessaryOnly, necessary: false as unknown as true }, location: null, language: "it" }).categories.necessary).toBe(
      true,
    );
  });

  it("treats malformed storage as no record", () => {
    expect(parseRecord("{not json")).toBeUndefined();
    expect(parseRecord(JSON.stringify({ ...record, language: "de" }))).toBeUndefined();
    expect(parseRecord(JSON.stringify({ ...record, categories: { analytics: "yes" } }))).toBeUndefined();
    expect(parseRecord(JSON.stringify(record))).toEqual(record);
  });
});

describe("consent storage", () => {
  it("stores the record under the product key and the consent cookie", () => {
    const record = createRecord({ categories: allCategories, location: locationFor("FR"), language: "fr" });
    storeRecord(record);
    expect(readStoredRecord()).toEqual(record);
    expect(JSON.parse(localStorage.getItem(consentConfig.storageKey)!)).toMatchObject({ version: "1.0", language: "fr", location: { country: "FR" } });
    expect(cookieNames()).toContain("cookie_consent");
  });

  it("deletes the marketing cookies when marketing is off", () => {
    document.cookie = "_gcl_au=1; Path=/";
    document.cookie = "_fbp=fb.1; Path=/";
    document.cookie = "unrelated=1; Path=/";
    storeRecord(createRecord({ categories: { ...allCategories, marketing: false }, location: null, language: "en" }));
    expect(cookieNames()).not.toContain("_gcl_au");
    expect(cookieNames()).not.toContain("_fbp");
    expect(cookieNames()).toContain("unrelated");
  });

  it("keeps them when marketing is on", () => {
    document.cookie = "_gcl_au=1; Path=/";
    storeRecord(createRecord({ categories: allCategories, location: null, language: "en" }));
    expect(cookieNames()).toContain("_gcl_au");
  });

  it("deletes the analytics cookies, each measurement ID's _ga_<id> among them, when analytics is off", () => {
    for (const name of ["_ga", "_ga_ABC123", "_ga_XYZ789", "_clck", "_clsk", "_gcl_au", "unrelated"]) document.cookie = `${name}=1; Path=/`;
    storeRecord(createRecord({ categories: { ...allCategories, analytics: false }, location: null, language: "en" }));
    expect(cookieNames().sort()).toEqual(["_gcl_au", "cookie_consent", "unrelated"]);
  });

  it("keeps them when analytics is on", () => {
    for (const name of ["_ga", "_ga_ABC123"]) document.cookie = `${name}=1; Path=/`;
    storeRecord(createRecord({ categories: { ...allCategories, marketing: false }, location: null, language: "en" }));
    expect(cookieNames()).toEqual(expect.arrayContaining(["_ga", "_ga_ABC123"]));
  });

  it("clearing removes the record, the consent cookie, the marketing and the analytics cookies", () => {
    storeRecord(createRecord({ categories: allCategories, location: null, language: "en" }));
    document.cookie = "IDE=1; Path=/";
    document.cookie = "_ga_ABC123=1; Path=/";
    clearStoredRecord();
    expect(readStoredRecord()).toBeUndefined();
    expect(cookieNames()).not.toContain("cookie_consent");
    expect(cookieNames()).not.toContain("IDE");
    expect(cookieNames()).not.toContain("_ga_ABC123");
  });
});
