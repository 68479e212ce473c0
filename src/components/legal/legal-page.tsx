import { AlertTriangle, BarChart3, Building2, Clock, Cookie, Database, FileText, Globe, Lock, Mail, Megaphone, Scale, Settings, Shield, User } from "lucide";
import { Fragment } from "react";
import { Icon, type IconNode } from "~/components/ui/icon";
import type { LegalBlock, LegalDocument, LegalIcon } from "~/content/legal/types";
import type { Language } from "~/i18n/languages";
import { pagePath } from "~/lib/pages";
import { ui } from "../../i18n/ui";
import { BackToHomeLink } from "../back-to-home-link";
import { CookieSettingsLink } from "../cookie-settings-link";
import { prerenderOnIntent } from "~/lib/speculation";

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

/**
 * A table of the text, such as the cookie policy's list of cookies. A phone is too narrow for its columns:
 * there each row is a card, its first cell as the title and every other cell under its column's name;
 * from the `sm` breakpoint on, the table. Each rendering is hidden by CSS where the other shows, so
 * assistive technology meets one.
 */
function LegalTable({ table }: { table: Extract<LegalBlock, { kind: "table" }> }) {
  const [, ...labels] = table.head;
  return (
    <>
      <ul aria-label={table.caption} className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm sm:hidden">
        {table.rows.map(([title, ...cells], row) => (
          <li key={row} className="px-4 py-3">
            <p className="font-semibold text-slate-900">{title}</p>
            <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {cells.map((cell, index) => (
                <Fragment key={index}>
                  <dt className="text-slate-500">{labels[index]}</dt>
                  <dd>{cell}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {/* Focusable so keyboard users can scroll it, should enlarged text make it wider than the column. */}
      <div
        role="region"
        aria-label={table.caption}
        tabIndex={0}
        className="hidden overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 sm:block"
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {table.head.map((cell) => (
                <th key={cell} scope="col" className="px-3 py-2 font-semibold">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {table.rows.map(([title, ...cells], row) => (
              <tr key={row}>
                <th scope="row" className="px-3 py-2 align-top font-normal">
                  {title}
                </th>
                {cells.map((cell, index) => (
                  <td key={index} className="px-3 py-2 align-top">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

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
      return <LegalTable table={block} />;
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
            <a href={pagePath(document.slug, "en")} hrefLang="en" {...prerenderOnIntent} className="font-medium text-brand-700 underline">
              {t("legal.englishVersion")}
            </a>
          </>
        )}
      </p>
    </article>
  );
}
