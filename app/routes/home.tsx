import type { Route } from "./+types/home";
import { deferredSection } from "~/components/sections/deferred-section";
import { Hero } from "~/components/sections/hero";
import { PrefetchCasePages } from "~/components/case-study/prefetch-case-pages";
import { homeCopy } from "~/content/home";
import { uiMessages } from "~/i18n/messages";
import { photo } from "~/.server/photos";
import { socialImage } from "~/.server/social-image";
import { site } from "~/config/site";
import { pageMeta } from "~/.server/seo";
import { faqJsonLd, organizationJsonLd } from "~/.server/structured-data";
import { metaFromLoader } from "~/lib/seo";
import { routeLanguage } from "~/lib/route-lang";

export function loader({ params }: Route.LoaderArgs) {
  const lang = routeLanguage(params);
  const { pages } = uiMessages(lang);
  const founderPhotos = site.founders.map((founder) => (founder.imagePath ? photo(founder.imagePath) : null));
  const copy = homeCopy(lang);
  const head = [
    ...pageMeta({ lang, title: pages.homeTitle, description: pages.homeDescription, page: "home", socialImage: socialImage(lang) }),
    { "script:ld+json": organizationJsonLd(lang, pages.homeDescription) },
    { "script:ld+json": faqJsonLd(lang, copy.faq.items) },
  ];
  return { head, copy, founderPhotos };
}

export const meta = metaFromLoader;

// Below the hero, each section's code loads and hydrates as the visitor nears it (deferred-section).
const Services = deferredSection("services", () => import("~/components/sections/services").then((m) => m.Services));
const About = deferredSection("about", () => import("~/components/sections/about").then((m) => m.About));
const BusinessCases = deferredSection("i-nostri-business-case", () => import("~/components/sections/business-cases").then((m) => m.BusinessCases));
const Clients = deferredSection("clients", () => import("~/components/sections/clients").then((m) => m.Clients));
const Pricing = deferredSection("pricing", () => import("~/components/sections/pricing").then((m) => m.Pricing));
const Contact = deferredSection("contact", () => import("~/components/sections/contact").then((m) => m.Contact));
const Testimonials = deferredSection("testimonials", () => import("~/components/sections/testimonials").then((m) => m.Testimonials));
const Faq = deferredSection("faq", () => import("~/components/sections/faq").then((m) => m.Faq));

/** The sections in the spec's order; each carries its anchor (hero, services, about, …). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy, founderPhotos } = loaderData;
  return (
    <>
      <Hero copy={copy.hero} />
      <Services copy={copy.services} />
      <About copy={copy.about} photos={founderPhotos} />
      <BusinessCases copy={copy.cases} carouselLabels={copy.carousel} />
      <Clients copy={copy.clients} press={copy.press} carouselLabels={copy.carousel} />
      <Pricing copy={copy.pricing} />
      <Contact copy={copy.contact} />
      <Testimonials copy={copy.testimonials} carouselLabels={copy.carousel} />
      <Faq copy={copy.faq} />
      <PrefetchCasePages />
    </>
  );
}
