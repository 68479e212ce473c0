import { sitemapXml } from "~/lib/sitemap";

export function loader() {
  return new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
