import { useState } from "react";
import { Link } from "react-router";
import { ArrowRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Carousel } from "~/components/carousel";
import { HomeSection } from "~/components/sections/home-section";
import { Reveal } from "~/components/reveal";
import { SiteImage } from "~/components/site-image";
import type { HomeContent } from "~/content/home";
import { CASE_CARD_IMAGE, homeCases } from "~/content/home/people";
import { useDeviceClass, useHydrated, usePrefersReducedMotion } from "~/hooks/use-environment";
import { useRotation } from "~/hooks/use-rotation";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/lib/pages";
import { cn } from "~/lib/utils";

/** Spec, section 9: the highlighted case moves on every 7 s on tablets and desktops. */
export const CASE_ROTATION_MS = 7000;

type HomeCase = (typeof homeCases)[number];

function CaseCard({ item, copy, active }: { item: HomeCase; copy: HomeContent["cases"]; active: boolean }) {
  const { lang } = useI18n();
  const text = copy.cards[item.key];
  return (
    <article
      data-active={active}
      className={cn(
        "relative flex h-full flex-col overflow-hidden rounded-2xl bg-white transition-[box-shadow,transform] duration-500 focus-within:ring-2 focus-within:ring-brand-600",
        active ? "shadow-lg ring-2 ring-amber-500 motion-safe:-translate-y-1" : "shadow-sm ring-1 ring-slate-200",
      )}
    >
      <SiteImage src={item.image} alt={item.name} width={CASE_CARD_IMAGE.width} height={CASE_CARD_IMAGE.height} className="aspect-[5/3]" />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-bold">{item.name}</h3>
        <p className="mt-2 font-semibold text-brand-700">{text.results}</p>
        <p className="mt-2 flex-1 text-sm text-slate-600">{text.details}</p>
        {/* The stretched link makes the whole card clickable; the router scrolls the case page to the top. */}
        <Link
          to={pagePath(item.slug, lang)}
          className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 after:absolute after:inset-0 hover:underline focus-visible:outline-none"
        >
          {copy.readCase}
          <span className="sr-only">: {item.name}</span>
          <Icon node={ArrowRight} aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

/**
 * Four cases: a carousel on phones, two columns on tablets, four on desktops. On tablets and desktops a
 * rotation index highlights one card at a time, pausing while the visitor points at or focuses a card.
 */
export function BusinessCases({ copy, carouselLabels }: { copy: HomeContent["cases"]; carouselLabels: HomeContent["carousel"] }) {
  const hydrated = useHydrated();
  const device = useDeviceClass();
  const reducedMotion = usePrefersReducedMotion();
  const [engaged, setEngaged] = useState(false);
  const mobile = hydrated && device === "mobile";
  const rotation = useRotation({
    count: homeCases.length,
    intervalMs: CASE_ROTATION_MS,
    paused: !hydrated || mobile || engaged || reducedMotion,
  });
  const activeIndex = hydrated && !mobile && !reducedMotion ? rotation.index : -1;

  return (
    <HomeSection id="i-nostri-business-case" title={copy.title} intro={copy.intro}>
      <div
        id="business-cases-section"
        className="scroll-mt-[calc(var(--header-height)+20px)]"
        onMouseEnter={() => setEngaged(true)}
        onMouseLeave={() => setEngaged(false)}
        onFocus={() => setEngaged(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setEngaged(false);
        }}
      >
        {mobile ? (
          <Carousel
            items={homeCases}
            itemKey={(item) => item.key}
            renderItem={(item) => (
              <div className="h-full px-1">
                <CaseCard item={item} copy={copy} active={false} />
              </div>
            )}
            perView={{ mobile: 1, tablet: 2, desktop: 4 }}
            staticClassName="grid gap-6 md:grid-cols-2 lg:grid-cols-4"
            label={copy.carouselLabel}
            labels={carouselLabels}
            arrows="always"
            pageButtons
          />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {homeCases.map((item, index) => (
              <li key={item.key}>
                <Reveal from="down" delayMs={index * 120} className="h-full">
                  <CaseCard item={item} copy={copy} active={index === activeIndex} />
                </Reveal>
              </li>
            ))}
          </ul>
        )}
      </div>
    </HomeSection>
  );
}
