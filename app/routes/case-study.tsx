import type { Route } from "./+types/case-study";
import { notFound } from "~/.server/responses";
import { socialImage } from "~/.server/social-image";
import { CaseStudyPage } from "~/components/case-study/case-study-page";
import { localizedCaseStudy } from "~/content/case-studies/lookup";
import type { CaseSlug } from "~/content/case-studies/types";
import { caseSlugs } from "~/lib/pages";
import { uiMessages } from "~/i18n/messages";
import { pageMeta } from "~/.server/seo";
import { breadcrumbJsonLd, caseStudyJsonLd } from "~/.server/structured-data";
import { metaFromLoader } from "~/lib/seo";
import { routeLanguage } from "~/lib/route-lang";

function isCaseSlug(segment: string | undefined): segment is CaseSlug {
  return (caseSlugs as readonly string[]).includes(segment ?? "");
}

/**
 * One module serves the five case pages (see app/routes.ts), so the slug is the last path segment.
 * The loader picks the one language's copy, so a page ships only the words it shows.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split("/").filter(Boolean).pop();
  if (!isCaseSlug(slug)) notFound(request);
  const lang = routeLanguage(params);
  const { facts, copy, copyLang } = localizedCaseStudy(slug, lang);
  const head = [
    ...pageMeta({ title: copy.title, description: copy.metaDescription, page: facts.slug, lang, socialImage: socialImage(lang) }),
    { "script:ld+json": breadcrumbJsonLd(lang, uiMessages(lang).common.home, facts.slug, copy.title) },
    {
      "script:ld+json": caseStudyJsonLd(lang, facts.slug, {
        headline: copy.title,
        description: copy.metaDescription,
        clientName: facts.clientName,
        image: facts.logo.src,
        inLanguage: copyLang,
      }),
    },
  ];
  return { head, facts, copy, copyLang };
}

export const meta = metaFromLoader;

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { facts, copy, copyLang } = loaderData;
  // Keyed by slug so moving between two case pages starts each one afresh (view_item, scroll effect).
  return <CaseStudyPage key={facts.slug} facts={facts} copy={copy} copyLang={copyLang} />;
}
