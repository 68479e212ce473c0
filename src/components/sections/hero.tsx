import { ArrowDown } from "lucide";
import { buttonVariants } from "~/components/ui/button";
import { displayHeading } from "~/components/ui/display-heading";
import { Icon } from "~/components/ui/icon";
import type { LocalizedCaseStudy } from "~/content/cases";
import type { HomeContent, Rating } from "~/content/home";
import type { Language } from "~/i18n/languages";
import { countMessage, formatNumber } from "~/i18n/plural";
import { pagePath } from "~/lib/pages";
import { keepFiguresTogether, withPhraseBreaks } from "~/render/phrases";
import { cn } from "~/lib/utils";
import { Phrases } from "~/components/phrases";
import { prerenderOnIntent } from "~/lib/speculation";

/**
 * The front clipping's headline, painted in full as served. src/browser/typewriter.ts then types it over
 * itself, as a typewriter on the paper: the typed part in ink, the rest faint, so the words never leave
 * the clipping. The spec's typewriter lives here, on a picture hidden from assistive technology, and not
 * on the hero's headline, which is whole from the first paint (issue 45's critique: a headline half faded
 * while it typed read as unfinished, at the very moment it is read).
 */
function TypedLine({ text }: { text: string }) {
  return (
    <span data-typewriter="idle">
      {/* Chinese breaks between phrases here too: zero-width spaces, which typing keeps, where a <wbr> would be lost. */}
      <span data-typed>{withPhraseBreaks(text)}</span>
      {/* Inline, not inline-block: an atomic box is a line-break opportunity, so the line rewrapped around
          the cursor as it moved through a word. */}
      <span
        data-typewriter-cursor
        className="relative before:absolute before:top-[0.12em] before:bottom-[0.08em] before:left-[0.05em] before:w-[0.08em] before:animate-pulse before:bg-brand-700"
        hidden
      />
      <span data-untyped className="text-slate-900/25" />
    </span>
  );
}

/** Soft glows that follow the mouse a little (src/browser/parallax.ts); still under reduced motion and on touch screens. */
function ParallaxDecoration() {
  // Radial gradients rather than blurred discs: a CSS blur on a composited layer is applied again on
  // every frame the page paints, which kept a phone's CPU busy while anything in the hero moved. A 2D
  // translate, not translate3d: a 3D transform gave each glow a compositor layer of its own, and
  // rastering those three large squares of gradient held the first paint back (about 70 ms on a phone).
  const glow = "absolute bg-radial-[closest-side] to-transparent transition-transform duration-700 ease-out";
  return (
    <div aria-hidden="true" data-parallax className="pointer-events-none absolute inset-0 overflow-hidden">
      <div
        className={cn(glow, "-top-14 -left-48 size-128 from-sky-400/25 from-30% [translate:calc(var(--parallax-x,0)*40px)_calc(var(--parallax-y,0)*40px)]")}
      />
      <div
        className={cn(
          glow,
          "-right-44 -bottom-24 size-144 from-indigo-400/25 from-30% [translate:calc(var(--parallax-x,0)*-60px)_calc(var(--parallax-y,0)*-60px)]",
        )}
      />
      <div
        className={cn(
          glow,
          "top-[calc(25%-5rem)] right-[calc(100%/3-5rem)] size-80 from-amber-300/10 from-20% [translate:calc(var(--parallax-x,0)*25px)_calc(var(--parallax-y,0)*25px)]",
        )}
      />
    </div>
  );
}

/** A clipping: its client and, as its headline, the result on the case's home card. */
function clipping(cases: readonly LocalizedCaseStudy[], place: "front" | "middle" | "back") {
  const study = cases.find((candidate) => candidate.facts.heroClipping === place);
  return study ? { client: study.facts.clientName, headline: study.copy.card?.results ?? "" } : undefined;
}

