import { Plus } from "lucide";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { HomeContent } from "~/content/home";
import type { Language } from "~/i18n/languages";
import { pagePath } from "~/lib/pages";
import { prerenderOnIntent } from "~/lib/speculation";
import { revealAttributes } from "~/components/reveal";
import { HomeSection } from "./home-section";

/**
 * Native disclosures: keyboard operable, announced as expandable, and working without JavaScript. Set
 * as ruled rows, the question in the display face, as a paper's questions and answers: no boxes. Beside
 * them, for a question they do not answer, the way to ask it: the contact page.
 */
export function Faq({ lang, copy }: { lang: Language; copy: HomeContent["faq"] }) {
  const ask = (
    <a href={pagePath("contact", lang)} {...prerenderOnIntent} className={buttonVariants({ variant: "outline", size: "lg", className: "mt-8" })}>
      {copy.ask}
    </a>
  );
  return (
    <HomeSection id="faq" title={copy.title} intro={copy.intro} rhythm="split" aside={ask}>
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
