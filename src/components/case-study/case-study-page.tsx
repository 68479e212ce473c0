import { displayHeading } from "~/components/ui/display-heading";
import type { ReactNode } from "react";
import { Building2, CalendarRange, CheckCircle2, ExternalLink, Lightbulb, Target } from "lucide";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { CaseCopy, CaseFacts, CaseSlug } from "~/content/cases";
import type { Language } from "~/i18n/languages";
import { pagePath } from "~/lib/pages";
import { cn } from "~/lib/utils";
import { ui } from "~/i18n/ui";
import { BackToHomeLink } from "~/components/back-to-home-link";
import { Phrases } from "~/components/phrases";
import { trackedClick } from "~/components/tracked";
import { prerenderOnIntent } from "~/lib/speculation";

interface CaseStudyPageProps {
  lang: Language;
  slug: CaseSlug;
  facts: CaseFacts;
  /** The client's wordmark with its size. */
  logo: { src: string; width: number; height: number };
  copy: CaseCopy;
  /** The words of the home page's booking button, which ends this page too. */
  bookingLabel: string;
}

/**
 * One case study: every case page is this component with its own typed content. The article names its
 * case for src/scripts/case-study.ts (view_item, the back link's navigation event, the moving background).
 */
export function CaseStudyPage({ lang, slug, facts, logo, copy, bookingLabel }: CaseStudyPageProps) {
  const { t } = ui(lang);
  const home = pagePath("home", lang);
  const backHref = facts.backTarget === "home" ? home : `${home}#${facts.backTarget}`;
  const hasLinks = Boolean(copy.newsLinks?.length || facts.websiteUrl);
  const external = { lang, location: slug };

  return (
    <div className="relative isolate overflow-hidden">
      <ScrollParallaxBackground />
      <article data-case-study={slug} data-client={facts.clientName} className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10 lg:pb-24">
        <BackToHomeLink lang={lang} href={backHref} fromPage={slug} />

        <header className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t("caseStudy.caseStudy")}</p>
            <h1 className={displayHeading({ className: "mt-3 text-slate-900" })}>
              <Phrases text={copy.title} />
            </h1>
            {copy.subtitle ? <p className="mt-4 text-lg text-pretty text-slate-700 sm:text-xl">{copy.subtitle}</p> : null}
            <p className="mt-6 max-w-3xl text-base leading-relaxed text-pretty text-slate-700 sm:text-lg">{copy.overview}</p>
            {hasLinks ? (
              <ul className="mt-8 flex flex-wrap gap-3">
                {copy.newsLinks?.map((link) => (
                  <li key={link.url}>
                    <ExternalButton {...external} href={link.url} variant="outline">
                      <span>{link.label}</span>
                    </ExternalButton>
                  </li>
                ))}
                {facts.websiteUrl ? (
                  <li>
                    <ExternalButton {...external} href={facts.websiteUrl}>
                      {t("caseStudy.visitWebsite", { client: facts.clientName })}
                    </ExternalButton>
                  </li>
                ) : null}
              </ul>
            ) : null}
          </div>

          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-xs font-semibold uppercase tracking-wider text-slate-600">{t("caseStudy.client")}</p>
            <img src={logo.src} width={logo.width} height={logo.height} alt={facts.clientName} className="mx-auto mt-4 h-20 w-auto" />
            <dl className="mt-4 border-t border-slate-100 pt-4 text-sm">
              <dt className="font-medium text-slate-600">{t("caseStudy.industry")}</dt>
              <dd className="mt-1 font-semibold text-slate-900">{copy.industry}</dd>
            </dl>
          </div>
        </header>

        <section aria-labelledby="key-figures" className="mt-12">
          <h2 id="key-figures" className="sr-only">
            {t("caseStudy.keyFigures")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {copy.stats.map((stat) => (
              <li key={stat.label} className="rounded-2xl bg-brand-800 p-6 text-white shadow-md">
                <p className="text-3xl font-bold tracking-tight sm:text-4xl">
                  <Phrases text={stat.value} />
                </p>
                <p className="mt-2 text-sm leading-snug text-white/90">{stat.label}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <StoryCard id="challenge" icon={<Icon node={Target} />} title={t("caseStudy.challenge")}>
            <p>{copy.challenge}</p>
          </StoryCard>
          <StoryCard id="solution" icon={<Icon node={Lightbulb} />} title={t("caseStudy.solution")}>
            <p>{copy.solution}</p>
          </StoryCard>
        </div>

        <StoryCard id="results" icon={<Icon node={CheckCircle2} />} title={t("caseStudy.results")} className="mt-6">
          <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
            {copy.results.map((result) => (
              <li key={result} className="flex gap-3">
                <Icon node={CheckCircle2} className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                <span>{result}</span>
              </li>
            ))}
          </ul>
        </StoryCard>

        <dl className="mt-6 grid gap-6 sm:grid-cols-2">
          <FactCard icon={<Icon node={CalendarRange} />} term={t("caseStudy.timeline")} value={copy.timeline} />
          <FactCard icon={<Icon node={Building2} />} term={t("caseStudy.industry")} value={copy.industry} />
        </dl>

        {copy.articles?.length ? (
          <section aria-labelledby="media" className="mt-16">
            <div>
              <h2 id="media" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {copy.mediaTitle ? <Phrases text={copy.mediaTitle} /> : null}
              </h2>
              {copy.mediaDescription ? <p className="mt-3 max-w-3xl text-slate-700">{copy.mediaDescription}</p> : null}
            </div>
            <ul className="mt-8 grid gap-6 md:grid-cols-2">
              {copy.articles.map((article) => (
                <li key={article.url} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <div className="flex-1">
                    <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{article.publication}</p>
                    <h3 className="mt-2 text-lg font-semibold text-slate-900">
                      <Phrases text={article.title} />
                    </h3>
                    <p className="mt-3 text-slate-700">{article.description}</p>
                  </div>
                  <ExternalButton {...external} href={article.url} variant="link" className="mt-4 self-start">
                    {t("caseStudy.readArticle")}
                    <span className="sr-only">{`– ${article.title}`}</span>
                  </ExternalButton>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {/* The page ends where a reader convinced by the case can act on it. */}
        <section aria-labelledby="case-next" className="mt-16 rounded-3xl bg-brand-900 px-6 py-10 text-white ring-1 ring-brand-900 sm:px-10">
          <h2 id="case-next" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            <Phrases text={t("caseStudy.nextTitle")} />
          </h2>
          <p className="mt-3 max-w-2xl text-pretty text-white/85">{t("caseStudy.nextText")}</p>
          <a href={pagePath("contact", lang)} {...prerenderOnIntent} className={buttonVariants({ variant: "accent", size: "lg", className: "mt-6" })}>
            {bookingLabel}
          </a>
        </section>
      </article>
    </div>
  );
}

/**
 * Soft shapes behind the page. src/scripts/case-study.ts moves the inner layer with the scroll (only its
 * transform, on a layer of its own) and leaves it still for visitors who prefer reduced motion.
 */
function ScrollParallaxBackground() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute inset-x-0 top-0 h-[28rem] bg-gradient-to-b from-brand-50 to-transparent" />
      <div data-scroll-parallax className="absolute inset-0 will-change-transform">
        <div className="absolute -left-40 top-8 size-[30rem] rounded-full bg-[radial-gradient(circle,var(--color-brand-100)_0%,transparent_70%)]" />
        <div className="absolute -right-48 top-[26rem] size-[34rem] rounded-full bg-[radial-gradient(circle,#fef3c7_0%,transparent_70%)]" />
        <div className="absolute left-1/4 top-[64rem] size-[38rem] rounded-full bg-[radial-gradient(circle,var(--color-brand-50)_0%,transparent_70%)]" />
        <div className="absolute -right-24 top-[100rem] size-[30rem] rounded-full bg-[radial-gradient(circle,var(--color-brand-100)_0%,transparent_70%)]" />
      </div>
    </div>
  );
}

function StoryCard({ id, icon, title, className, children }: { id: string; icon: ReactNode; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cn("rounded-2xl border border-slate-200 bg-white/95 p-6 shadow-sm sm:p-8", className)}>
      <h2 id={id} className="flex items-center gap-3 text-xl font-semibold text-slate-900">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        <Phrases text={title} />
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

interface ExternalButtonProps {
  lang: Language;
  href: string;
  /** The case the link leaves from, reported with the click. */
  location: string;
  variant?: "default" | "outline" | "link";
  className?: string;
  children: ReactNode;
}

function ExternalButton({ lang, href, location, variant = "default", className, children }: ExternalButtonProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      {...trackedClick("external_link_click", { url: href, location })}
      className={buttonVariants({ variant, size: variant === "link" ? "inline" : "wrap", className })}
    >
      {children}
      <Icon node={ExternalLink} aria-hidden="true" />
      <span className="sr-only"> {ui(lang).t("common.opensInNewTab")}</span>
    </a>
  );
}
