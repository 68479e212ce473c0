import { openCookieSettings } from "~/consent/open-settings";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/lib/pages";
import { cn } from "~/lib/utils";

/**
 * Reopens the cookie settings. Without JavaScript there is no sheet to open, so it is a link to the
 * cookie policy's "Changing your choices" section, which says how to manage cookies in the browser.
 */
export function CookieSettingsLink({ className }: { className?: string }) {
  const { lang, t } = useI18n();
  return (
    <a
      href={`${pagePath("cookiepolicy", lang)}#manage-cookies`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openCookieSettings();
      }}
      aria-haspopup="dialog"
      // The cookie policy's text is English; this label speaks the page language.
      lang={lang}
      className={cn("inline-flex min-h-11 items-center underline-offset-4 hover:underline", className)}
    >
      {t("consent.cookieSettings")}
    </a>
  );
}
