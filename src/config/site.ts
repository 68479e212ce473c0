import data from "~/content/brand/brand.json" with { type: "json" };
import { BRAND_FILE, brandSchema, type Office } from "~/content/brand/schema";
import { parseContent } from "~/content/parse-content";
import type { Language } from "~/i18n/languages";

export type { Founder, Office, SiteConfig } from "~/content/brand/schema";

/**
 * The brand facts (src/content/brand/brand.json, "Brand facts" in the editor): every page, the legal texts
 * and the structured data read them from here, so replacing them rebrands the whole site (docs/going-live.md,
 * "Brand facts"). Read synchronously, as the Express server and the scripts need them too, and checked on import:
 * a wrong field stops the build, the server and the tests with the file and the field to fix.
 * Analytics IDs are not brand facts: they come from the environment.
 */
export const site = parseContent(brandSchema, data, BRAND_FILE);

const regionNames = new Map<Language, Intl.DisplayNames>();

/** The country's name in the page's language (Italia, Italy, Italie, 意大利), from Intl (one formatter per language: each costs). */
export function countryName(office: Office, lang: Language): string {
  let names = regionNames.get(lang);
  if (!names) regionNames.set(lang, (names = new Intl.DisplayNames([lang], { type: "region" })));
  return names.of(office.countryCode) ?? office.countryCode;
}

/**
 * A postal address in the order its reader expects: street first in Latin scripts, from the country
 * down in Chinese. Two lines; empty parts are skipped, and so is the country of a city-state.
 */
export function addressLines(office: Office, lang: Language): [string, string] {
  const city = office.city[lang];
  const country = office.cityState ? "" : countryName(office, lang);
  // Chinese types no space before the postal code (the browser's text-autospace adds the gap).
  if (lang === "zh") return [`${country}${city}${office.postalCode ?? ""}`, office.street];
  return [office.street, [[office.postalCode, city].filter(Boolean).join(" "), country].filter(Boolean).join(", ")];
}

/** The address on one line, for running text (the legal pages). */
export function formatAddress(office: Office, lang: Language): string {
  return addressLines(office, lang).join(lang === "zh" ? "，" : ", ");
}
