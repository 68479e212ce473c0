import { site } from "~/config/site";
import type { Language } from "~/i18n/languages";
import { cn } from "~/lib/utils";
import { ui } from "../i18n/ui";

/** The agency's wordmark, linking to the home page of the page's language. */
export function Logo({ lang, className }: { lang: Language; className?: string }) {
  const { t } = ui(lang);
  return (
    <a href={`/${lang}`} className={cn("inline-flex items-center gap-2 font-bold tracking-tight", className)} aria-label={t("nav.home", { brand: site.name })}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" className="shrink-0">
        <rect width="28" height="28" rx="7" fill="currentColor" opacity="0.15" />
        <path d="M8 19V9h6.5a3.5 3.5 0 0 1 0 7H8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="20" cy="19.5" r="2" fill="#f59e0b" />
      </svg>
      <span className="text-lg">{site.name}</span>
    </a>
  );
}
