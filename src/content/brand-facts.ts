import { countryName, formatAddress, site, type SiteConfig } from "~/config/site";
import type { Language } from "~/i18n/languages";

type OfficeKey = keyof SiteConfig["offices"];

/**
 * An amount in euro as each language writes it, Intl's separators and no-break spaces included: 12.000 €,
 * €12,000, 12 000 €. Thousands are separated from 1.000 up, as the Italian copy writes them (Intl's Italian
 * leaves four figures together). Chinese writes the amount and then 欧元 (€12,000 reads as foreign), with no
 * space, as every figure of the Chinese copy (src/content/typography.test.ts): 12,000欧元.
 */
function euro(amount: number, lang: Language): string {
  const written = new Intl.NumberFormat(lang, {
    style: "currency",
    currency: "EUR",
    currencyDisplay: lang === "zh" ? "name" : "symbol",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    useGrouping: "always",
  }).format(amount);
  return written;
}

/** The agency's figures by name (`pricing.planPerYear`), each written as the page's language writes it. */
export function figureFacts(figures: SiteConfig["figures"], lang: Language): Record<string, string> {
  const count = new Intl.NumberFormat(lang);
  return {
    "guarantee.articlesPerMonth": count.format(figures.guarantee.articlesPerMonth),
    "pricing.planPerYear": euro(figures.pricing.planPerYear, lang),
    "pricing.servicesPerMonth": euro(figures.pricing.servicesPerMonth, lang),
    "reply.withinHours": count.format(figures.reply.withinHours),
    "firstPublications.fromWeeks": count.format(figures.firstPublications.fromWeeks),
    "firstPublications.toWeeks": count.format(figures.firstPublications.toWeeks),
    "significantResults.fromMonths": count.format(figures.significantResults.fromMonths),
    "significantResults.toMonths": count.format(figures.significantResults.toMonths),
  };
}

/**
 * The brand facts the content names instead of writing them (docs/decisions/0033): `{{legalName}}` in a
 * legal page or a caption becomes the agency's registered name, so a rebrand is one edit of the brand facts.
 * Each fact in the page's language where it has one (a city, a country, an address, a price). Made once per
 * language: the brand facts are read once per process, and pages rendered per request fill many texts.
 */
const factsByLanguage = new Map<Language, Record<string, string>>();
function brandFacts(lang: Language): Record<string, string> {
  const known = factsByLanguage.get(lang);
  if (known) return known;
  const facts: Record<string, string> = {
    name: site.name,
    legalName: site.legalName,
    email: site.email,
    website: site.origin,
    companyPage: site.companyPageUrl,
    ...figureFacts(site.figures, lang),
  };
  for (const key of Object.keys(site.offices) as OfficeKey[]) {
    const office = site.offices[key];
    facts[`${key}.city`] = office.city[lang];
    facts[`${key}.country`] = countryName(office, lang);
    facts[`${key}.address`] = formatAddress(office, lang);
  }
  factsByLanguage.set(lang, facts);
  return facts;
}

/** The names a text may use, for the editor's help and the error below. */
export const BRAND_FACT_NAMES = Object.keys(brandFacts("en"));

const FACT = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * The text with every `{{fact}}` replaced. An unknown name stops the build with the file (and the field,
 * where there is one) it is written in, and the names it can use.
 */
export function withBrandFacts(text: string, lang: Language, file: string, field = ""): string {
  if (!text.includes("{{")) return text;
  const facts = brandFacts(lang);
  return text.replace(FACT, (written, name: string) => {
    const fact = facts[name];
    if (fact === undefined) {
      const known = BRAND_FACT_NAMES.map((knownName) => `{{${knownName}}}`).join(", ");
      throw new Error(`${file}: ${field ? `${field}: ` : ""}unknown brand fact ${written}: use one of ${known}`);
    }
    return fact;
  });
}

/** Every string of a content entry (its nested objects and lists too) with its brand facts filled in. */
export function withBrandFactsThroughout<T>(value: T, lang: Language, file: string, field = ""): T {
  const inner = (key: string | number) => (field ? `${field}.${key}` : String(key));
  if (typeof value === "string") return withBrandFacts(value, lang, file, field) as T;
  if (Array.isArray(value)) return value.map((item: unknown, index) => withBrandFactsThroughout(item, lang, file, inner(index))) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withBrandFactsThroughout(item, lang, file, inner(key))])) as T;
  }
  return value;
}
