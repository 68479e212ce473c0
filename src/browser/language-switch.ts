import { track } from "~/features/analytics/track";
import { isLanguage } from "~/i18n/languages";
import { whenIdle } from "~/lib/idle";
import { switchLanguagePath } from "~/lib/language-url";
import { isPlainClick } from "~/lib/plain-click";

/**
 * A language link keeps the query and the hash and replaces the history entry (spec, section 2); the
 * link itself, for visitors without JavaScript, leads to the same page in the other language.
 */
export function initLanguageSwitch(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-switch-language]");
    if (!link || !isPlainClick(event)) return;
    const target = link.dataset.switchLanguage;
    const from = link.dataset.fromLanguage;
    if (!isLanguage(target)) return;
    event.preventDefault();
    if (target === from) return;
    track("language_change", { from_language: from ?? "", to_language: target });
    const { pathname, search, hash } = window.location;
    window.location.replace(switchLanguagePath(target, pathname, search, hash));
  });
  loadLatinFontOnIntent();
}

/**
 * Italian, English and French pages draw their text in Inter; a Chinese page draws none, so the switch
 * from it to another language fetched and decoded the font on the way to the next page's first paint
 * (about 60 ms at 4x CPU). Once the visitor shows they may switch (a language link under the pointer or
 * the focus, or the phone menu showing the links), the font is loaded while idle, and the next page finds
 * it in the browser's memory. On a page that has the font already, loading it again costs nothing.
 */
function loadLatinFontOnIntent(): void {
  let requested = false;
  const load = () => {
    if (requested) return;
    requested = true;
    whenIdle(() => {
      const latinFonts = getComputedStyle(document.documentElement).getPropertyValue("--font-sans");
      // If it cannot load, the next page loads it as it always did.
      document.fonts.load(`1em ${latinFonts}`, "a").catch(() => {});
    });
  };
  const onLanguageLink = (event: Event) => {
    if (event.target instanceof Element && event.target.closest("a[data-switch-language]")) load();
  };
  document.addEventListener("pointerover", onLanguageLink, { passive: true });
  document.addEventListener("focusin", onLanguageLink);
  document.getElementById("mobile-menu")?.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState === "open") load();
  });
}
