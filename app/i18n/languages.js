/** The site's languages, declared once: routes, prerendering, hreflang and the sitemap derive from this. */
export const languages = ["it", "en", "zh", "fr"];
export const defaultLanguage = "it";
/** UI messages fall back to English; static content falls back to Italian (spec, section 8). */
export const uiFallbackLanguage = "en";
export const contentFallbackLanguage = "it";
export function isLanguage(value) {
    return typeof value === "string" && languages.includes(value);
}
/** Native names shown in the language switcher. */
export const languageNames = {
    it: "Italiano",
    en: "English",
    zh: "中文",
    fr: "Français",
};
