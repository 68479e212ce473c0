import { Check, Megaphone, ShieldAlert } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { HomeContent } from "~/content/home";
import { revealAttributes } from "../reveal";
import { HomeSection } from "./home-section";

const icons = { megaphone: Megaphone, shield: ShieldAlert } as const;

export function Services({ copy }: { copy: HomeContent["services"] }) {
  return (
    <HomeSection id="services" title={copy.title} intro={copy.intro}>
      <div className="grid gap-6 md:grid-cols-2">
        {copy.cards.map((card, index) => (
          <article key={card.title} {...revealAttributes(index === 0 ? "left" : "right", index * 150)} className="h-full rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon node={icons[card.icon]} aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-bold">{card.title}</h3>
            <p className="mt-3 text-slate-600">{card.description}</p>
            <ul className="mt-5 space-y-2">
              {card.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <Icon node={Check} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </HomeSection>
  );
}
