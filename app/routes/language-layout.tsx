import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/language-layout";
import { notFound } from "~/.server/responses";
import { isLanguage } from "~/i18n/languages";
import { bestLanguage } from "~/lib/language-url";
import { pageForSlug, pagePath } from "~/lib/pages";

/**
 * Guards every /{lang}/… page. A first segment that is a page slug rather than a language
 * (/airhelp-case, /terms, /contact) is sent to that page in the visitor's best language.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  if (isLanguage(params.lang)) return null;
  const url = new URL(request.url);
  const page = url.pathname.replace(/\/+$/, "") === `/${params.lang}` ? pageForSlug(params.lang) : undefined;
  if (!page) notFound(request);
  const lang = bestLanguage(request.headers.get("accept-language"));
  throw redirect(pagePath(page, lang) + url.search, { status: 302, headers: { Vary: "Accept-Language" } });
}

export default function LanguageLayout() {
  return <Outlet />;
}