/**
 * Press clippings of our clients' results, drawn with CSS (src/site.css, "Press clippings"): still, and
 * hidden from assistive technology, since the business cases below say the same in words. Absolutely
 * placed, so it never moves the headline; shown from 1024 px, where there is room beside the text. Each
 * case's facts say which clipping it is (heroClipping), if any.
 */
function PressClippings({ cases }: { cases: readonly LocalizedCaseStudy[] }) {
  const [front, middle, back] = (["front", "middle", "back"] as const).map((place) => clipping(cases, place));
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-y-0 right-4 hidden w-[19rem] items-center select-none sm:right-6 lg:flex xl:w-[27rem]"
    >
      <div className="relative h-[24rem] w-full xl:h-[30rem]">
        {back ? (
          <div className="clipping clipping-back absolute top-0 right-[3%] w-[70%]">
            <p className="clipping-kicker">{back.client}</p>
            <p className="clipping-headline text-2xl xl:text-[1.75rem] zh:text-lg xl:zh:text-xl">
              <Phrases text={back.headline} />
            </p>
            <div className="clipping-columns mt-3">
              <span className="clipping-lines h-[54px]" />
              <span className="clipping-lines h-[54px]" />
            </div>
          </div>
        ) : null}
        {middle ? (
          <div className="clipping clipping-middle absolute top-[27%] left-0 w-[64%]">
            <p className="clipping-kicker">{middle.client}</p>
            <p className="clipping-headline text-2xl xl:text-3xl zh:text-lg xl:zh:text-2xl">
              <Phrases text={middle.headline} />
            </p>
            <div className="clipping-photo mt-3" />
            <span className="clipping-lines mt-3 h-[34px]" />
          </div>
        ) : null}
        {front ? (
          <div className="clipping clipping-front absolute right-0 bottom-0 w-[66%]">
            <p className="clipping-kicker">{front.client}</p>
            <p className="clipping-headline text-[1.75rem] xl:text-4xl zh:text-xl xl:zh:text-[1.75rem]">
              <mark className="highlighter">
                <TypedLine text={keepFiguresTogether(front.headline)} />
              </mark>
            </p>
            <span className="clipping-lines mt-3 h-[44px]" />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The separator the kicker's copy writes between its items ("Digital PR agency · Milan · Malta · Hong Kong"). */
const KICKER_SEPARATOR = /\s*·\s*/u;

/**
 * The hero's kicker, its items wrapping whole: each item carries the separator before it, and the row is
 * drawn a separator's width to the left of its box, which clips what overhangs. A line that begins with
 * an item therefore begins with its separator out of sight, and no line ends with one: a "·" alone at the
 * end of a phone's first line read as a typo (issue 45's critique).
 */
function Kicker({ text }: { text: string }) {
  return (
    <p className="overflow-hidden text-sm font-semibold tracking-wide text-amber-300 uppercase">
      <span className="-ml-[1.25em] flex flex-wrap">
        {text.split(KICKER_SEPARATOR).map((item) => (
          <span key={item} className="flex">
            <span aria-hidden="true" className="w-[1.25em] shrink-0 text-center">
              ·
            </span>
            <span data-kicker-item>{item}</span>
          </span>
        ))}
      </span>
    </p>
  );
}

interface Stat {
  value: string;
  label: string;
  /** Where a visitor checks the figure: the rating's page on its platform. */
  source?: string;
}

/** The rating's words with its platform, and its number of reviews in the language's singular or plural. */
function ratingLabel(lang: Language, words: HomeContent["hero"]["stats"]["rating"], rating: Rating): string {
  const label = rating.reviewCount === undefined ? words.label : countMessage(lang, words.labelWithCount, rating.reviewCount);
  return label.replaceAll("{platform}", rating.platform);
}

/** The rating only where the agency supplied one with its source (src/content/home/reviews.yaml), then the agency's own figures. */
function heroStats(lang: Language, stats: HomeContent["hero"]["stats"], rating: Rating | undefined): Stat[] {
  const rated: Stat[] = rating
    ? [
        {
          value: `${formatNumber(lang, rating.value)}/${formatNumber(lang, rating.scale)}`,
          label: ratingLabel(lang, stats.rating, rating),
          source: rating.url,
        },
      ]
    : [];
  return [...rated, stats.projects, stats.clients];
}

export function Hero({
  lang,
  copy,
  rating,
  cases,
}: {
  lang: Language;
  copy: HomeContent["hero"];
  rating: Rating | undefined;
  cases: readonly LocalizedCaseStudy[];
}) {
  const stats = heroStats(lang, copy.stats, rating);
  // Nearly the screen's height, its words centred: a font that arrives and rewraps a line moves them within
  // the hero, not the page below. On a Chinese phone the hero is as tall as its words: they fill half of
  // a phone's screen, and set in the system's font from the first paint nothing rewraps.
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="relative -mt-(--header-height) flex min-h-[92svh] items-center max-sm:zh:min-h-0 overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 pt-(--header-height) text-white"
    >
      <ParallaxDecoration />
      <div className="relative mx-auto w-full max-w-7xl px-4 pt-12 pb-24 sm:px-6">
        {/* Beside the clippings from 1024 px: the text keeps to the left, as wide as its lines already were. */}
        <div className="lg:max-w-[36rem] xl:max-w-[43rem]">
          <Kicker text={copy.eyebrow} />
          {/* Whole from the first paint, in the display face of every title. The heading holds the desktop line
              for screen readers and search engines, and shows it from 768 px; a phone shows its shorter line
              (spec: separate mobile and desktop text), which assistive technology skips as a copy. */}
          <h1 id="hero-title" className={displayHeading({ className: "mt-4 max-md:sr-only" })}>
            <Phrases text={copy.headlineDesktop} />
          </h1>
          <p aria-hidden="true" className={displayHeading({ className: "mt-4 md:hidden" })}>
            <Phrases text={copy.headlineMobile} />
          </p>
          <p className="mt-6 max-w-2xl text-lg text-white/85 sm:text-xl">{copy.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={pagePath("contact", lang)} {...prerenderOnIntent} className={buttonVariants({ variant: "accent", size: "lg" })}>
              {copy.primaryCta}
            </a>
            <a href="#i-nostri-business-case" className={buttonVariants({ variant: "inverse", size: "lg" })}>
              {copy.secondaryCta}
            </a>
          </div>
          {/* The figures, set large in the headline's face, as every result of the site: they are the point. As many columns as figures: two without a rating. */}
          <ul className="mt-12 grid max-w-xl auto-cols-fr grid-flow-col gap-4 border-t border-white/15 pt-6 sm:gap-8">
            {stats.map(({ value, label, source }) => {
              const figure = (
                <>
                  <span className="font-display text-4xl leading-none text-white tabular-nums sm:text-5xl zh:text-3xl zh:font-bold sm:zh:text-4xl">
                    {value}
                  </span>
                  <span className="mt-2 text-sm leading-snug text-white/80">
                    <Phrases text={label} />
                  </span>
                </>
              );
              return (
                <li key={label}>
                  {source ? (
                    <a
                      href={source}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-stat-source
                      className="flex flex-col rounded hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
                    >
                      {figure}
                    </a>
                  ) : (
                    <span className="flex flex-col">{figure}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        <PressClippings cases={cases} />
      </div>
      <a
        href="#services"
        data-scroll-down
        aria-label={copy.scrollDown}
        title={copy.scrollDown}
        className="absolute bottom-4 left-1/2 inline-flex size-11 -translate-x-1/2 items-center justify-center rounded text-white/85 hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white motion-safe:animate-bounce-hint"
      >
        <Icon node={ArrowDown} aria-hidden="true" className="size-6" />
      </a>
    </section>
  );
}
