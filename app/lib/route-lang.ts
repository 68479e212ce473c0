import { isLanguage, uiFallbackLanguage, type Language } from "../i18n/languages";

/**
 * The language of a /{lang}/… route. The language layout has already turned an unknown language into a
 * 404 or a redirect, so the fallback only satisfies the type checker.
 */
export function routeLanguage(params: { lang?: string }): Language {
  return isLanguage(params.lang) ? params.lang : uiFallbackLanguage;
}
