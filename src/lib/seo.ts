import { site } from "../config/site";
import type { HeadTag } from "./head";

/** The tagline added to titles, in English in every language (spec, section 7 "Page hints"). */
export const BRAND_TAGLINE = "European PR Agency";

/** Titles that lack the brand get it, with the agency's tagline. */
export function brandedTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name} – ${BRAND_TAGLINE}`;
}

/** Error pages: a branded title and a description; no canonical URL, no share cards, not indexed. */
export function errorPageMeta(title: string, description: string): HeadTag[] {
  return [{ title: brandedTitle(title) }, { name: "description", content: description }, { name: "robots", content: "noindex" }];
}
