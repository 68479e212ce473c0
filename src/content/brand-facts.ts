import { countryName, formatAddress, site, type SiteConfig } from "~/config/site";
import type { Language } from "~/i18n/languages";
import { everyCaseFigure } from "./cases/figures";
import { CASES_DIR } from "./cases/rules";
import { count, euro, rangesOnOneLine } from "./written-figures";

type OfficeKey = keyof SiteConfig["offices"];

/** The agency's figures by name (`pricing.planPerYear`), each written as the page's language writes it. */
export function figureFacts(figures: SiteConfig["figures"], lang: Language): Record<string, string> {
  return {
    "guarantee.articlesPerMonth": count(figures.guarantee.articlesPerMonth, lang),
    "pricing.planPerYear": euro(figures.pricing.planPerYear, lang),
    "pricing.servicesPerMonth": euro(figures.pricing.servicesPerMonth, lang),
    "reply.withinHours": count(figures.reply.withinHours, lang),
    "firstPublications.fromWeeks": count(figures.firstPublications.fromWeeks, lang),
    "firstPublications.toWeeks": count(figures.firstPublications.toWeeks, lang),
    "significantResults.fromMonths": count(figures.significantResults.fromMonths, lang),
    "significantResults.toMonths": count(figures.significantResults.toMonths, lang),
  };
}

/**
 * The brand facts the content names instead of writing them (docs/decisions/0033): `{{legalName}}` in a
 * legal page or a caption becomes the agency's registered name, so a rebrand is one edit of the brand facts.
 * Each fact in the page's language where it has one (a city, a country, an address, a price), and with
 * them every case's figures under the case's address (`{{criptomining-case.raised}}`), so that a page that
 * quotes a case cannot disagree with it. Made once per language: the facts are read once per process, and
 * pages rendered per request fill many texts.
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
  for (const [name, figure] of Object.entries(everyCaseFigure(lang))) {
    if (name in facts) throw new Error(`${CASES_DIR}/${name.split(".")[0]}.yaml: figures: {{${name}}} is a brand fact's name; rename the figure`);
    facts[name] = figure;
  }
  factsByLanguage.set(lang, facts);
  return facts;
}

/** The names a text may use, for the editor's help and the error below. */
export const BRAND_FACT_NAMES = Object.keys(brandFacts("en"));

const FACT = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * The text with every `{{fact}}` replaced; `own`: the facts only this text may name, a case's own figures
 * (`{{case.raised}}`, src/content/cases/figures.ts). An unknown name stops the build with the file (and the
 * field, where there is one) it is written in, and the names it can use. Every text the pages show passes
 * here, so here too its ranges of figures are kept on one line, whether a fact or the text writes them.
 */
export function withBrandFacts(text: string, lang: Language, file: string, field = "", own: Record<string, string> = {}): string {
  if (!text.includes("{{")) return rangesOnOneLine(text);
  const facts = brandFacts(lang);
  const filled = text.replace(FACT, (written, name: string) => {
    const fact = own[name] ?? facts[name];
    if (fact === undefined) {
      const known = [...Object.keys(own), ...BRAND_FACT_NAMES].map((knownName) => `{{${knownName}}}`).join(", ");
      throw new Error(`${file}: ${field ? `${field}: ` : ""}unknown fact ${written}: use one of ${known}`);
    }
    return fact;
  });
  return rangesOnOneLine(filled);
}

/** Every string of a content entry (its nested objects and lists too) with its facts filled in. */
export function withBrandFactsThroughout<T>(value: T, lang: Language, file: string, field = "", own: Record<string, string> = {}): T {
  const inner = (key: string | number) => (field ? `${field}.${key}` : String(key));
  if (typeof value === "string") return withBrandFacts(value, lang, file, field, own) as T;
  if (Array.isArray(value)) return value.map((item: unknown, index) => withBrandFactsThroughout(item, lang, file, inner(index), own)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withBrandFactsThroughout(item, lang, file, inner(key), own)])) as T;
  }
  return value;
}
