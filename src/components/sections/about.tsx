import { ExternalLink } from "lucide";
import { Icon } from "~/components/ui/icon";
import { site } from "~/config/site";
import type { HomeContent } from "~/content/home";
import type { Language } from "~/i18n/languages";
import type { Photo } from "~/lib/photo";
import { ui } from "~/i18n/ui";
import { revealAttributes } from "~/components/reveal";
import { Avatar } from "~/components/site-image";
import { HomeSection } from "./home-section";

/**
 * `photos`: each founder's photo (src/content/brand/brand.json), resolved by the page's shell; null for
 * the initials, set on the founder's tone of the site's inks. The intro stands as a statement over the
 * founders, who then take the page's width: beside a short intro in a column of its own, the founders'
 * cards left some 500 px of paper empty at 1280 px (issue 45's critique).
 */
export function About({ lang, copy, photos }: { lang: Language; copy: HomeContent["about"]; photos: readonly (Photo | null)[] }) {
  const { t } = ui(lang);
  const founders = site.founders.map((founder, index) => ({ ...founder, ...copy.founders[index]! }));
  return (
    <HomeSection id="about" title={copy.title} intro={copy.intro} tone="muted" rhythm="statement">
      {/* From 1024 px the founders share four rows (role, name, words, link) through a subgrid, so their
          names stand on one line however many lines a role takes. */}
      <div className="grid gap-12 sm:grid-cols-2 sm:gap-8 lg:grid-rows-[auto_auto_1fr_auto] lg:gap-x-12 lg:gap-y-0">
        {founders.map((founder, index) => (
          <article
            key={founder.name}
            {...revealAttributes(index === 0 ? "left" : "right", index * 150)}
            className="grid h-full grid-cols-[7rem_minmax(0,1fr)] grid-rows-[1fr_auto] content-start gap-x-5 border-t-2 border-slate-900 pt-5 sm:flex sm:flex-col lg:row-span-4 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:grid-rows-subgrid lg:gap-x-8"
          >
            {/* Portrait first: the people are what a client buys (docs/design-brief.md). On a phone it stands
                beside the name, 7 rem wide: as wide as the card, it was 450 px tall and filled the screen
                before anyone was named. The text's block dissolves into the card's grid there (contents).
                On a desktop, beside the founder's words again, so that the two founders share the width. */}
            <div className="row-span-2 sm:contents lg:row-span-4 lg:block">
              <Avatar
                name={founder.name}
                initials={founder.initials}
                image={photos[index] ?? null}
                colorClass={`bg-gradient-to-br ${founder.gradient}`}
                size={480}
                shape="portrait"
              />
            </div>
            <div className="contents sm:flex sm:flex-1 sm:flex-col sm:items-start sm:pt-6 lg:contents">
              <p className="text-xs max-sm:self-end font-semibold tracking-[0.14em] text-brand-700 uppercase">{founder.role}</p>
              <h3 className="mt-2 font-display text-4xl leading-tight font-normal zh:text-[2rem] zh:font-bold">{founder.name}</h3>
              <p className="col-span-2 mt-4 text-slate-600 sm:mt-3 lg:col-span-1 lg:col-start-2">{founder.description}</p>
              <a
                href={founder.profileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="col-span-2 mt-auto -ml-3 inline-flex lg:col-span-1 lg:col-start-2 justify-self-start min-h-11 items-center gap-2 rounded px-3 pt-4 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                {copy.profileLink.replace("{name}", founder.name)}
                <Icon node={ExternalLink} aria-hidden="true" className="size-4" />
                <span className="sr-only"> {t("common.opensInNewTab")}</span>
              </a>
            </div>
          </article>
        ))}
      </div>
    </HomeSection>
  );
}
