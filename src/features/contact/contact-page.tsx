import { displayHeading } from "~/components/ui/display-heading";
import { ArrowLeft, Mail } from "lucide";
import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { partHeading } from "~/components/ui/editorial";
import { Icon } from "~/components/ui/icon";
import { site } from "~/config/site";
import type { ContactCopy } from "~/content/contact/schema";
import type { Language } from "~/i18n/languages";
import { CopyEmailButton } from "~/components/copy-email-button";
import { Phrases } from "~/components/phrases";
import { trackedClick } from "~/components/tracked";
import { ui } from "~/i18n/ui";

/** The spec's copy toast on this page lasts 2 s (section 9). */
const CONTACT_COPY_TOAST_MS = 2000;

interface ContactPageProps {
  lang: Language;
  title: string;
  description: string;
  copy: ContactCopy;
  /** The form. */
  children: ReactNode;
}

/**
 * The contact page around its form: rendered on the server, no JavaScript of its own. On the header's
 * grid, set as the case pages are (docs/design-brief.md): the title in the display face, parts under thin
 * rules, numerals for the steps, no cards or tiles. On wide screens the form sits beside what happens once
 * it is sent, the offices and the e-mail address; on a phone they follow the form, in the spec's order
 * (title, description, form, note, e-mail).
 */
export function ContactPage({ lang, title, description, copy, children }: ContactPageProps) {
  const { t } = ui(lang);
  const { nextSteps } = copy;
  return (
    <section className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10 lg:pb-24">
      <a
        href={`/${lang}`}
        {...trackedClick("back_to_home_click", {
          from_page: "contact",
          language: lang,
        })}
        className={buttonVariants({ variant: "link", size: "inline" })}
      >
        <Icon node={ArrowLeft} aria-hidden="true" />
        {t("common.backToHome")}
      </a>
      <div className="mt-6 max-w-3xl">
        <h1 className={displayHeading({ className: "text-slate-900" })}>
          <Phrases text={title} />
        </h1>
        <p className="mt-4 text-lg text-pretty text-slate-700 sm:text-xl">{description}</p>
      </div>

      <div className="mt-10 grid gap-12 border-t border-slate-300 pt-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
        <div>
          <p className="text-slate-700">{copy.intro}</p>
          {children}
        </div>

        <aside
          className="self-start border-t border-slate-300 pt-8 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10"
          aria-labelledby="contact-next-heading"
        >
          <h2 id="contact-next-heading" className={partHeading}>
            <Phrases text={nextSteps.heading} />
          </h2>
          <ol className="mt-6 space-y-6">
            {nextSteps.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span aria-hidden="true" className="w-6 shrink-0 font-display text-3xl leading-none text-brand-700 tabular-nums zh:font-bold zh:text-2xl">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">
                    <Phrases text={step.title} />
                  </h3>
                  <p className="mt-1 text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>

          <div className="mt-8 border-t border-slate-300 pt-6">
            <h3 className="font-semibold text-slate-900">
              <Phrases text={nextSteps.officesHeading} />
            </h3>
            <ul className="mt-2 divide-y divide-slate-200 text-slate-800">
              {nextSteps.offices.map((office) => (
                <li key={office} className="py-2">
                  {office}
                </li>
              ))}
            </ul>
          </div>

          <div className="mt-8 border-t border-slate-300 pt-6">
            <h3 id="contact-email-heading" className="font-semibold text-slate-900">
              <Phrases text={copy.emailBlock.heading} />
            </h3>
            <p className="mt-1 text-slate-700">{copy.emailBlock.description}</p>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <a
                href={`mailto:${site.email}`}
                {...trackedClick("email_click", {
                  location: "contact_page",
                  method: "mailto",
                })}
                className="inline-flex min-h-11 items-center gap-2 font-semibold break-all text-brand-700 underline-offset-4 hover:underline"
              >
                <Icon node={Mail} className="size-4 shrink-0" aria-hidden="true" />
                {site.email}
              </a>
              <CopyEmailButton lang={lang} location="contact_page" icon="copy" variant="outline" durationMs={CONTACT_COPY_TOAST_MS} />
            </div>
          </div>
        </aside>
      </div>
    </section>
  );
}
