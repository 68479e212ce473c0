import type { HomeContent } from "~/content/home";
import { Phrases } from "~/components/phrases";
import { revealAttributes } from "~/components/reveal";
import { HomeSection } from "./home-section";

/** Each service's name in the analytics (service_hover), the same in every language. */
const analyticsNames = { megaphone: "digital_pr", shield: "crisis_communication" } as const;

/**
 * The services as a newspaper's columns (docs/design-brief.md): a rule over each, its number and name in
 * the display face, what it is, and what it includes as ruled rows. No boxes and no icons: type and rules
 * carry the order, where icon tiles on rounded cards read as a software template. A Chinese name is set at
 * seven eighths of the Latin size, as the titles are (src/components/ui/display-heading.ts).
 */
export function Services({ copy }: { copy: HomeContent["services"] }) {
  return (
    <HomeSection id="services" title={copy.title} intro={copy.intro}>
      <div className="grid gap-14 md:grid-cols-2 md:gap-10 lg:gap-16">
        {copy.cards.map((card, index) => (
          <article
            key={card.title}
            data-service={analyticsNames[card.icon]}
            {...revealAttributes(index === 0 ? "left" : "right", index * 150)}
            className="flex flex-col border-t-2 border-slate-900 pt-5"
          >
            <p aria-hidden="true" className="font-display text-2xl leading-none text-brand-700 tabular-nums zh:font-bold">
              {String(index + 1).padStart(2, "0")}
            </p>
            <h3 className="mt-4 font-display text-4xl leading-[1.05] font-normal sm:text-5xl zh:text-[2rem] zh:leading-tight zh:font-bold sm:zh:text-[2.625rem]">
              <Phrases text={card.title} />
            </h3>
            <p className="mt-5 max-w-xl text-lg text-slate-600">{card.description}</p>
            <ul className="mt-8 border-t border-slate-300">
              {card.points.map((point) => (
                <li key={point} className="border-b border-slate-300 py-3.5 font-medium text-slate-800">
                  {point}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </HomeSection>
  );
}
