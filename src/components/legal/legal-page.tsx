import { displayHeading } from "~/components/ui/display-heading";
import { kicker } from "~/components/ui/editorial";
import { cn } from "~/lib/utils";
import type { LegalSection, LegalSlug } from "~/content/legal/format";
import type { Language } from "~/i18n/languages";
import { pagePath } from "~/lib/pages";
import { prerenderOnIntent } from "~/lib/speculation";
import { ui } from "~/i18n/ui";
import { BackToHomeLink } from "~/components/back-to-home-link";
import { Phrases } from "~/components/phrases";

/** The home page section a visitor returns to from a legal page (spec, section 2 "Legal pages"). */
const HOME_SECTION = "i-nostri-business-case";

export function LegalBackLink({ lang, slug }: { lang: Language; slug: LegalSlug }) {
  return <BackToHomeLink lang={lang} href={`${pagePath("home", lang)}#${HOME_SECTION}`} fromPage={slug} />;
}

interface LegalPageHeadingProps {
  lang: Language;
  title: string;
  intro: string;
  lastUpdated: Date;
  sections: readonly LegalSection[];
}

/** A legal page's title, date and introduction, and its table of contents between rules; its sections follow (legal-markdown.ts). */
export function LegalPageHeading({ lang, title, intro, lastUpdated, sections }: LegalPageHeadingProps) {
  const { t } = ui(lang);
  const date = new Intl.DateTimeFormat(lang, { year: "numeric", month: "long", timeZone: "UTC" }).format(lastUpdated);
  return (
    <>
      <header className="mt-6 pb-8">
        <h1 className={displayHeading({ className: "text-slate-900" })}>
          <Phrases text={title} />
        </h1>
        <p className={cn(kicker, "mt-5")}>{t("legal.lastUpdated", { date })}</p>
        <p className="mt-6 text-lg leading-relaxed text-slate-700">{intro}</p>
      </header>
      <nav aria-label={t("legal.contents")} className="border-t border-slate-300 pt-5">
        <h2 className={kicker}>{t("legal.contents")}</h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-flex min-h-8 items-center text-brand-700 hover:underline">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}

/** The English text is the reference; the other languages link to it. */
export function LegalReferenceNote({ lang, slug }: { lang: Language; slug: LegalSlug }) {
  const { t } = ui(lang);
  return (
    <p className="mt-12 text-sm text-slate-600">
      {t("legal.referenceNote")}
      {lang === "en" ? null : (
        <>
          {" "}
          <a href={pagePath(slug, "en")} hrefLang="en" {...prerenderOnIntent} className="font-medium text-brand-700 underline">
            {t("legal.englishVersion")}
          </a>
        </>
      )}
    </p>
  );
}
