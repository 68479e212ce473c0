import type { HeadTag } from "~/lib/head";
import { site } from "~/config/site";
import { defaultLanguage, languages, type Language } from "~/i18n/languages";
import { isListedPage, pagePath, type PageId } from "~/lib/pages";
import { ui } from "~/i18n/ui";

/** The page language's share image (src/render/social-image.ts), as the page's shell hands it over. */
export interface SocialImage {
  /** Absolute path on this site; the tags carry it as a URL on the configured origin. */
  path: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string[];
  lang: Language;
  page: PageId;
  socialImage: SocialImage;
}

/** Open Graph locales (spec, section 7 "Page hints"): it_IT, fr_FR, es_ES, otherwise en_US. */
const openGraphLocales: Record<Language, string> = { it: "it_IT", en: "en_US", zh: "en_US", fr: "fr_FR" };

/** Open Graph and Twitter card tags: what a shared link shows, with the language's generated image. */
function shareTags(title: string, description: string, url: string, lang: Language, image: SocialImage): HeadTag[] {
  const imageUrl = `${site.origin}${image.path}`;
  const alternateLocales = new Set(languages.map((other) => openGraphLocales[other]));
  alternateLocales.delete(openGraphLocales[lang]);
  return [
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: openGraphLocales[lang] },
    ...[...alternateLocales].map((locale) => ({ property: "og:locale:alternate", content: locale })),
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

/**
 * A page's head tags: branded title, description, canonical URL, hreflang alternates and share cards.
 * Page shells build them on the server (src/shells/), so these builders never reach the browser.
 */
export function pageMeta({ title, description, keywords, page, lang, socialImage }: PageMeta): HeadTag[] {
  const canonical = `${site.origin}${pagePath(page, lang)}`;
  const tags: HeadTag[] = [{ title: brandedTitle(title, lang) }, { name: "description", content: description }];
  if (keywords?.length) tags.push({ name: "keywords", content: keywords.join(", ") });
  tags.push({ tagName: "link", rel: "canonical", href: canonical });
  for (const alternate of languages) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: alternate, href: `${site.origin}${pagePath(page, alternate)}` });
  }
  tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site.origin}${pagePath(page, defaultLanguage)}` });
  if (!isListedPage(page)) tags.push({ name: "robots", content: "noindex" });
  tags.push(...shareTags(brandedTitle(title, lang), description, canonical, lang, socialImage));
  return tags;
}

/**
 * Titles that lack the brand get it, with the agency's tagline in the page's language (the spec gives
 * it in English; a Chinese page's title reads in Chinese).
 */
export function brandedTitle(title: string, lang: Language): string {
  return title.includes(site.name) ? title : `${title} | ${site.name} – ${ui(lang).messages.common.brandTagline}`;
}

/** Error pages: a branded title and a description; no canonical URL, no share cards, not indexed. */
export function errorPageMeta(title: string, description: string, lang: Language): HeadTag[] {
  return [{ title: brandedTitle(title, lang) }, { name: "description", content: description }, { name: "robots", content: "noindex" }];
}
