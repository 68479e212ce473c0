import { site } from "~/config/site";
import { defaultLanguage, languages } from "~/i18n/languages";
import type { CaseSlug } from "~/content/cases/check";
import { isListedPage, pageIds, pagePath } from "./pages";

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every listed page in every language, each with its language alternates and x-default (the Italian page). */
export function sitemapXml(caseSlugs: readonly CaseSlug[]): string {
  const urls = pageIds(caseSlugs)
    .filter(isListedPage)
    .flatMap((page) =>
      languages.map((lang) => {
        const alternates = [
          ...languages.map((alternate) => ({ hreflang: alternate, href: site.origin + pagePath(page, alternate) })),
          { hreflang: "x-default", href: site.origin + pagePath(page, defaultLanguage) },
        ];
        return [
          "  <url>",
          `    <loc>${escapeXml(site.origin + pagePath(page, lang))}</loc>`,
          ...alternates.map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`),
          "  </url>",
        ].join("\n");
      }),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${site.origin}/sitemap.xml`, ""].join("\n");
}
