import { Check, Megaphone, ShieldAlert } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { HomeContent } from "~/content/home";
import { Phrases } from "~/components/phrases";
import { revealAttributes } from "~/components/reveal";
import { HomeSection } from "./home-section";

const icons = { megaphone: Megaphone, shield: ShieldAlert } as const;
/** Each card's name in the analytics (service_hover), the same in every language. */
const analyticsNames = { megaphone: "digital_pr", shield: "crisis_communication" } as const;

export function Services({ copy }: { copy: HomeContent["services"] }) {
  return (
    <HomeSection id="services" title={copy.title} intro={copy.intro}>
      <div className="grid gap-6 md:grid-cols-2 lg:gap-8">
        {copy.cards.map((card, index) => (
          <article
            key={card.title}
            data-service={analyticsNames[card.icon]}
            {...revealAttributes(index === 0 ? "left" : "right", index * 150)}
            className="flex h-full flex-col rounded-3xl bg-slate-50 p-8 ring-1 ring-slate-200/70 sm:p-10"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-800 text-white">
              <Icon node={icons[card.icon]} aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-6 text-2xl font-bold tracking-tight">
              <Phrases text={card.title} />
            </h3>
            <p className="mt-3 text-slate-600">{card.description}</p>
            <ul className="mt-6 space-y-3 border-t border-slate-200 pt-6">
              {card.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <Icon node={Check} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span className="font-medium text-slate-800">{point}</span>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </HomeSection>
  );
}
