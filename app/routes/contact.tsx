import { redirect } from "react-router";
import type { Route } from "./+types/contact";
import { uiMessages } from "~/i18n/messages";
import { pagePath } from "~/lib/pages";
import { pageMeta } from "~/lib/seo";
import { routeLanguage } from "~/lib/route-lang";

/** /it/contattaci and /{en,zh,fr}/contact; another language's slug moves permanently to the right one. */
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params);
  const url = new URL(request.url);
  const expected = pagePath("contact", lang);
  if (url.pathname.replace(/\/+$/, "") !== expected) throw redirect(expected + url.search, 301);
  const { pages } = uiMessages(lang);
  return { lang, title: pages.contactTitle, description: pages.contactDescription };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ ...loaderData, page: "contact" });
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{loaderData.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{loaderData.description}</p>
    </section>
  );
}
