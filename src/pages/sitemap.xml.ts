import type { APIRoute } from "astro";
import { sitemapXml } from "~/lib/sitemap";

/** Written at build time like the pages it lists (src/lib/sitemap.ts: every alternate and x-default). */
export const GET: APIRoute = () => new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
