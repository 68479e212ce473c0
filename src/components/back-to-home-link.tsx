import { ArrowLeft } from "lucide";
import { Icon } from "./ui/icon";
import type { Language } from "~/i18n/languages";
import { ui } from "~/i18n/ui";
import { trackedClick } from "./tracked";

interface BackToHomeLinkProps {
  lang: Language;
  /** The home page, or one of its sections: a plain link, so the browser lands there by itself. */
  href: string;
  /** The page the visitor leaves, reported with the click. */
  fromPage: string;
}

/** The way back from a case or legal page to the home page; every click is a back_to_home_click. */
export function BackToHomeLink({ lang, href, fromPage }: BackToHomeLinkProps) {
  return (
    <a
      href={href}
      data-back-to-home
      {...trackedClick("back_to_home_click", { from_page: fromPage, language: lang })}
      className="inline-flex min-h-11 items-center gap-2 rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Icon node={ArrowLeft} className="size-4" aria-hidden="true" />
      {ui(lang).t("common.backToHome")}
    </a>
  );
}
