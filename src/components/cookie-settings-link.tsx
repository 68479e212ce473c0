import type { Language } from "~/i18n/languages";
import { pagePath } from "~/lib/pages";
import { cn } from "~/lib/utils";
import { ui } from "~/i18n/ui";

/**
 * Reopens the cookie settings (src/features/consent opens its dialog on a click). Without JavaScript
 * there is nothing to open, so it is a link to the cookie policy's section on managing cookies.
 */
export function CookieSettingsLink({ lang, className }: { lang: Language; className?: string }) {
  return (
    <a
      href={`${pagePath("cookiepolicy", lang)}#manage-cookies`}
      data-open-cookie-settings
      aria-haspopup="dialog"
      // The cookie policy's text may be in another language; this label speaks the page language.
      lang={lang}
      className={cn("inline-flex min-h-11 items-center underline-offset-4 hover:underline", className)}
    >
      {ui(lang).t("consent.cookieSettings")}
    </a>
  );
}
