import type { MetaDescriptor } from "react-router";
import { site } from "../config/site";

/** The tagline added to titles, in English in every language (spec, section 7 "Page hints"). */
export const BRAND_TAGLINE = "European PR Agency";

/** Titles that lack the brand get it, with the agency's tagline. */
export function brandedTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name} – ${BRAND_TAGLINE}`;
}

/**
 * A page's head tags (app/.server/seo.ts, app/.server/structured-data.ts) are built by its loader on the
 * server, so their builders never ship to the browser; the route's `meta` export is this function.
 */
export function metaFromLoader({ loaderData }: { loaderData?: { head: MetaDescriptor[] } }): MetaDescriptor[] {
  return loaderData?.head ?? [];
}

/** Error pages: a branded title and a description; no canonical URL, no share cards, not indexed. */
export function errorPageMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: brandedTitle(title) }, { name: "description", content: description }, { name: "robots", content: "noindex" }];
}
