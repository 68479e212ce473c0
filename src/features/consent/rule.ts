import { consentConfig } from "~/config/consent";
import type { Language } from "~/i18n/languages";

/** The 27 EU member states plus Iceland, Liechtenstein and Norway (EEA): 30 codes (spec, section 5). */
export const consentCountries: ReadonlySet<string> = new Set([
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
  "IS",
  "LI",
  "NO",
]);

export interface LocationInfo {
  country: string;
  region: string | null;
  isEU: boolean;
  isChina: boolean;
  requiresConsent: boolean;
}

export function normaliseCountry(value: string | null | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  // CDNs answer XX (unknown) and T1 (Tor) when they cannot tell: no country.
  if (!code || !/^[A-Z]{2}$/.test(code) || code === "XX" || code === "T1") return undefined;
  return code;
}

/** Where a country stands under the rule of spec section 5, before the Italian-version exemption. */
export function locationFor(country: string, region: string | null = null): LocationInfo {
  const isEU = consentCountries.has(country);
  const isChina = country === "CN";
  return { country, region, isEU, isChina, requiresConsent: isEU || isChina };
}

/** True when this page's visitors are exempt whatever their country (the documented config switch). */
export function isExemptVersion(lang: Language, exempt: boolean = consentConfig.italianVersionExempt): boolean {
  return exempt && lang === "it";
}

/** The spec's last resort when no lookup answers: Italy, EU, consent required. */
export const fallbackLocation: LocationInfo = locationFor("IT");

/** What the Italian version assumes without a lookup: Italy, consent not required. */
export const exemptLocation: LocationInfo = { ...locationFor("IT"), requiresConsent: false };
