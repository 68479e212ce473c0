import { ArrowLeft, Mail } from "lucide";
import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { site } from "~/config/site";
import type { ContactCopy } from "~/content/contact/types";
import type { Language } from "~/i18n/languages";
import { CopyEmailButton } from "../../components/copy-email-button";
import { trackedClick } from "../../components/tracked";
import { ui } from "../../i18n/ui";

/** The spec's copy toast on this page lasts 2 s (section 9). */
const CONTACT_COPY_TOAST_MS = 2000;

interface ContactPageProps {
  lang: Language;
  title: string;
  description: string;
  copy: ContactCopy;
  /** The form island. */
  children: ReactNode;
}

/** The contact page around its form: rendered on the server, no JavaScript of its own. */
export function ContactPage({
  lang,
  title,
  description,
  copy,
  children,
}: ContactPageProps) {
  const { t } = ui(lang);
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
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
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{description}</p>
      <p className="mt-2 text-slate-700">{copy.intro}</p>

      {children}

      <aside
        className="mt-12 rounded-xl border border-slate-200 bg-slate-50 p-6"
        aria-labelledby="contact-email-heading"
      >
        <h2
          id="contact-email-heading"
          className="text-lg font-semibold text-slate-900"
        >
          {copy.emailBlock.heading}
        </h2>
        <p className="mt-1 text-slate-700">{copy.emailBlock.description}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <a
            href={`mailto:${site.email}`}
            {...trackedClick("email_click", {
              location: "contact_page",
              method: "mailto",
            })}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <Icon node={Mail} className="size-4" aria-hidden="true" />
            {site.email}
          </a>
          <CopyEmailButton
            lang={lang}
            location="contact_page"
            variant="outline"
            durationMs={CONTACT_COPY_TOAST_MS}
          />
        </div>
      </aside>
    </section>
  );
}
