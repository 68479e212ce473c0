import { ArrowRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { LocalizedCaseStudy } from "~/content/cases";
import type { HomeContent } from "~/content/home";
import type { Language } from "~/i18n/languages";
import { pagePath } from "~/lib/pages";
import { Carousel } from "../carousel";
import { Phrases } from "../phrases";
import { revealAttributes } from "../reveal";
import { SiteImage } from "../site-image";
import { trackedClick } from "../tracked";
import { HomeSection } from "./home-section";
import { prerenderOnPointer } from "~/lib/speculation";

/** The case-card artwork's intrinsic size (public/images/case-cards/*.svg): a picture of the field, the card's heading names the client. */
const CASE_CARD_IMAGE = { width: 400, height: 200 } as const;

/** A case with a home card, its picture and words checked present (src/content/cases/check.ts). */
function CaseCard({ lang, item, copy, index }: { lang: Language; item: LocalizedCaseStudy; copy: HomeContent["cases"]; index: number }) {
  const { slug, facts } = item;
  const card = { results: item.copy.card?.results ?? "", details: item.copy.card?.details ?? "" };
  return (
    <article
      data-active="false"
      {...revealAttributes("down", index * 120)}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
    >
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase">{facts.clientName}</h3>
        {/* The result is what the card is about: first, and set as a headline. The case the rotation points at
            (data-active) has its result marked with the highlighter; its frame stays as the others', which a
            ring and a lift had made look hovered or selected at rest. */}
        <p className="mt-2 font-display text-3xl leading-[1.05] text-balance text-slate-900 zh:text-2xl zh:font-bold">
          <span data-card-result className="group-data-[active=true]:highlighter">
            <Phrases text={card.results} />
          </span>
        </p>
        <p className="mt-3 flex-1 text-sm text-slate-600">{card.details}</p>
        {/* The stretched link makes the whole card clickable; a page load starts the case page at its top. */}
        <a
          href={pagePath(slug, lang)}
          {...prerenderOnPointer}
          {...trackedClick("select_content", { content_type: "case_study", item_id: slug })}
          className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 after:absolute after:inset-0 hover:underline focus-visible:outline-none"
        >
          {copy.readCase}
          <span className="sr-only">: {facts.clientName}</span>
          <Icon node={ArrowRight} aria-hidden="true" className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5" />
        </a>
      </div>
      {/* After the result: the heading names the client, the picture only shows the field, so it is not announced. */}
      <SiteImage
        src={facts.cardImage ?? ""}
        alt={facts.clientName}
        decorative
        width={CASE_CARD_IMAGE.width}
        height={CASE_CARD_IMAGE.height}
        className="aspect-[2/1]"
      />
    </article>
  );
}

/**
 * The cases whose facts give them a home card: a carousel on phones, two columns on tablets, four on
 * desktops, where a highlight moves from card to card (src/scripts/case-rotation.ts). Every case page,
 * one without a card (ZTE) too, is fetched ahead a little after the page has loaded
 * (src/scripts/case-prefetch.ts), so a click opens at once.
 */
export function BusinessCases({
  lang,
  copy,
  cases,
  carouselLabels,
}: {
  lang: Language;
  copy: HomeContent["cases"];
  cases: readonly LocalizedCaseStudy[];
  carouselLabels: HomeContent["carousel"];
}) {
  return (
    <HomeSection id="i-nostri-business-case" contentAnchor="business-cases-section" title={copy.title} intro={copy.intro}>
      <div data-case-rotation data-prefetch-pages={cases.map(({ slug }) => pagePath(slug, lang)).join(" ")}>
        <Carousel
          items={cases.filter((item) => item.facts.homeCard)}
          itemKey={(item) => item.slug}
          renderItem={(item, index) => <CaseCard lang={lang} item={item} copy={copy} index={index} />}
          perView={{ mobile: 1, tablet: 2, desktop: 4 }}
          perViewClassName="[--per-view:1]"
          layoutClassName="md:grid md:grid-cols-2 md:gap-6 md:overflow-visible lg:grid-cols-4"
          slideClassName="p-1 md:w-auto md:p-0"
          label={copy.carouselLabel}
          labels={carouselLabels}
          arrows="always"
          pageButtons
        />
      </div>
    </HomeSection>
  );
}
