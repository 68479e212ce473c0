import { Plus } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { HomeContent } from "~/content/home";
import { revealAttributes } from "~/components/reveal";
import { HomeSection } from "./home-section";

/**
 * Native disclosures: keyboard operable, announced as expandable, and working without JavaScript. Set
 * as ruled rows, the question in the display face, as a paper's questions and answers: no boxes.
 */
export function Faq({ copy }: { copy: HomeContent["faq"] }) {
  return (
    <HomeSection id="faq" title={copy.title} rhythm="split">
      <div className="border-b border-slate-300">
        {copy.items.map((item, index) => (
          <details key={item.question} {...revealAttributes("down", index * 100)} className="group border-t border-slate-300">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-6 rounded py-5 font-display text-2xl leading-tight sm:text-3xl zh:text-lg zh:font-bold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&::-webkit-details-marker]:hidden">
              {item.question}
              <Icon node={Plus} aria-hidden="true" className="size-6 shrink-0 text-brand-700 transition-transform group-open:rotate-45" />
            </summary>
            <p className="max-w-2xl pb-6 text-lg text-slate-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </HomeSection>
  );
}
