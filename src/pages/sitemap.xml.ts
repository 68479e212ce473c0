import type { APIRoute } from "astro";
import { caseSlugs } from "~/content/cases";
import { sitemapXml } from "~/lib/sitemap";

/** Written at build time like the pages it lists (src/lib/sitemap.ts: every alternate and x-default), the cases from their files. */
export const GET: APIRoute = async () => new Response(sitemapXml(await caseSlugs()), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
