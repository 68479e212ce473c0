import type { ReactNode } from "react";
import { ExternalLink } from "lucide";
import { buttonVariants } from "~/components/ui/button";
import { displayHeading } from "~/components/ui/display-heading";
import { kicker, resultFigure } from "~/components/ui/editorial";
import { Icon } from "~/components/ui/icon";
import type { CaseCopy, CaseFacts, CaseSlug, KeyFigure } from "~/content/cases";
import type { Language } from "~/i18n/languages";
import { pagePath } from "~/lib/pages";
import { prerenderOnIntent } from "~/lib/speculation";
import { cn } from "~/lib/utils";
import { ui } from "~/i18n/ui";
import { BackToHomeLink } from "~/components/back-to-home-link";
import { Phrases } from "~/components/phrases";
import { trackedClick } from "~/components/tracked";

interface CaseStudyPageProps {
  lang: Language;
  slug: CaseSlug;
  facts: CaseFacts;
  /** The client's wordmark with its size. */
  logo: { src: string; width: number; height: number };
  copy: CaseCopy;
  /** The figures under the title, none repeating the title's (src/content/cases/check.ts); none, no row. */
  keyFigures: readonly KeyFigure[];
  /** The words of the home page's booking button, which ends this page too. */
  bookingLabel: string;
}

/** The story's headings: the display face, a size under the title's. */
const storyHeading = "font-display text-3xl leading-tight text-slate-900 sm:text-4xl zh:text-[1.625rem] zh:leading-snug zh:font-bold sm:zh:text-[2rem]";
/** Running text at a reading measure, narrower than the figures and clippings above and below it. */
const measure = "max-w-[40rem]";

/**
 * One case study, set as a newspaper sets a story (docs/design-brief.md): the result as the title in the
 * display face, the client and industry as its kicker, the figures as numerals between thin rules, the
 * story in one reading column and the articles as clippings; no cards. The page takes the header's grid:
 * from 1024 px a margin on the right holds the client's wordmark and the campaign's dates beside the title
 * and, further down, only the floating bar (src/site.css, data-floating-bar-margin), which so never covers
 * the text. The article names its case for src/browser/case-study.ts (view_item, the back link's event).
 */
