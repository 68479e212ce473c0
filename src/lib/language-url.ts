import { contactSlugs } from "./pages";
import { isLanguage, languages, uiFallbackLanguage, type Language } from "~/i18n/languages";

export function languageFromPath(pathname: string): Language | undefined {
  const first = pathname.split("/")[1];
  return isLanguage(first) ? first : undefined;
}

/**
 * The same page in another language: rewrites the first path segment when it is a language, inserts
 * one otherwise, and maps the contact slug (/it/contattaci ⇄ /en/contact). Query and hash are kept.
 */
export function switchLanguagePath(target: Language, pathname: string, search = "", hash = ""): string {
  const segments = pathname.split("/").filter(Boolean);
  if (isLanguage(segments[0])) segments.shift();
  if (segments.length === 1 && (Object.values(contactSlugs) as string[]).includes(segments[0]!)) {
    segments[0] = contactSlugs[target];
  }
  return `/${[target, ...segments].join("/")}${search}${hash}`;
}

/** The visitor's preferred language among ours from an Accept-Language header, else English. */
export function bestLanguage(acceptLanguage: string | null): Language {
  if (!acceptLanguage) return uiFallbackLanguage;
  const ranked = acceptLanguage
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { base: tag.toLowerCase().split("-")[0] ?? "", quality: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => entry.quality > 0 && !Number.isNaN(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? uiFallbackLanguage;
}

/**
 * Where a `?lang=xx` request must go: the same page under /xx, the other query parameters kept.
 * Undefined when there is no supported lang parameter.
 */
export function languageQueryRedirect(url: URL): string | undefined {
  const requested = url.searchParams.get("lang");
  if (!isLanguage(requested)) return undefined;
  const rest = new URLSearchParams(url.searchParams);
  rest.delete("lang");
  const query = rest.toString();
  return switchLanguagePath(requested, url.pathname, query ? `?${query}` : "");
}

export { languages };
