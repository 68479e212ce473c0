import type { Route } from "./+types/home";
import { About } from "~/components/sections/about";
import { BusinessCases } from "~/components/sections/business-cases";
import { Clients } from "~/components/sections/clients";
import { Contact } from "~/components/sections/contact";
import { Faq } from "~/components/sections/faq";
import { Hero } from "~/components/sections/hero";
import { Pricing } from "~/components/sections/pricing";
import { Services } from "~/components/sections/services";
import { Testimonials } from "~/components/sections/testimonials";
import { PrefetchCasePages } from "~/components/case-study/prefetch-case-pages";
import { homeCopy } from "~/content/home";
import { uiMessages } from "~/i18n/messages";
import { socialImage } from "~/.server/social-image";
import { pageMeta } from "~/lib/seo";
import { faqJsonLd, organizationJsonLd } from "~/lib/structured-data";
import { routeLanguage } from "~/lib/route-lang";

export function loader({ params }: Route.LoaderArgs) {
  const lang = routeLanguage(params);
  const { pages } = uiMessages(lang);
  return { lang, title: pages.homeTitle, description: pages.homeDescription, copy: homeCopy(lang), socialImage: socialImage(lang) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang, title, description, copy, socialImage } = loaderData;
  return [
    ...pageMeta({ lang, title, description, page: "home", socialImage }),
    { "script:ld+json": organizationJsonLd(lang, description) },
    { "script:ld+json": faqJsonLd(lang, copy.faq.items) },
  ];
}

/** The sections in the spec's order; each carries its anchor (hero, services, about, …). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <Hero copy={copy.hero} />
      <Services copy={copy.services} />
      <About copy={copy.about} />
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
