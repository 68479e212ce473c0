import { countryName, formatAddress, site, type SiteConfig } from "~/config/site";
import type { Language } from "~/i18n/languages";

type OfficeKey = keyof SiteConfig["offices"];

/**
 * The brand facts the content names instead of writing them (docs/decisions/0033): `{{legalName}}` in a
 * legal page or a caption becomes the agency's registered name, so a rebrand is one edit of the brand facts.
 * Each fact in the page's language where it has one (a city, a country, an address).
 */
function brandFacts(lang: Language): Record<string, string> {
  const facts: Record<string, string> = {
    name: site.name,
    legalName: site.legalName,
    email: site.email,
    website: site.origin,
    companyPage: site.companyPageUrl,
  };
  for (const key of Object.keys(site.offices) as OfficeKey[]) {
    const office = site.offices[key];
    facts[`${key}.city`] = office.city[lang];
    facts[`${key}.country`] = countryName(office, lang);
    facts[`${key}.address`] = formatAddress(office, lang);
  }
  return facts;
}

/** The names a text may use, for the editor's help and the error below. */
export const BRAND_FACT_NAMES = Object.keys(brandFacts("en"));

const FACT = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The text with every `{{fact}}` replaced; an unknown name stops the build with the names it can use. */
export function withBrandFacts(text: string, lang: Language): string {
  const facts = brandFacts(lang);
  return text.replace(FACT, (written, name: string) => {
    const fact = facts[name];
    if (fact === undefined) throw new Error(`unknown brand fact ${written}: use one of ${BRAND_FACT_NAMES.map((known) => `{{${known}}}`).join(", ")}`);
    return fact;
  });
}

/** Every string of a content entry (its nested objects and lists too) with its brand facts filled in. */
export function withBrandFactsThroughout<T>(value: T, lang: Language): T {
  if (typeof value === "string") return withBrandFacts(value, lang) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withBrandFactsThroughout(item, lang)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withBrandFactsThroughout(item, lang)])) as T;
  }
  return value;
}
