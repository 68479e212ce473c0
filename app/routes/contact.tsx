import { ArrowLeft, Mail } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useMemo } from "react";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/contact";
import { contactClientAction } from "~/components/contact/client-action";
import { ContactForm } from "~/components/contact/contact-form";
import { CopyEmailButton } from "~/components/copy-email";
import { buttonVariants } from "~/components/ui/button";
import { site } from "~/config/site";
import { contactCopy } from "~/content/contact";
import { track } from "~/analytics/track";
import { useI18n } from "~/i18n/context";
import { uiMessages } from "~/i18n/messages";
import { emptyValues } from "~/lib/contact-form";
import { pagePath } from "~/lib/pages";
import { pageMeta } from "~/.server/seo";
import { breadcrumbJsonLd } from "~/.server/structured-data";
import { metaFromLoader } from "~/lib/seo";
import { routeLanguage } from "~/lib/route-lang";
import { isLanguage } from "~/i18n/languages";
import { issueFormToken } from "~/.server/contact/form-token";
import { readContactForm } from "~/.server/contact/read-form";
import { thankYouLocation } from "~/.server/contact/submit";
import { notFound } from "~/.server/responses";
import { socialImage } from "~/.server/social-image";

/** `npm run dev` serves pages without the Express server, so without the database and form services. */
function contactService(context: Route.LoaderArgs["context"]) {
  if (!context?.contact) throw new Error("The contact form needs the server's database: use `npm start` (npm run dev has none).");
  return context.contact;
}

/** The spec's copy toast on this page lasts 2 s (section 9). */
const CONTACT_COPY_TOAST_MS = 2000;

/** /it/contattaci and /{en,zh,fr}/contact; another language's slug moves permanently to the right one. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = routeLanguage(params);
  const url = new URL(request.url);
  const expected = pagePath("contact", lang);
  if (url.pathname.replace(/\/+$/, "") !== expected) throw redirect(expected + url.search, 301);
  const { pages, common } = uiMessages(lang);
  const title = pages.contactTitle;
  const description = pages.contactDescription;
  const head = [
    ...pageMeta({ lang, title, description, page: "contact", socialImage: socialImage(lang) }),
    { "script:ld+json": breadcrumbJsonLd(lang, common.home, "contact", title) },
  ];
  return {
    head,
    lang,
    title,
    description,
    copy: contactCopy(lang),
    token: issueFormToken(contactService(context).tokens.secret),
    minFillMs: contactService(context).tokens.minFillMs,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  // The language layout's loader answers 404 for an unknown language, but an action runs before any
  // loader: without this, a post to /de/contact would be stored (as English) and thanked.
  if (!isLanguage(params.lang)) notFound(request);
  const lang = routeLanguage(params);
  const copy = contactCopy(lang);
  const outcome =
    context.contactOutcome ?? (await contactService(context).submit({ readForm: () => readContactForm(request), clientIp: context.clientIp, lang }));
  switch (outcome.kind) {
    case "stored":
    case "bot":
      throw redirect(thankYouLocation(outcome, lang), 303);
    case "invalid":
      return data({ ...outcome, notice: null }, { status: 400 });
    case "expired":
      return data({ ...outcome, errors: {}, notice: copy.expired }, { status: 400 });
    case "rate-limited":
      return data(
        {
          ...outcome,
          errors: {},
          notice: {
            title: copy.rateLimited.title,
            description: copy.rateLimited.description.replace("{minutes}", String(Math.ceil(outcome.retryAfterSeconds / 60))),
          },
        },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "unavailable":
      return data({ ...outcome, errors: {}, notice: copy.unavailable }, { status: 503, headers: { "Retry-After": "30" } });
    case "bad-request":
      return data({ ...outcome, values: outcome.values ?? emptyValues, errors: {}, notice: copy.badRequest }, { status: outcome.status });
  }
}

export const clientAction = (args: Route.ClientActionArgs) => contactClientAction(args);

/** The form's token must keep its age across a failed post; the action sends a new one when needed. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export const meta = metaFromLoader;

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, title, description, copy, token, minFillMs } = loaderData;
  const { t } = useI18n();
  // One object per answer: the form reacts to each answer once (a toast, an event), not to every render.
  const result = useMemo(
    () => (actionData ? { values: actionData.values, errors: actionData.errors, notice: actionData.notice, status: actionData.kind } : undefined),
    [actionData],
  );

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Link
        to={`/${lang}`}
        onClick={() => track("back_to_home_click", { from_page: "contact", language: lang, timestamp: Date.now() })}
        className={buttonVariants({ variant: "link", size: "inline" })}
      >
        <Icon node={ArrowLeft} aria-hidden="true" />
        {t("common.backToHome")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{description}</p>
      <p className="mt-2 text-slate-700">{copy.intro}</p>

      <ContactForm
        key={lang}
        lang={lang}
        copy={copy}
        token={actionData?.token ?? token}
        minFillMs={minFillMs}
        result={result}
      />

      <aside className="mt-12 rounded-xl border border-slate-200 bg-slate-50 p-6" aria-labelledby="contact-email-heading">
        <h2 id="contact-email-heading" className="text-lg font-semibold text-slate-900">
          {copy.emailBlock.heading}
        </h2>
        <p className="mt-1 text-slate-700">{copy.emailBlock.description}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <a
            href={`mailto:${site.email}`}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
            onClick={() => track("email_click", { location: "contact_page", method: "mailto" })}
          >
            <Icon node={Mail} className="size-4" aria-hidden="true" />
            {site.email}
          </a>
          <CopyEmailButton location="contact_page" variant="outline" durationMs={CONTACT_COPY_TOAST_MS} />
        </div>
      </aside>
    </section>
  );
}
