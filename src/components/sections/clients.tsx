import type { HomeContent } from "~/content/home";
import type { ClientLogo, PressOutlet } from "~/content/logos";
import { Carousel } from "../carousel";
import { SiteImage } from "../site-image";
import { HomeSection } from "./home-section";

/** Spec, section 9: the client logos move on every 3 s. */
export const CLIENTS_ROTATION_MS = 3000;

function PressStrip({ copy, outlets }: { copy: NonNullable<HomeContent["press"]>; outlets: readonly PressOutlet[] }) {
  return (
    <div className="mt-16" data-press-strip>
      <h3 className="text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">{copy.title}</h3>
      <ul className="mt-6 grid grid-cols-2 items-center gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {outlets.map((outlet) => (
          <li key={outlet.name} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
            {/* The logo is the link to the article, so anyone can check that the outlet wrote about us. */}
            <a
              href={outlet.article}
              target="_blank"
              rel="noopener noreferrer"
              className="block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <SiteImage
                src={outlet.image}
                alt={outlet.alt}
                width={outlet.width}
                height={outlet.height}
                className="h-16"
                imageClassName="h-16 object-contain"
                fallback={
                  <span className="flex h-16 flex-col items-center justify-center text-center text-sm" data-logo-fallback>
                    <span className="font-semibold text-slate-800">{outlet.name}</span>
                    <span className="text-xs text-slate-600">{copy.unavailable}</span>
                  </span>
                }
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * `logos` and `pressOutlets`: src/content/logos/logos.json, read by the page's shell, each with its source.
 * No client logo: no section (the press strip sits under the logos); no outlet: no press strip (and none
 * outside Italian, spec section 2).
 */
export function Clients({
  copy,
  press,
  logos,
  pressOutlets,
  carouselLabels,
}: {
  copy: HomeContent["clients"];
  press: HomeContent["press"];
  logos: readonly ClientLogo[];
  pressOutlets: readonly PressOutlet[];
  carouselLabels: HomeContent["carousel"];
}) {
  if (logos.length === 0) return null;
  return (
    <HomeSection id="clients" title={copy.title} intro={copy.intro} tone="muted" rhythm="centred">
      <Carousel
        items={logos}
        itemKey={(logo) => logo.name}
        renderItem={(logo) => (
          <div className="px-2">
            <div className="flex h-24 items-center justify-center rounded-xl bg-white p-3 ring-1 ring-slate-200">
              <SiteImage
                src={logo.image}
                alt={logo.name}
                width={logo.width}
                height={logo.height}
                className="w-full max-w-48"
                imageClassName="h-16 object-contain"
              />
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
      {press && pressOutlets.length > 0 ? <PressStrip copy={press} outlets={pressOutlets} /> : null}
    </HomeSection>
  );
}
