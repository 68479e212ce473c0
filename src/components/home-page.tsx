import type { LocalizedCaseStudy } from "~/content/cases";
import type { HomeContent, Rating, Testimonial } from "~/content/home";
import type { ClientLogo, PressOutlet } from "~/content/logos";
import type { Language } from "~/i18n/languages";
import type { Photo } from "~/lib/photo";
import { About } from "./sections/about";
import { BusinessCases } from "./sections/business-cases";
import { Clients } from "./sections/clients";
import { Contact } from "./sections/contact";
import { Faq } from "./sections/faq";
import { Hero } from "./sections/hero";
import { Pricing } from "./sections/pricing";
import { ProofStrip } from "./sections/proof-strip";
import { Services } from "./sections/services";
import { Testimonials } from "./sections/testimonials";
import { DefaultImageFallback } from "./site-image";

/**
 * The home page's sections in their order, from what its shell (src/shells/home-page.astro) reads: a
 * component, so that a test sees the page whole, e.g. which of its sections shows a logo.
 */
export function HomePage({
  lang,
  copy,
  cases,
  rating,
  testimonials,
  clientLogos,
  pressOutlets,
  founderPhotos,
  cardPhotos,
}: {
  lang: Language;
  copy: HomeContent;
  cases: readonly LocalizedCaseStudy[];
  /** Each with its source, none until the agency supplies them: the sections that would show them hide. */
  rating: Rating | undefined;
  testimonials: readonly Testimonial[];
  clientLogos: readonly ClientLogo[];
  pressOutlets: readonly PressOutlet[];
  founderPhotos: readonly (Photo | null)[];
  /** The home cards' photos, by case (its facts' `cardImage`); a case without one has a card of type only. */
  cardPhotos: Readonly<Record<string, Photo>>;
}) {
  return (
    <>
      <Hero lang={lang} copy={copy.hero} rating={rating} cases={cases} />
      <ProofStrip copy={copy.proof} cases={cases} pressOutlets={pressOutlets} logoUnavailable={copy.logoUnavailable} />
      <Services copy={copy.services} />
      <About lang={lang} copy={copy.about} photos={founderPhotos} />
      <BusinessCases lang={lang} copy={copy.cases} cases={cases} photos={cardPhotos} carouselLabels={copy.carousel} />
      <Clients copy={copy.clients} logos={clientLogos} logoUnavailable={copy.logoUnavailable} carouselLabels={copy.carousel} />
      <Pricing lang={lang} copy={copy.pricing} />
      <Contact lang={lang} copy={copy.contact} />
      <Testimonials lang={lang} copy={copy.testimonials} testimonials={testimonials} carouselLabels={copy.carousel} />
      <Faq lang={lang} copy={copy.faq} />
      {/* For the cards' pictures, which have no fallback of their own. */}
      <DefaultImageFallback />
    </>
  );
}
