import type { HomeContent, Testimonial } from "~/content/home";
import type { Language } from "~/i18n/languages";
import { avatarColours } from "~/content/home/avatar-colours";
import { cn } from "~/lib/utils";
import { Carousel } from "~/components/carousel";
import { HomeSection } from "./home-section";

/**
 * `testimonials`: real clients' words with their permission (src/content/home/reviews.yaml). Without one
 * there is no section at all: no heading over nothing, no empty carousel.
 */
export function Testimonials({
  lang,
  copy,
  testimonials,
  carouselLabels,
}: {
  lang: Language;
  copy: HomeContent["testimonials"];
  testimonials: readonly Testimonial[];
  carouselLabels: HomeContent["carousel"];
}) {
  if (testimonials.length === 0) return null;
  return (
    <HomeSection id="testimonials" title={copy.title} intro={copy.intro} tone="muted">
      <Carousel
        items={testimonials}
        itemKey={(item) => `${item.name} ${item.company}`}
        renderItem={(item) => (
          <div className="h-full px-2 sm:px-3">
            {/* A pull quote under a rule, in the display face: a quote in a paper, not a review widget. */}
            <figure className="flex h-full flex-col border-t-2 border-slate-900 pt-6">
              <blockquote className="flex-1 font-display text-3xl leading-[1.1] text-slate-900 zh:text-xl zh:leading-normal zh:font-bold">
                <p>{item.quote[lang]}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={cn("inline-flex size-12 items-center justify-center rounded font-bold text-white", avatarColours[item.avatarColour])}
                >
                  {item.initials}
                </span>
                <span>
                  <span className="block font-semibold">{item.name}</span>
                  <span className="block text-sm text-slate-600">{item.role[lang]}</span>
                  <span className="block text-sm text-slate-600">{item.company}</span>
                </span>
              </figcaption>
            </figure>
          </div>
        )}
        perView={{ mobile: 1, tablet: 2, desktop: 2 }}
        perViewClassName="[--per-view:1] md:[--per-view:2]"
        label={copy.carouselLabel}
        labels={carouselLabels}
        arrows="non-mobile"
        pageButtons
      />
    </HomeSection>
  );
}
