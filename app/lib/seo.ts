import type { MetaDescriptor } from "react-router";
import { site } from "../config/site";
import { defaultLanguage, languages, type Language } from "../i18n/languages";
import { isListedPage, pagePath, type PageId } from "./pages";

/** The tagline added to titles, in English in every language (spec, section 7 "Page hints"). */
export const BRAND_TAGLINE = "European PR Agency";

/** Titles that lack the brand get it, with the agency's tagline. */
export function brandedTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name} – ${BRAND_TAGLINE}`;
}

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string[];
  /** The page whose canonical URL and language alternates to declare; omitted for error pages. */
  page?: PageId;
  lang: Language;
}

export function pageMeta({ title, description, keywords, page, lang }: PageMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: brandedTitle(title) },
    { name: "description", content: description },
  ];
  if (keywords?.length) tags.push({ name: "keywords", content: keywords.join(", ") });
  if (page) {
    tags.push({ tagName: "link", rel: "canonical", href: `${site.origin}${pagePath(page, lang)}` });
    for (const alternate of languages) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang: alternate, href: `${site.origin}${pagePath(page, alternate)}` });
    }
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site.origin}${pagePath(page, defaultLanguage)}` });
    if (!isListedPage(page)) tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ name: "robots", content: "noindex" });
  }
  return tags;
}
