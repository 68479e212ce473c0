import { site } from "../config/site";
import type { Language } from "../i18n/languages";
import { ui } from "../i18n/ui";
import type { HeadTag } from "./head";

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
