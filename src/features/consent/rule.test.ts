import { describe, expect, it } from "vitest";
import { consentCountries, isExemptVersion, locationFor, normaliseCountry } from "./rule";

describe("the consent rule (spec, section 5)", () => {
  it("covers the 27 EU states plus Iceland, Liechtenstein and Norway", () => {
    expect(consentCountries.size).toBe(30);
    for (const country of ["DE", "FR", "IT", "IS", "LI", "NO", "MT", "HR"]) expect(locationFor(country).requiresConsent).toBe(true);
  });

  it("requires consent in China, outside the EU", () => {
    expect(locationFor("CN")).toEqual({ country: "CN", region: null, isEU: false, isChina: true, requiresConsent: true });
  });

  it("does not require it elsewhere, the UK and Switzerland included", () => {
    for (const country of ["US", "GB", "CH", "HK", "JP"]) expect(locationFor(country).requiresConsent).toBe(false);
  });

  it("exempts the Italian version only, and only while the switch is on", () => {
    expect(isExemptVersion("it", true)).toBe(true);
    expect(isExemptVersion("en", true)).toBe(false);
    expect(isExemptVersion("it", false)).toBe(false);
  });

  it("reads CDN country codes and refuses the unknown markers", () => {
    expect(normaliseCountry(" de ")).toBe("DE");
    expect(normaliseCountry("XX")).toBeUndefined();
    expect(normaliseCountry("T1")).toBeUndefined();
    expect(normaliseCountry("Germany")).toBeUndefined();
    expect(normaliseCountry(undefined)).toBeUndefined();
  });
});
