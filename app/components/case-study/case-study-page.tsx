import { useEffect, type MouseEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { ArrowLeft, Building2, CalendarRange, CheckCircle2, ExternalLink, Lightbulb, Target } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { CaseStudyCopy, CaseStudyFacts } from "~/content/case-studies/types";
import type { Language } from "~/i18n/languages";
import { useI18n } from "~/i18n/context";
import { track } from "~/analytics/track";
import { buttonVariants } from "~/components/ui/button";
import { scrollToSection } from "~/lib/scroll";
import { cn } from "~/lib/utils";
import { ScrollParallaxBackground } from "./scroll-parallax-background";

/** The home-page section the crypto-mining back button returns to, and the spec's wait before scrolling there. */
export const BUSINESS_CASES_SECTION = "business-cases-section";
export const SCROLL_AFTER_NAVIGATION_MS = 200;

export interface CaseStudyPageProps {
  facts: CaseStudyFacts;
  copy: CaseStudyCopy;
  /** The language the copy is in; it differs from the page's when the case falls back to Italian. */
  copyLang: Language;
}

/** One case study: every case page is this component with its own typed content. */
export function CaseStudyPage({ facts, copy, copyLang }: CaseStudyPageProps) {
  const { lang, t } = useI18n();
  // Fallback copy announces its own language so screen readers and translators read it right;
  // the page chrome around it stays in the page's language.
  const textLang = copyLang === lang ? undefined : copyLang;

  useEffect(() => {
    track("view_item", { item_id: facts.slug, item_name: facts.clientName, item_category: "case_study", language: lang });
  }, [facts.slug, facts.clientName, lang]);

  const trackExternal = (url: string) => track("external_link_click", { url, location: facts.slug });
  const hasLinks = Boolean(copy.newsLinks?.length || facts.websiteUrl);

  return (
    <div className="relative isolate overflow-hidden">
      <ScrollParallaxBackground />
      <article className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10 lg:pb-24">
        <BackToHomeLink facts={facts} />

        <header className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t("caseStudy.caseStudy")}</p>
            <h1 lang={textLang} className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl">
              {copy.title}
            </h1>
            {copy.subtitle ? (
              <p lang={textLang} className="mt-4 text-lg text-pretty text-slate-700 sm:text-xl">
                {copy.subtitle}
              </p>
            ) : null}
            <p lang={textLang} className="mt-6 max-w-3xl text-base leading-relaxed text-pretty text-slate-700 sm:text-lg">
              {copy.overview}
            </p>
            {hasLinks ? (
              <ul className="mt-8 flex flex-wrap gap-3">
                {copy.newsLinks?.map((link) => (
                  <li key={link.url}>
                    <ExternalButton href={link.url} variant="outline" onOpen={trackExternal}>
                      <span lang={textLang}>{link.label}</span>
                    </ExternalButton>
                  </li>
                ))}
                {facts.websiteUrl ? (
                  <li>
                    <ExternalButton href={facts.websiteUrl} onOpen={trackExternal}>
                      {t("caseStudy.visitWebsite", { client: facts.clientName })}
                    </ExternalButton>
                  </li>
                ) : null}
              </ul>
            ) : null}
          </div>

          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-xs font-semibold uppercase tracking-wider text-slate-600">{t("caseStudy.client")}</p>
            <img
              src={facts.logo.src}
              width={facts.logo.width}
              height={facts.logo.height}
              alt={facts.clientName}
              className="mx-auto mt-4 h-20 w-auto"
            />
            <dl className="mt-4 border-t border-slate-100 pt-4 text-sm">
              <dt className="font-medium text-slate-600">{t("caseStudy.industry")}</dt>
              <dd lang={textLang} className="mt-1 font-semibold text-slate-900">
                {copy.industry}
              </dd>
            </dl>
          </div>
        </header>

        <section aria-labelledby="key-figures" className="mt-12">
          <h2 id="key-figures" className="sr-only">
            {t("caseStudy.keyFigures")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {copy.stats.map((stat) => (
              <li key={stat.label} lang={textLang} className="rounded-2xl bg-brand-800 p-6 text-white shadow-md">
                <p className="text-3xl font-bold tracking-tight sm:text-4xl">{stat.value}</p>
                <p className="mt-2 text-sm leading-snug text-white/90">{stat.label}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <StoryCard id="challenge" icon={<Icon node={Target} />} title={t("caseStudy.challenge")}>
            <p lang={textLang}>{copy.challenge}</p>
          </StoryCard>
          <StoryCard id="solution" icon={<Icon node={Lightbulb} />} title={t("caseStudy.solution")}>
            <p lang={textLang}>{copy.solution}</p>
          </StoryCard>
        </div>

        <StoryCard id="results" icon={<Icon node={CheckCircle2} />} title={t("caseStudy.results")} className="mt-6">
          <ul lang={textLang} className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
            {copy.results.map((result) => (
              <li key={result} className="flex gap-3">
                <Icon node={CheckCircle2} className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                <span>{result}</span>
              </li>
            ))}
          </ul>
        </StoryCard>

        <dl className="mt-6 grid gap-6 sm:grid-cols-2">
          <FactCard icon={<Icon node={CalendarRange} />} term={t("caseStudy.timeline")} value={copy.timeline} lang={textLang} />
          <FactCard icon={<Icon node={Building2} />} term={t("caseStudy.industry")} value={copy.industry} lang={textLang} />
        </dl>

        {copy.articles?.length ? (
          <section aria-labelledby="media" className="mt-16">
            <div lang={textLang}>
              <h2 id="media" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {copy.mediaTitle}
              </h2>
              {copy.mediaDescription ? <p className="mt-3 max-w-3xl text-slate-700">{copy.mediaDescription}</p> : null}
            </div>
            <ul className="mt-8 grid gap-6 md:grid-cols-2">
              {copy.articles.map((article) => (
                <li key={article.url} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <div lang={textLang} className="flex-1">
                    <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{article.publication}</p>
                    <h3 className="mt-2 text-lg font-semibold text-slate-900">{article.title}</h3>
                    <p className="mt-3 text-slate-700">{article.description}</p>
                  </div>
                  <ExternalButton href={article.url} variant="link" className="mt-4 self-start" onOpen={trackExternal}>
                    {t("caseStudy.readArticle")}
                    <span className="sr-only" lang={textLang}>
                      {`– ${article.title}`}
                    </span>
                  </ExternalButton>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </div>
  );
}

/**
 * A plain link to /{lang} (or the business-cases section), so it works before hydration. With JavaScript
 * it also reports the click and, for the section, scrolls there once the home page has rendered.
 */
function BackToHomeLink({ facts }: { facts: CaseStudyFacts }) {
  const { lang, t } = useI18n();
  const navigate = useNavigate();
  const section = facts.backTarget === "business-cases-section" ? BUSINESS_CASES_SECTION : undefined;
  const target = { pathname: `/${lang}`, hash: section ? `#${section}` : "" };

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const timestamp = Date.now();
    track("back_to_home_click", { from_page: facts.slug, language: lang, timestamp });
    track("navigation", { from: facts.slug, to: section ? `home#${section}` : "home", method: "back_to_home_button", language: lang, timestamp });
    if (!section || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void Promise.resolve(navigate(target)).then(() =>
      setTimeout(() => scrollToSection(section), SCROLL_AFTER_NAVIGATION_MS),
    );
  };

  return (
    <Link
      to={target}
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-2 rounded-md font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Icon node={ArrowLeft} className="size-4" aria-hidden="true" />
      {t("common.backToHome")}
    </Link>
  );
}

function StoryCard({ id, icon, title, className, children }: { id: string; icon: ReactNode; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cn("rounded-2xl border border-slate-200 bg-white/95 p-6 shadow-sm sm:p-8", className)}>
      <h2 id={id} className="flex items-center gap-3 text-xl font-semibold text-slate-900">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

function FactCard({ icon, term, value, lang }: { icon: ReactNode; term: string; value: string; lang?: Language }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white/95 p-6 shadow-sm">
      <dt className="flex items-center gap-3 text-sm font-medium text-slate-600">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        {term}
      </dt>
      <dd lang={lang} className="mt-3 text-lg font-semibold text-slate-900">
        {value}
      </dd>
    </div>
  );
}

function ExternalButton({
  href,
  variant = "default",
  className,
  onOpen,
  children,
}: {
  href: string;
  variant?: "default" | "outline" | "link";
  className?: string;
  onOpen: (url: string) => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => onOpen(href)}
      className={buttonVariants({ variant, size: variant === "link" ? "inline" : "wrap", className })}
    >
      {children}
      <Icon node={ExternalLink} aria-hidden="true" />
      <span className="sr-only"> {t("common.opensInNewTab")}</span>
    </a>
  );
}
