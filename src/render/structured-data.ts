import { site, type Office } from "~/config/site";
import type { Language } from "~/i18n/languages";
import type { JsonLd } from "~/lib/head";
import { pagePath, type PageId } from "~/lib/pages";

const organizationId = `${site.origin}/#organization`;

const areasServed: Record<Language, string[]> = {
  it: ["Italia", "Francia", "Spagna", "Malta", "Hong Kong"],
  en: ["Italy", "France", "Spain", "Malta", "Hong Kong"],
  zh: ["意大利", "法国", "西班牙", "马耳他", "香港"],
  fr: ["Italie", "France", "Espagne", "Malte", "Hong Kong"],
};

function postalAddress(office: Office, lang: Language): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: office.street,
    postalCode: office.postalCode || undefined,
    addressLocality: office.city[lang],
    addressCountry: office.countryCode,
  };
}

/**
 * The agency: registered seat in Malta, offices in Milan and Hong Kong, Mon–Fri 09:00–18:00. No
 * aggregateRating or review, even where the hero shows a platform's rating: search engines do not take a
 * business's markup of reviews about itself (self-serving), and the rating is the platform's to state.
 */
export function organizationJsonLd(lang: Language, description: string): JsonLd {
  const { malta, milan, hongKong } = site.offices;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": organizationId,
    name: site.name,
    legalName: site.legalName,
    url: `${site.origin}/${lang}`,
    logo: `${site.origin}/favicon.svg`,
    email: site.email,
    description,
    inLanguage: lang,
    address: postalAddress(malta, lang),
    location: [milan, malta, hongKong].map((office) => ({ "@type": "Place", name: `${site.name} ${office.city[lang]}`, address: postalAddress(office, lang) })),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
    ],
    areaServed: areasServed[lang].map((name) => ({ "@type": "Place", name })),
    founder: site.founders.map((founder) => ({ "@type": "Person", name: founder.name, sameAs: founder.profileUrl })),
    sameAs: [site.companyPageUrl],
  };
}

export function faqJsonLd(lang: Language, items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: lang,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** Home › page, with the names as the visitor reads them. */
export function breadcrumbJsonLd(lang: Language, homeName: string, page: PageId, pageName: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: homeName, item: site.origin + pagePath("home", lang) },
      { "@type": "ListItem", position: 2, name: pageName, item: site.origin + pagePath(page, lang) },
    ],
  };
}

export function caseStudyJsonLd(
  lang: Language,
  page: PageId,
  article: { headline: string; description: string; clientName: string; image: string; inLanguage: Language },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.headline,
    description: article.description,
    inLanguage: article.inLanguage,
    url: site.origin + pagePath(page, lang),
    mainEntityOfPage: site.origin + pagePath(page, lang),
    image: site.origin + article.image,
    about: { "@type": "Organization", name: article.clientName },
    author: { "@id": organizationId, "@type": "Organization", name: site.name },
    publisher: { "@id": organizationId, "@type": "Organization", name: site.name, logo: { "@type": "ImageObject", url: `${site.origin}/favicon.svg` } },
  };
}
