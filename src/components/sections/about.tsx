import { ExternalLink } from "lucide";
import { Icon } from "~/components/ui/icon";
import { site } from "~/config/site";
import type { HomeContent } from "~/content/home";
import type { Language } from "~/i18n/languages";
import type { Photo } from "~/lib/photo";
import { ui } from "../../i18n/ui";
import { revealAttributes } from "../reveal";
import { Avatar } from "../site-image";
import { HomeSection } from "./home-section";

/** `photos`: each founder's photo (src/content/brand/brand.json), resolved by the page's shell; null for the initials. */
export function About({ lang, copy, photos }: { lang: Language; copy: HomeContent["about"]; photos: readonly (Photo | null)[] }) {
  const { t } = ui(lang);
  const founders = site.founders.map((founder, index) => ({ ...founder, ...copy.founders[index]! }));
  return (
    <HomeSection id="about" title={copy.title} intro={copy.intro} tone="muted" rhythm="split">
      <div className="grid gap-6 sm:grid-cols-2 lg:gap-8">
        {founders.map((founder, index) => (
          <article
            key={founder.name}
            {...revealAttributes(index === 0 ? "left" : "right", index * 150)}
            className="flex h-full flex-col overflow-hidden bg-white shadow-sm ring-1 ring-slate-200"
          >
            {/* Portrait first: the people are what a client buys (docs/design-brief.md). */}
            <Avatar
              name={founder.name}
              initials={founder.initials}
              image={photos[index] ?? null}
              colorClass={`bg-gradient-to-br ${founder.gradient}`}
              size={480}
              shape="portrait"
            />
            <div className="flex flex-1 flex-col items-start p-6 sm:p-8">
              <p className="text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase">{founder.role}</p>
              <h3 className="mt-2 font-display text-3xl leading-tight font-normal zh:font-bold">{founder.name}</h3>
              <p className="mt-3 text-slate-600">{founder.description}</p>
              <a
                href={founder.profileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-auto -ml-3 inline-flex min-h-11 items-center gap-2 rounded-md px-3 pt-4 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
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
