import type { HomeContent } from "~/content/home";
import type { ClientLogo } from "~/content/logos";
import { Carousel } from "~/components/carousel";
import { CompanyLogo } from "~/components/company-logo";
import { HomeSection } from "./home-section";

/** Spec, section 9: the client logos move on every 3 s. */
export const CLIENTS_ROTATION_MS = 3000;

/**
 * `logos`: the client logos of src/content/logos/logos.json, read by the page's shell, each with its
 * source. No client logo: no section. The press outlets are in the proof strip under the hero.
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
          <div className="px-2">
            <div className="flex h-24 items-center justify-center rounded-xl bg-white p-3 ring-1 ring-slate-200">
              <CompanyLogo logo={logo} unavailable={logoUnavailable} size="card" />
            </div>
          </div>
        )}
        perView={{ mobile: 2, tablet: 4, desktop: 4 }}
        perViewClassName="[--per-view:2] md:[--per-view:4]"
        label={copy.carouselLabel}
        labels={carouselLabels}
        autoplayMs={CLIENTS_ROTATION_MS}
        arrows="always"
      />
    </HomeSection>
  );
}
