import { site } from "~/config/site";
import type { Language } from "~/i18n/languages";
import { cn } from "~/lib/utils";
import { ui } from "~/i18n/ui";
import { BrandMark } from "./brand-mark";

/** The agency's mark and name, linking to the home page of the page's language. */
export function Logo({ lang, className }: { lang: Language; className?: string }) {
  const { t } = ui(lang);
  return (
    <a href={`/${lang}`} className={cn("inline-flex items-center gap-2 font-bold tracking-tight", className)} aria-label={t("nav.home", { brand: site.name })}>
      <BrandMark brand={site} />
      <span className="text-lg">{site.name}</span>
    </a>
  );
}
