/**
 * Brand facts the specification withholds. Every page, the legal texts and the structured data read
 * them from here, so replacing the placeholders below rebrands the whole site (see README, "Brand facts").
 * Analytics IDs are not brand facts: they come from the environment.
 */
export interface Office {
  city: string;
  street: string;
  postalCode: string;
  country: string;
  /** ISO 3166-1 alpha-2, used in structured data. */
  countryCode: string;
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
    milan: { city: "Milan", street: "Via Example 1", postalCode: "20121", country: "Italy", countryCode: "IT" },
    malta: { city: "Valletta", street: "1 Example Street", postalCode: "VLT 1000", country: "Malta", countryCode: "MT" },
    hongKong: { city: "Hong Kong", street: "1 Example Road, Central", postalCode: "", country: "Hong Kong", countryCode: "HK" },
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

/** One-line postal address; skips empty parts and a country that repeats the city (Hong Kong). */
export function formatAddress(office: Office): string {
  const locality = [office.postalCode, office.city].filter(Boolean).join(" ");
  const country = office.country === office.city ? "" : office.country;
  return [office.street, locality, country].filter(Boolean).join(", ");
}
