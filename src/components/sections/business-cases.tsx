import { ArrowRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { HomeContent } from "~/content/home";
import { CASE_CARD_IMAGE, homeCases } from "~/content/home/people";
import type { Language } from "~/i18n/languages";
import { caseSlugs, pagePath } from "~/lib/pages";
import { Carousel } from "../carousel";
import { Phrases } from "../phrases";
import { revealAttributes } from "../reveal";
import { SiteImage } from "../site-image";
import { trackedClick } from "../tracked";
import { HomeSection } from "./home-section";
import { prerenderOnIntent } from "~/lib/speculation";

type HomeCase = (typeof homeCases)[number];

function CaseCard({ lang, item, copy, index }: { lang: Language; item: HomeCase; copy: HomeContent["cases"]; index: number }) {
  const text = copy.cards[item.key];
  return (
    <article
      data-active="false"
      {...revealAttributes("down", index * 120)}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-[box-shadow,translate] duration-500 focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md data-[active=true]:shadow-lg data-[active=true]:ring-2 data-[active=true]:ring-amber-500 data-[active=true]:focus-within:ring-brand-600 motion-safe:data-[active=true]:-translate-y-1"
    >
      {/* The heading names the client; the picture shows the field, so it is not announced as well. */}
      <SiteImage src={item.image} alt={item.name} decorative width={CASE_CARD_IMAGE.width} height={CASE_CARD_IMAGE.height} className="aspect-[2/1]" />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{item.name}</h3>
        {/* The result is what the card is about: set large. */}
        <p className="mt-2 text-2xl leading-tight font-extrabold tracking-tight text-balance text-slate-900 zh:tracking-normal">
          <Phrases text={text.results} />
        </p>
        <p className="mt-3 flex-1 text-sm text-slate-600">{text.details}</p>
        {/* The stretched link makes the whole card clickable; a page load starts the case page at its top. */}
        <a
          href={pagePath(item.slug, lang)}
          {...prerenderOnIntent}
          {...trackedClick("select_content", { content_type: "case_study", item_id: item.slug })}
          className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 after:absolute after:inset-0 hover:underline focus-visible:outline-none"
        >
          {copy.readCase}
          <span className="sr-only">: {item.name}</span>
          <Icon node={ArrowRight} aria-hidden="true" className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5" />
        </a>
      </div>
    </article>
  );
}

/**
 * Four cases: a carousel on phones, two columns on tablets, four on desktops, where a highlight moves
 * from card to card (src/scripts/case-rotation.ts). Every case page, the fifth (ZTE) too, is fetched
 * ahead a little after the page has loaded (src/scripts/case-prefetch.ts), so a click opens at once.
 */
export function BusinessCases({ lang, copy, carouselLabels }: { lang: Language; copy: HomeContent["cases"]; carouselLabels: HomeContent["carousel"] }) {
  return (
    <HomeSection id="i-nostri-business-case" title={copy.title} intro={copy.intro}>
      <div
        id="business-cases-section"
        data-case-rotation
        data-prefetch-pages={caseSlugs.map((slug) => pagePath(slug, lang)).join(" ")}
        className="scroll-mt-[calc(var(--header-height)+20px)]"
      >
        <Carousel
          items={homeCases}
          itemKey={(item) => item.key}
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
