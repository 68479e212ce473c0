import { ChevronDown } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { HomeContent } from "~/content/home";
import { revealAttributes } from "~/components/reveal";
import { HomeSection } from "./home-section";

/** Native disclosures: keyboard operable, announced as expandable, and working without JavaScript. */
export function Faq({ copy }: { copy: HomeContent["faq"] }) {
  return (
    <HomeSection id="faq" title={copy.title} rhythm="split">
      <div className="space-y-4">
        {copy.items.map((item, index) => (
          <details key={item.question} {...revealAttributes("down", index * 100)} className="group rounded-2xl bg-white ring-1 ring-slate-200 open:shadow-sm">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-4 font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&::-webkit-details-marker]:hidden">
              {item.question}
              <Icon node={ChevronDown} aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-6 pb-5 text-slate-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </HomeSection>
  );
}
