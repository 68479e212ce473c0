/** The site's languages, declared once: routes, prerendering, hreflang and the sitemap derive from this. */
export const languages = ["it", "en", "zh", "fr"] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = "it";
/** UI messages fall back to English (spec, section 8); static content falls back to Italian, see content/. */
export const uiFallbackLanguage: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** Native names shown in the language switcher. */
export const languageNames: Record<Language, string> = {
  it: "Italiano",
  en: "English",
  zh: "中文",
  fr: "Français",
};
