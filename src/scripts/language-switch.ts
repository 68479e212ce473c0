import { track } from "~/features/analytics/track";
import { isLanguage } from "~/i18n/languages";
import { switchLanguagePath } from "~/lib/language-url";

/**
 * A language link keeps the query and the hash and replaces the history entry (spec, section 2); the
 * link itself, for visitors without JavaScript, leads to the same page in the other language.
 */
export function initLanguageSwitch(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-switch-language]");
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const target = link.dataset.switchLanguage;
    const from = link.dataset.fromLanguage;
    if (!isLanguage(target)) return;
    event.preventDefault();
    if (target === from) return;
    track("language_change", { from_language: from ?? "", to_language: target });
    const { pathname, search, hash } = window.location;
    window.location.replace(switchLanguagePath(target, pathname, search, hash));
  });
}
