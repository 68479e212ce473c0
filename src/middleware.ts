import { defineMiddleware, sequence } from "astro:middleware";
import { caseSlugs } from "./content/cases";
import { defaultLanguage, isLanguage } from "./i18n/languages";
import { bestLanguage, languageQueryRedirect } from "./lib/language-url";
import { lowercasePagePath, pageForSlug, pagePath } from "./lib/pages";
import { holdModuleScripts } from "./lib/scripts-after-first-paint";
import { withTagSources } from "~server/http/content-security";

/**
 * Every page's module scripts wait for its first paint (docs/decisions/0026): prerendered pages as they
 * are built, the others as they are served.
 */
const scriptsAfterFirstPaint = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const html = holdModuleScripts(await response.text());
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  // Astro says only "text/html" for a page rendered per request (the contact page, the 404); the page's
  // <meta charset> comes after bytes a browser may already have guessed at, and a proxy can rewrite it.
  headers.set("content-type", "text/html; charset=utf-8");
  // No reason phrase of Astro's: it keeps its default "OK" when a page sets only the status (a form sent
  // back with its errors went out as "400 OK"); without one, Node writes the standard phrase for the status.
  return new Response(html, { status: response.status, headers });
});

/**
 * The language rules of the route table (spec, section 2), for every request the prerendered files do not
 * answer: a supported ?lang= wins over the path, `/` goes to the Italian home, and a page slug without a
 * language (/airhelp-case, /terms) goes to that page in the visitor's best language, and a page's path in
 * capitals to its lowercase form. Pages rendered here also get the analytics hosts in their
 * Content-Security-Policy.
 */
const languageRules = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const { url, request } = context;
  // A page's address typed or printed in capitals (/FR, /fr/Contact) is still that page; first, so that
  // a ?lang= on it applies to the page it names.
  // The case studies are the agency's content: their slugs come from the collection, as the build saw it.
  const cases = await caseSlugs();
  const lowercase = lowercasePagePath(url.pathname, cases);
  if (lowercase) return context.redirect(lowercase + url.search, 301);
  const byQuery = languageQueryRedirect(url);
  if (byQuery) return context.redirect(byQuery, 302);
  const segments = url.pathname.split("/").filter(Boolean);
  // The query goes along: an ad's gclid and a campaign's utm_* on a link to the bare domain are read on the page.
  if (segments.length === 0) return context.redirect(`/${defaultLanguage}${url.search}`, 302);
  if (segments.length === 1 && !isLanguage(segments[0])) {
    const page = pageForSlug(segments[0]!, cases);
    if (page) {
      const lang = bestLanguage(request.headers.get("accept-language"));
      const response = context.redirect(pagePath(page, lang) + url.search, 302);
      response.headers.set("Vary", "Accept-Language");
      return response;
    }
  }
  const response = await next();
  // The configured analytics tags' hosts join the policy Astro built for this page (ADR 0005).
  const policy = response.headers.get("content-security-policy");
  const { tagSources } = context.locals;
  if (policy && tagSources) response.headers.set("content-security-policy", withTagSources(policy, tagSources));
  return response;
});

/**
 * The content editor's pages and API (scripts/astro/content-editor.ts), in a build that holds it: a
 * single-page app of its own, which builds its styles and code at run time, so it gets a policy of its
 * own instead of the site's hashes. It talks to this server, and in GitHub mode to GitHub's API.
 */
const CONTENT_EDITOR_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
  "font-src 'self' https://fonts.gstatic.com",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "connect-src 'self' ws: https://api.github.com https://github.com",
  "frame-ancestors 'none'",
].join("; ");
const isContentEditorPath = (path: string) => /^\/(api\/)?keystatic(\/|$)/.test(path);
const contentEditor = defineMiddleware(async (_context, next) => {
  const response = await next();
  response.headers.set("content-security-policy", CONTENT_EDITOR_POLICY);
  return response;
});

const sitePages = sequence(scriptsAfterFirstPaint, languageRules);
export const onRequest = defineMiddleware((context, next) =>
  import.meta.env.CONTENT_EDITOR_BUILT_IN && isContentEditorPath(context.url.pathname) ? contentEditor(context, next) : sitePages(context, next),
);