export function CaseStudyPage({ lang, slug, facts, logo, copy, keyFigures, bookingLabel }: CaseStudyPageProps) {
  const { t } = ui(lang);
  const home = pagePath("home", lang);
  const backHref = facts.backTarget === "home" ? home : `${home}#${facts.backTarget}`;
  const hasLinks = Boolean(copy.newsLinks.length || facts.websiteUrl);
  const external = { lang, location: slug };

  return (
    <div className="relative isolate overflow-hidden">
      {/* The clippings' paper (src/site.css) fading into the white page under the title. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-[#fbf8f1] to-transparent" />
      {/* Each piece its own grid item, so that a phone reads them in the order of the page (the result
          right under the title, the period under the kicker) and a desktop sets the client's wordmark,
          the period and the links in the margin beside the title, the standfirst and the figures. */}
      <article
        data-case-study={slug}
        data-client={facts.clientName}
        data-floating-bar-margin
        className="mx-auto grid max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-16 lg:pb-24"
      >
        <div className="lg:col-start-1 lg:row-start-1">
          <BackToHomeLink lang={lang} href={backHref} fromPage={slug} />
          {/* Client and industry as the kicker; their names are for screen readers, the eye reads the rule
              between them. On a phone, one above the other: an industry that shares the client's line wrapped
              or not by a few pixels, and so moved the title when Inter replaced its fallback. */}
          <dl className={cn(kicker, "mt-6 flex flex-col gap-y-1 sm:flex-row sm:flex-wrap")}>
            <div className="sm:pr-3">
              <dt className="sr-only">{t("caseStudy.client")}</dt>
              <dd>{facts.clientName}</dd>
            </div>
            <div className="sm:border-l sm:border-brand-700/40 sm:pl-3">
              <dt className="sr-only">{t("caseStudy.industry")}</dt>
              <dd>{copy.industry}</dd>
            </div>
          </dl>
        </div>

        {/* The case's facts, printed once: under the kicker on a phone, in the margin from 1024 px. */}
        <dl className="mt-3 flex items-baseline gap-x-2 lg:col-start-2 lg:row-start-2 lg:mt-6 lg:block lg:self-start lg:border-t lg:border-slate-200 lg:pt-4">
          <dt className="text-xs font-semibold tracking-[0.14em] text-slate-600 uppercase">{t("caseStudy.timeline")}</dt>
          <dd className="text-sm font-semibold text-slate-900 lg:mt-1 lg:text-lg">{copy.timeline}</dd>
        </dl>

        <h1 className={displayHeading({ className: "mt-4 text-slate-900 lg:col-start-1 lg:row-start-2" })}>
          <Phrases text={copy.headline ?? copy.title} />
        </h1>

        {keyFigures.length > 0 ? (
          <section aria-labelledby="key-figures" className="mt-8 lg:col-start-1 lg:row-start-4 lg:mt-10">
            <h2 id="key-figures" className="sr-only">
              {t("caseStudy.keyFigures")}
            </h2>
            {/* Rules between the figures, as between the proof strip's: across on a phone, upright from 640 px. */}
            <ul className="grid divide-y divide-slate-200 border-y border-slate-200 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
              {keyFigures.map((stat) => (
                <li key={stat.label} className="py-5 sm:px-5 sm:py-6 sm:first:pl-0 sm:last:pr-0 lg:py-8">
                  <p className={resultFigure({ size: "large" })}>
                    <Phrases text={stat.value} />
                  </p>
                  <p className="mt-2 text-sm leading-snug text-pretty text-slate-700 sm:mt-3">{stat.label}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {copy.subtitle ? (
          <p className={cn(measure, "mt-8 text-xl leading-snug text-pretty text-slate-700 sm:text-2xl lg:col-start-1 lg:row-start-3 lg:mt-5")}>
            {copy.subtitle}
          </p>
        ) : null}

        <img
          src={logo.src}
          width={logo.width}
          height={logo.height}
          alt={facts.clientName}
          className="mt-8 h-12 w-auto justify-self-start lg:col-start-2 lg:row-start-1 lg:mt-0 lg:self-end"
        />

        {hasLinks ? (
          <ul className="mt-4 border-t border-slate-200 pt-2 lg:col-start-2 lg:row-span-2 lg:row-start-3 lg:self-start">
            {copy.newsLinks.map((link) => (
              <li key={link.url}>
                <OutboundLink {...external} href={link.url}>
                  {link.label}
                </OutboundLink>
              </li>
            ))}
            {facts.websiteUrl ? (
              <li>
                <OutboundLink {...external} href={facts.websiteUrl}>
                  {t("caseStudy.visitWebsite", { client: facts.clientName })}
                </OutboundLink>
              </li>
            ) : null}
          </ul>
        ) : null}

        <div className="lg:col-start-1 lg:row-start-5">
          <p className={cn(measure, "mt-10 text-lg leading-relaxed text-pretty text-slate-800 sm:text-xl")}>{copy.overview}</p>

          <StorySection id="challenge" title={t("caseStudy.challenge")}>
            <p>{copy.challenge}</p>
          </StorySection>
          <StorySection id="solution" title={t("caseStudy.solution")}>
            <p>{copy.solution}</p>
          </StorySection>
          <StorySection id="results" title={t("caseStudy.results")}>
            <ul className="divide-y divide-slate-200 border-y border-slate-200">
              {copy.results.map((result) => (
                <li key={result} className="py-3">
                  {result}
                </li>
              ))}
            </ul>
          </StorySection>

          {copy.articles.length ? (
            <section aria-labelledby="media" className="mt-16 border-t border-slate-200 pt-8">
              <h2 id="media" className={storyHeading}>
                {copy.mediaTitle ? <Phrases text={copy.mediaTitle} /> : null}
              </h2>
              {copy.mediaDescription ? <p className={cn(measure, "mt-3 text-pretty text-slate-700")}>{copy.mediaDescription}</p> : null}
              {/* The articles as the clippings beside the home page's headline (src/site.css): the outlet's
                  name as the kicker, the article's headline in a newspaper's serif. Named in words: an outlet
                  has a logo here only once the agency supplies one with its source. */}
              <ul className="mt-10 grid gap-10 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                {copy.articles.map((article) => (
                  <li key={article.url} className="clipping clipping-article flex flex-col">
                    <p className="clipping-kicker">{article.publication}</p>
                    <h3 className="clipping-headline text-2xl">
                      <Phrases text={article.title} />
                    </h3>
                    <p className="mt-3 flex-1 text-pretty text-slate-700">{article.description}</p>
                    <OutboundLink {...external} href={article.url}>
                      {t("caseStudy.readArticle")}
                      <span className="sr-only">{`– ${article.title}`}</span>
                    </OutboundLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {/* The page ends where a reader convinced by the case can act on it: its one call, under a rule. */}
          <section aria-labelledby="case-next" className="mt-20 border-t border-slate-900 pt-10">
            <h2 id="case-next" className={displayHeading({ width: "column", className: "text-slate-900" })}>
              <Phrases text={t("caseStudy.nextTitle")} />
            </h2>
            <p className={cn(measure, "mt-5 text-lg text-pretty text-slate-700")}>{t("caseStudy.nextText")}</p>
            <a href={pagePath("contact", lang)} {...prerenderOnIntent} className={buttonVariants({ variant: "accent", size: "lg", className: "mt-8" })}>
              {bookingLabel}
            </a>
          </section>
        </div>
      </article>
    </div>
  );
}

/** A part of the story in the reading column, under a thin rule. */
function StorySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12 border-t border-slate-200 pt-6">
      <h2 id={id} className={storyHeading}>
        <Phrases text={title} />
      </h2>
      <div className={cn(measure, "mt-4 text-lg leading-relaxed text-pretty text-slate-700")}>{children}</div>
    </section>
  );
}

interface OutboundLinkProps {
  lang: Language;
  href: string;
  /** The case the link leaves from, reported with the click. */
  location: string;
  children: ReactNode;
}

/** A link to another site (an article, the client's), in a new tab, as text: the page's one button is its last call. */
function OutboundLink({ lang, href, location, children }: OutboundLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      {...trackedClick("external_link_click", { url: href, location })}
      className={buttonVariants({ variant: "link", size: "inline", className: "justify-start text-left underline decoration-brand-700/30" })}
    >
      {children}
      <Icon node={ExternalLink} aria-hidden="true" />
      <span className="sr-only"> {ui(lang).t("common.opensInNewTab")}</span>
    </a>
  );
}
