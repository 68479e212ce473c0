import type { Language } from "~/i18n/languages";

/**
 * Brand facts the specification withholds. Every page, the legal texts and the structured data read
 * them from here, so replacing the placeholders below rebrands the whole site (see README, "Brand facts").
 * Analytics IDs are not brand facts: they come from the environment.
 */
export interface Office {
  /** The city as each language writes it (Milano, Milan, 米兰). */
  city: Record<Language, string>;
  street: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2: structured data use it, and each language's name of the country comes from it. */
  countryCode: string;
  /** A city that is its own country or region (Hong Kong): no country name after it. */
  cityState?: true;
}

export interface Founder {
  name: string;
  initials: string;
  /**
   * A file name in src/assets/photos/ (`"founder-one.jpg"`), which the build turns into AVIF and WebP,
   * or null to show the initials avatar.
   */
  imagePath: string | null;
  profileUrl: string;
  /** Tailwind gradient classes for the initials avatar. */
  gradient: string;
}

export interface SiteConfig {
  /** The agency's name as shown in the logo, titles and legal texts. */
  name: string;
  /** Registered company name used in the legal texts. */
  legalName: string;
  /** Public origin without trailing slash; canonical URLs and the sitemap are built from it. */
  origin: string;
  email: string;
  /** The agency's page on the professional network; the "contact" nav item opens it. */
  companyPageUrl: string;
  offices: { milan: Office; malta: Office; hongKong: Office };
  founders: [Founder, Founder];
  /** Year shown in the rights line of the footer. */
  foundedYear: number;
}

export const site: SiteConfig = {
  name: "Agency Name",
  legalName: "Agency Name Ltd",
  origin: "https://www.example.com",
  email: "hello@example.com",
  companyPageUrl: "https://www.linkedin.com/company/example",
  offices: {
    milan: { city: { it: "Milano", en: "Milan", fr: "Milan", zh: "米兰" }, street: "Via Example 1", postalCode: "20121", countryCode: "IT" },
    malta: {
      city: { it: "La Valletta", en: "Valletta", fr: "La Valette", zh: "瓦莱塔" },
      street: "1 Example Street",
      postalCode: "VLT 1000",
      countryCode: "MT",
    },
    hongKong: {
      city: { it: "Hong Kong", en: "Hong Kong", fr: "Hong Kong", zh: "香港" },
      street: "1 Example Road, Central",
      postalCode: "",
      countryCode: "HK",
      cityState: true,
    },
  },
  founders: [
    {
      name: "Founder One",
      initials: "FO",
      imagePath: null,
      profileUrl: "https://www.linkedin.com/in/example-one",
      gradient: "from-sky-500 to-blue-700",
    },
    {
      name: "Founder Two",
      initials: "FT",
      imagePath: null,
      profileUrl: "https://www.linkedin.com/in/example-two",
      gradient: "from-indigo-500 to-violet-700",
    },
  ],
  foundedYear: 2019,
};

/** The country's name in the page's language (Italia, Italy, Italie, 意大利), from Intl. */
export function countryName(office: Office, lang: Language): string {
  return new Intl.DisplayNames([lang], { type: "region" }).of(office.countryCode) ?? office.countryCode;
}

/**
 * A postal address in the order its reader expects: street first in Latin scripts, from the country
 * down in Chinese. Two lines; empty parts are skipped, and so is the country of a city-state.
 */
export function addressLines(office: Office, lang: Language): [string, string] {
  const city = office.city[lang];
  const country = office.cityState ? "" : countryName(office, lang);
  if (lang === "zh") return [[`${country}${city}`, office.postalCode].filter(Boolean).join(" "), office.street];
  return [office.street, [[office.postalCode, city].filter(Boolean).join(" "), country].filter(Boolean).join(", ")];
}

/** The address on one line, for running text (the legal pages). */
export function formatAddress(office: Office, lang: Language): string {
  return addressLines(office, lang).join(lang === "zh" ? "，" : ", ");
}
