import { isLanguage, languages, type Language } from "~/i18n/languages";
import type { CaseSlug } from "~/content/cases/check";
import type { LegalSlug } from "~/content/legal/format";

/**
 * Every page of the site and its slug per language, declared once: the page routes' static paths
 * (src/pages/), the unprefixed-slug redirects, hreflang links, the sitemap and the e2e route list are all
 * computed from here and from the case studies, which are content the agency adds to: their slugs are the
 * names of their files (src/content/cases/), read by the caller (`caseSlugs()` in Astro, `readCaseSlugs()`
 * elsewhere) and handed to the functions that list pages.
 */
export const legalSlugs = ["privacypolicy", "terms", "cookiepolicy"] as const satisfies readonly LegalSlug[];

export type PageId = "home" | "thank-you" | "contact" | CaseSlug | LegalSlug;

/** The contact page is the one page whose slug differs per language (spec, route table). */
export const contactSlugs: Record<Language, string> = {
  it: "contattaci",
  en: "contact",
  zh: "contact",
  fr: "contact",
};

export function pageIds(caseSlugs: readonly CaseSlug[]): PageId[] {
  return ["home", "thank-you", "contact", ...caseSlugs, ...legalSlugs];
}

/** The slugs a case cannot take, being other pages' (src/content/cases/check.ts). */
export function otherPageSlugs(): string[] {
  return ["home", "thank-you", ...Object.values(contactSlugs), ...legalSlugs];
}

/** Pages search engines should not list: the thank-you page only makes sense after sending the form. */
const unlistedPages: ReadonlySet<PageId> = new Set<PageId>(["thank-you"]);

export function isListedPage(page: PageId): boolean {
  return !unlistedPages.has(page);
}

/** Pages rendered per request rather than at build time: the contact form carries a per-request token. */
const serverRenderedPages: ReadonlySet<PageId> = new Set<PageId>(["contact"]);

export function pageSlug(page: PageId, lang: Language): string {
  if (page === "home") return "";
  if (page === "contact") return contactSlugs[lang];
  return page;
}

/**
 * Added by the contact form's redirect when a lead was really stored: the thank-you page reports the
 * conversion only then, never for a bot that was thanked, a reload or a visit from a bookmark.
 */
export const LEAD_SENT_PARAM = "sent";

export function pagePath(page: PageId, lang: Language): string {
  const slug = pageSlug(page, lang);
  return slug ? `/${lang}/${slug}` : `/${lang}`;
}

/** Built once at build time: the static pages in every language, the sitemap, robots.txt and the tab's icon. */
export function prerenderedPaths(caseSlugs: readonly CaseSlug[]): string[] {
  const files = ["/sitemap.xml", "/robots.txt", "/favicon.svg"];
  return pageIds(caseSlugs)
    .filter((page) => !serverRenderedPages.has(page))
    .flatMap((page) => languages.map((lang) => pagePath(page, lang)))
    .concat(files);
}

/** Every page in every language, for the sitemap and the route tests. */
export function allPagePaths(caseSlugs: readonly CaseSlug[]): { page: PageId; lang: Language; path: string }[] {
  return pageIds(caseSlugs).flatMap((page) => languages.map((lang) => ({ page, lang, path: pagePath(page, lang) })));
}

/** Which page a slug (the part after the language) names, in any language; undefined if none. */
export function pageForSlug(slug: string, caseSlugs: readonly CaseSlug[]): PageId | undefined {
  if (slug === "") return "home";
  if ((Object.values(contactSlugs) as string[]).includes(slug)) return "contact";
  return pageIds(caseSlugs).find((page) => page !== "home" && page !== "contact" && page === slug);
}

/**
 * The lowercase form of a path written with capitals (/FR, /fr/Contact, /AIRHELP-CASE) when that form names
 * one of our pages, a language's home or a page without its language; undefined otherwise (nothing to fix,
 * or no page of ours either way).
 */
export function lowercasePagePath(pathname: string, caseSlugs: readonly CaseSlug[]): string | undefined {
  const lowered = pathname.toLowerCase();
  if (lowered === pathname) return undefined;
  const [first = "", second, ...rest] = lowered.split("/").filter(Boolean);
  if (rest.length > 0) return undefined;
  const names =
    second === undefined ? isLanguage(first) || pageForSlug(first, caseSlugs) !== undefined : isLanguage(first) && pageForSlug(second, caseSlugs) !== undefined;
  return names ? lowered : undefined;
}
