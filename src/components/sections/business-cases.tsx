import { ArrowRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { LocalizedCaseStudy } from "~/content/cases";
import type { HomeContent } from "~/content/home";
import type { Language } from "~/i18n/languages";
import type { Photo } from "~/lib/photo";
import { pagePath } from "~/lib/pages";
import { Carousel } from "~/components/carousel";
import { Phrases } from "~/components/phrases";
import { revealAttributes } from "~/components/reveal";
import { SiteImage } from "~/components/site-image";
import { trackedClick } from "~/components/tracked";
import { HomeSection } from "./home-section";
import { prerenderOnPointer } from "~/lib/speculation";

/**
 * A case with a home card, its words checked present (src/content/cases/check.ts), set as a story in a
 * paper's column: a rule, the client as kicker, the result as the headline in the display face, the
 * details, the link. A photo follows where the case has one; without, the card is type only: the drawn
 * pictures of each field read as clip-art (issue 45's critique).
 */
function CaseCard({
  lang,
  item,
  photo,
  copy,
  index,
}: {
  lang: Language;
  item: LocalizedCaseStudy;
  photo: Photo | undefined;
  copy: HomeContent["cases"];
  index: number;
}) {
  const { slug, facts } = item;
  const card = { results: item.copy.card?.results ?? "", details: item.copy.card?.details ?? "" };
  return (
    <article
      data-active="false"
      {...revealAttributes("down", index * 120)}
      className="group relative flex h-full flex-col rounded border-t-2 border-slate-900 focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-4"
    >
      <div className="flex flex-1 flex-col pt-5">
        <h3 className="text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase">{facts.clientName}</h3>
        {/* The result is what the card is about: first, and set as a headline. The case the rotation points at
            (data-active) has its result marked with the highlighter; its frame stays as the others'. */}
        <p className="mt-3 font-display text-4xl leading-[1.02] text-balance text-slate-900 zh:text-2xl zh:font-bold">
          <span data-card-result className="group-data-[active=true]:highlighter">
            <Phrases text={card.results} />
          </span>
        </p>
        <p className="mt-4 flex-1 text-slate-600">{card.details}</p>
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
      {/* After the result: the heading names the client, the photo shows the story, so it is not announced.
          Cut to the 3:2 the editor asks for (src/content/cases/editor.ts), whatever the upload's shape. */}
      {photo ? (
        <SiteImage
          src={photo}
          alt={facts.clientName}
          decorative
          sizes="(min-width: 1024px) 300px, (min-width: 768px) 50vw, 100vw"
          className="mt-5 aspect-[3/2]"
          imageClassName="h-full w-full object-cover"
        />
      ) : null}
    </article>
  );
}

/**
 * The cases whose facts give them a home card: a carousel on phones, two columns on tablets, four on
 * desktops, where a highlight moves from card to card (src/browser/case-rotation.ts). Every case page,
 * one without a card (ZTE) too, is fetched ahead a little after the page has loaded
 * (src/browser/case-prefetch.ts), so a click opens at once.
 */
export function BusinessCases({
  lang,
  copy,
  cases,
  photos,
  carouselLabels,
}: {
  lang: Language;
  copy: HomeContent["cases"];
  cases: readonly LocalizedCaseStudy[];
  /** The cards' photos by case; a case without one has a card of type only. */
  photos: Readonly<Record<string, Photo>>;
  carouselLabels: HomeContent["carousel"];
}) {
  return (
    <HomeSection id="i-nostri-business-case" contentAnchor="business-cases-section" title={copy.title} intro={copy.intro}>
      <div data-case-rotation data-prefetch-pages={cases.map(({ slug }) => pagePath(slug, lang)).join(" ")}>
        <Carousel
          items={cases.filter((item) => item.facts.homeCard)}
          itemKey={(item) => item.slug}
          renderItem={(item, index) => <CaseCard lang={lang} item={item} photo={photos[item.slug]} copy={copy} index={index} />}
          perView={{ mobile: 1, tablet: 2, desktop: 4 }}
          perViewClassName="[--per-view:1]"
          layoutClassName="md:grid md:grid-cols-2 md:gap-x-8 md:gap-y-14 md:overflow-visible lg:grid-cols-4"
          slideClassName="px-1 pt-1 pb-2 md:w-auto md:p-0"
          label={copy.carouselLabel}
          labels={carouselLabels}
          arrows="always"
          pageButtons
        />
      </div>
    </HomeSection>
  );
}
