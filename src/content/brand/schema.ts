import { defineCollection } from "astro/content/config";
import { file } from "astro/loaders";
import { z } from "astro/zod";
import { languageNames, languages, type Language } from "~/i18n/languages";
import { BRAND_PATTERNS, COMPANY_PAGE_EXAMPLE, FOUNDER_GRADIENTS, LOGO_MARK, PHOTO_EXTENSIONS, PROFILE_EXAMPLE, httpsAddress } from "./rules";

/** The agency's own facts, which every page, the legal texts and the structured data show. */
export const BRAND_FILE = "src/content/brand/brand.json";

const text = (what: string) => z.string(`write ${what}`).trim().min(1, `write ${what}`);

const httpsUrl = (example: string) => z.url({ protocol: /^https$/, error: httpsAddress(example).message });

const office = z.object({
  /** The city as each language writes it (Milano, Milan, 米兰). */
  city: z.object(
    Object.fromEntries(languages.map((lang) => [lang, text(`the city's name in ${languageNames[lang]}`)])) as Record<Language, z.ZodString>,
    "write the city's name in each language",
  ),
  street: text("the street and number"),
  /** None where the city has none (Hong Kong): the editor leaves an empty field out of the file. */
  postalCode: z.string("write the postal code, or leave it empty where there is none").trim().optional(),
  /** ISO 3166-1 alpha-2: structured data use it, and each language's name of the country comes from it. */
  countryCode: z.string(BRAND_PATTERNS.countryCode.message).regex(BRAND_PATTERNS.countryCode.regex, BRAND_PATTERNS.countryCode.message),
  /** A city that is its own country or region (Hong Kong): no country name after it. */
  cityState: z.boolean("true for a city that is its own country or region (Hong Kong), otherwise false"),
});

const founder = z.object({
  name: text("the founder's name"),
  initials: z.string(BRAND_PATTERNS.initials.message).regex(BRAND_PATTERNS.initials.regex, BRAND_PATTERNS.initials.message),
  /**
   * The photo, a path under src/assets/photos/ (`founders/0/photo.jpg`, where the editor puts what is
   * uploaded), which the build turns into AVIF and WebP; none shows the initials.
   */
  photo: z
    .string()
    .regex(new RegExp(`^[\\w./-]+\\.(?:${PHOTO_EXTENSIONS.join("|")})$`, "i"), `a photo in src/assets/photos/ (${PHOTO_EXTENSIONS.join(", ")})`)
    .optional(),
  profileUrl: httpsUrl(PROFILE_EXAMPLE),
  gradient: z.enum(FOUNDER_GRADIENTS, `one of: ${FOUNDER_GRADIENTS.join("; ")}`),
});

const count = (what: string) => z.int(`a whole number: ${what}`).positive(`a whole number above 0: ${what}`);
/** A span the copy writes "2–4 weeks", "2 à 4 semaines": the longest is not below the shortest. */
const notReversed = (shortest: number, longest: number) => longest >= shortest;

/**
 * The agency's figures, which the home page, the contact page, the interface texts and the terms name
 * (`{{pricing.planPerYear}}`) instead of writing, so that no two pages can give different ones. Each
 * language writes them its own way (12.000 €, €12,000, 12 000 €): src/content/brand-facts.ts.
 */
const figures = z.object({
  guarantee: z.object({ articlesPerMonth: count("the published articles guaranteed each month") }),
  /** In euro. */
  pricing: z.object({ planPerYear: count("the professional plan's yearly price in euro"), servicesPerMonth: count("the lowest monthly price in euro") }),
  reply: z.object({ withinHours: count("the hours within which the agency replies") }),
  firstPublications: z
    .object({ fromWeeks: count("the fewest weeks to the first publications"), toWeeks: count("the most weeks to the first publications") })
    .refine((weeks) => notReversed(weeks.fromWeeks, weeks.toWeeks), { error: "not fewer than fromWeeks", path: ["toWeeks"] }),
  significantResults: z
    .object({ fromMonths: count("the fewest months to the more significant results"), toMonths: count("the most months to the more significant results") })
    .refine((months) => notReversed(months.fromMonths, months.toMonths), { error: "not fewer than fromMonths", path: ["toMonths"] }),
});

export const brandSchema = z.object({
  /** The agency's name as shown in the logo, titles and legal texts. */
  name: text("the agency's name"),
  /**
   * The agency's square mark beside the name in the header and the footer, and the browser tab's icon.
   * None: the first letter of the name in the display face, never another brand's.
   */
  logoMark: z.string(LOGO_MARK.message).regex(LOGO_MARK.regex, LOGO_MARK.message).optional(),
  /** The registered company name the legal texts use. */
  legalName: text("the registered company name"),
  /** Canonical URLs and the sitemap are built from it. */
  origin: z.string(BRAND_PATTERNS.origin.message).regex(BRAND_PATTERNS.origin.regex, BRAND_PATTERNS.origin.message),
  email: z.email(BRAND_PATTERNS.email.message),
  /** The agency's page on the professional network; the "contact" nav item opens it. */
  companyPageUrl: httpsUrl(COMPANY_PAGE_EXAMPLE),
  offices: z.object({ milan: office, malta: office, hongKong: office }),
  /** In the order of the founders' roles and descriptions in the home page's copy. */
  founders: z.array(founder).length(2, "exactly two founders: the home page's copy gives each one's role and description, in this order"),
  /** Year shown in the rights line of the footer. */
  foundedYear: z.int("a year, e.g. 2019").min(1900, "a year, e.g. 2019").max(new Date().getFullYear(), "a year not in the future"),
  figures,
});

export type SiteConfig = z.infer<typeof brandSchema>;
export type Office = z.infer<typeof office>;
export type Founder = z.infer<typeof founder>;
export type Figures = z.infer<typeof figures>;

export const brandCollections = {
  // One entry, "brand": the loader reads a file of many entries, this file is one.
  brand: defineCollection({ loader: file(BRAND_FILE, { parser: (text) => ({ brand: JSON.parse(text) as Record<string, unknown> }) }), schema: brandSchema }),
};
