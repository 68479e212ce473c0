import { ExternalLink } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Avatar } from "~/components/site-image";
import { Reveal } from "~/components/reveal";
import { site } from "~/config/site";
import type { HomeContent } from "~/content/home";
import type { Photo } from "~/lib/photo";
import { useI18n } from "~/i18n/context";
import { HomeSection } from "./home-section";

/** `photos`: each founder's photo (app/config/site.ts), resolved by the page's loader; null for the initials. */
export function About({ copy, photos }: { copy: HomeContent["about"]; photos: readonly (Photo | null)[] }) {
  const { t } = useI18n();
  const founders = [
    { ...site.founders[0], ...copy.founders[0] },
    { ...site.founders[1], ...copy.founders[1] },
  ];
  return (
    <HomeSection id="about" title={copy.title} intro={copy.intro} tone="muted">
      <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
        {founders.map((founder, index) => (
          <Reveal key={founder.name} from={index === 0 ? "left" : "right"} delayMs={index * 150} className="h-full">
            <article className="flex h-full flex-col items-center rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
              <Avatar
                name={founder.name}
                initials={founder.initials}
                image={photos[index] ?? null}
                colorClass={`bg-gradient-to-br ${founder.gradient} text-2xl`}
                size={112}
              />
              <h3 className="mt-5 text-xl font-bold">{founder.name}</h3>
              <p className="mt-1 font-medium text-brand-700">{founder.role}</p>
              <p className="mt-3 text-slate-600">{founder.description}</p>
              <a
                href={founder.profileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                {copy.profileLink.replace("{name}", founder.name)}
                <Icon node={ExternalLink} aria-hidden="true" className="size-4" />
                <span className="sr-only"> {t("common.opensInNewTab")}</span>
              </a>
            </article>
          </Reveal>
        ))}
      </div>
    </HomeSection>
  );
}
