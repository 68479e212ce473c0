import type { Route } from "./+types/case-study";
import { localizedCaseStudy } from "~/content/case-studies/lookup";
import type { CaseSlug } from "~/content/case-studies/types";
import { pageMeta } from "~/lib/seo";
import { routeLanguage } from "~/lib/route-lang";

/** One module serves the five case pages; the slug is the last path segment (see app/routes.ts). */
export function loader({ params, request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split("/").pop() as CaseSlug;
  const lang = routeLanguage(params);
  return { lang, slug, ...localizedCaseStudy(slug, lang) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { copy, lang, slug } = loaderData;
  return pageMeta({ title: copy.title, description: copy.metaDescription, page: slug, lang });
}

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { copy, copyLang, lang } = loaderData;
  return (
    <article lang={copyLang === lang ? undefined : copyLang} className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{copy.title}</h1>
      {copy.subtitle ? <p className="mt-3 text-xl text-slate-600">{copy.subtitle}</p> : null}
      <p className="mt-6 text-lg leading-relaxed text-slate-700">{copy.overview}</p>
    </article>
  );
}
