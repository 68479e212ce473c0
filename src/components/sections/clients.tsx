import type { HomeContent } from "~/content/home";
import type { ClientLogo } from "~/content/logos";
import { Carousel } from "~/components/carousel";
import { CompanyLogo } from "~/components/company-logo";
import { HomeSection } from "./home-section";

/** Spec, section 9: the client logos move on every 3 s (on phones and tablets: docs/editing.md, "Where the site differs"). */
export const CLIENTS_ROTATION_MS = 3000;

/**
 * `logos`: the client logos of src/content/logos/logos.json, read by the page's shell, each with its
 * source. No client logo: no section. The press outlets are in the proof strip under the hero.
 * On phones and tablets a carousel, as the spec has it; from 1024 px every logo stands still in one
 * ruled row (several, with many logos): a row moving by itself beside the text read as a template's
 * widget, and a desktop has the width to show them all (issue 45). A grid there, which
 * src/browser/carousel.ts leaves alone.
 */
export function Clients({
  copy,
  logos,
  logoUnavailable,
  carouselLabels,
}: {
  copy: HomeContent["clients"];
  logos: readonly ClientLogo[];
  logoUnavailable: string;
  carouselLabels: HomeContent["carousel"];
}) {
  if (logos.length === 0) return null;
  return (
    <HomeSection id="clients" title={copy.title} intro={copy.intro} tone="muted" rhythm="centred">
      <Carousel
        items={logos}
        itemKey={(logo) => logo.slug}
        renderItem={(logo) => (
          <div className="flex h-24 items-center justify-center px-4">
            <CompanyLogo logo={logo} unavailable={logoUnavailable} size="card" />
          </div>
        )}
        perView={{ mobile: 2, tablet: 4, desktop: 4 }}
        perViewClassName="[--per-view:2] md:[--per-view:4]"
        layoutClassName="border-y border-slate-300 lg:grid lg:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] lg:overflow-visible"
        slideClassName="border-slate-300 not-first:border-l lg:w-auto"
        label={copy.carouselLabel}
        labels={carouselLabels}
        autoplayMs={CLIENTS_ROTATION_MS}
        arrows="always"
      />
    </HomeSection>
  );
}
