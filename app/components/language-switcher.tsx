import { Link, useLocation, useNavigate } from "react-router";
import { useI18n } from "~/i18n/context";
import { languageNames, languages } from "~/i18n/languages";
import { switchLanguagePath } from "~/lib/language-url";
import { track } from "~/analytics/track";
import { cn } from "~/lib/utils";

/**
 * Plain links to the same page in each language, so switching works without JavaScript; with it, the
 * hash is kept too and the history entry is replaced (spec, section 2 "Language routing").
 */
export function LanguageSwitcher({ className, onSwitch }: { className?: string; onSwitch?: () => void }) {
  const { lang, t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();

  return (
    <nav aria-label={t("language.label")} className={className}>
      <ul className="flex items-center gap-1">
        {languages.map((target) => {
          const current = target === lang;
          const href = switchLanguagePath(target, location.pathname, location.search);
          return (
            <li key={target}>
              <Link
                to={href}
                lang={target}
                hrefLang={target}
                aria-current={current ? "true" : undefined}
                aria-label={current ? t("language.current", { language: languageNames[target] }) : languageNames[target]}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onSwitch?.();
                  if (current) return;
                  track("language_change", { from_language: lang, to_language: target });
                  void navigate(switchLanguagePath(target, location.pathname, location.search, location.hash), {
                    replace: true,
                  });
                }}
                className={cn(
                  "inline-flex h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold uppercase",
                  current ? "bg-white/20 text-white" : "text-white/85 hover:bg-white/10 hover:text-white",
                )}
              >
                {target}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
