import { AlertTriangle, BarChart3, Building2, Clock, Cookie, Database, FileText, Globe, Lock, Mail, Megaphone, Scale, Settings, Shield, User } from "lucide";
import { Icon, type IconNode } from "~/components/ui/icon";
import type { LegalBlock, LegalDocument, LegalIcon } from "~/content/legal/types";
import type { Language } from "~/i18n/languages";
import { pagePath } from "~/lib/pages";
import { ui } from "../../i18n/ui";
import { BackToHomeLink } from "../back-to-home-link";
import { CookieSettingsLink } from "../cookie-settings-link";

const icons: Record<LegalIcon, IconNode> = {
  shield: Shield,
  database: Database,
  clock: Clock,
  cookie: Cookie,
  scale: Scale,
  globe: Globe,
  mail: Mail,
  "file-text": FileText,
  user: User,
  lock: Lock,
  chart: BarChart3,
  megaphone: Megaphone,
  settings: Settings,
  alert: AlertTriangle,
  building: Building2,
};

/** The home page section a visitor returns to from a legal page (spec, section 2 "Legal pages"). */
const HOME_SECTION = "i-nostri-business-case";

function Block({ lang, block }: { lang: Language; block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-1 pl-6">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "table":
      return (
        // Focusable so keyboard users can scroll a table wider than a phone screen.
        <div
          role="region"
          aria-label={block.caption}
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="px-3 py-2 font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {block.rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, index) => (
                    <td key={index} className="px-3 py-2 align-top">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "cookie-settings":
      return (
        <p>
          <CookieSettingsLink lang={lang} className="rounded-md border border-brand-700 px-4 font-semibold text-brand-700" />
        </p>
      );
  }
}

interface LegalPageProps {
  lang: Language;
  document: LegalDocument;
  lastUpdated: Date;
}

/** Privacy policy, terms and cookie policy, in the page's language; the English text is the reference. */
export function LegalPage({ lang, document, lastUpdated }: LegalPageProps) {
  const { t } = ui(lang);
  const date = new Intl.DateTimeFormat(lang, { year: "numeric", month: "long", timeZone: "UTC" }).format(lastUpdated);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <BackToHomeLink lang={lang} href={`${pagePath("home", lang)}#${HOME_SECTION}`} fromPage={document.slug} />
      <div>
        <header className="mt-6 border-b border-slate-200 pb-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{document.title}</h1>
          <p className="mt-3 text-sm text-slate-600">{t("legal.lastUpdated", { date })}</p>
          <p className="mt-6 text-lg leading-relaxed text-slate-700">{document.intro}</p>
        </header>
        <nav aria-label={t("legal.contents")} className="mt-8 rounded-xl bg-slate-50 p-5">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t("legal.contents")}</h2>
          <ol className="mt-3 grid gap-1 sm:grid-cols-2">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="inline-flex min-h-8 items-center text-brand-700 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-24">
            <h2 id={`${section.id}-title`} className="flex items-center gap-3 text-xl font-semibold text-slate-900">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon node={icons[section.icon]} className="size-5" aria-hidden="true" />
              </span>
              <span>
                {index + 1}. {section.title}
              </span>
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
              {section.content.map((block, blockIndex) => (
                <Block key={blockIndex} lang={lang} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>
      <p className="mt-12 text-sm text-slate-600">
        {t("legal.referenceNote")}
        {lang === "en" ? null : (
          <>
            {" "}
            <a href={pagePath(document.slug, "en")} hrefLang="en" className="font-medium text-brand-700 underline">
              {t("legal.englishVersion")}
            </a>
          </>
        )}
      </p>
    </article>
  );
}
