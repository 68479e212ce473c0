import { languageNames, languages, type Language } from "~/i18n/languages";
import { switchLanguagePath } from "~/lib/language-url";
import { cn } from "~/lib/utils";
import { ui } from "~/i18n/ui";

interface LanguageSwitcherProps {
  lang: Language;
  /** The page's path: each link leads to the same page in its language. */
  pathname: string;
  /**
   * When the other languages are fetched ahead, so the switch paints at once (Astro's prefetch
   * strategies): in the header bar on the pointer's hover or the keyboard's focus; in the phone menu once
   * the menu shows the links, as a finger gives no hover (the links stay closed, and unfetched, until then).
   */
  prefetchOn: "hover" | "viewport";
  className?: string;
}

/**
 * Plain links to the same page in each language, so switching works without JavaScript; with it,
 * src/browser/language-switch.ts keeps the query and hash and replaces the history entry (spec, section 2).
 */
export function LanguageSwitcher({ lang, pathname, prefetchOn, className }: LanguageSwitcherProps) {
  const { t } = ui(lang);
  return (
    <nav aria-label={t("language.label")} className={className}>
      <ul className="flex items-center gap-1">
        {languages.map((target) => {
          const current = target === lang;
          return (
            <li key={target}>
              <a
                href={switchLanguagePath(target, pathname)}
                lang={target}
                hrefLang={target}
                // Unmarked, the current page's own link is neither fetched nor prerendered (src/lib/speculation.ts).
                data-astro-prefetch={current ? undefined : prefetchOn}
                // In the header bar, where a pointer rests on them, prerendered as soon as it is there (src/lib/speculation.ts).
                data-prerender-on-pointer={current || prefetchOn !== "hover" ? undefined : ""}
                data-switch-language={target}
                data-from-language={lang}
                aria-current={current ? "true" : undefined}
                // The name starts with the code the link shows, so a voice-control user can say what they see (WCAG 2.5.3).
                aria-label={`${target.toUpperCase()}, ${current ? t("language.current", { language: languageNames[target] }) : languageNames[target]}`}
                className={cn(
                  "language-code inline-flex h-11 min-w-11 items-center justify-center rounded px-2 text-sm font-semibold",
                  // In high-contrast mode, which drops the background, the current language is underlined.
                  current ? "bg-white/20 text-white forced-colors:underline" : "text-white/85 hover:bg-white/10 hover:text-white",
                )}
              >
                {target.toUpperCase()}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
