import type { Route } from "./+types/legal";
import { socialImage } from "~/.server/social-image";
import { LegalPage } from "~/components/legal/legal-page";
import { legalDocuments, legalLabels } from "~/content/legal";
import type { LegalSlug } from "~/content/legal/types";
import { routeLanguage } from "~/lib/route-lang";
import { uiMessages } from "~/i18n/messages";
import { pageMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";

/** One module serves the three legal pages; the slug is the last path segment (see app/routes.ts). */
export function loader({ params, request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split("/").pop() as LegalSlug;
  const lang = routeLanguage(params);
  return { lang, document: legalDocuments[slug], labels: legalLabels, homeName: uiMessages(lang).common.home, socialImage: socialImage(lang) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { document, homeName, lang, socialImage } = loaderData;
  return [
    ...pageMeta({ title: document.title, description: document.description, keywords: document.keywords, page: document.slug, lang, socialImage }),
    { "script:ld+json": breadcrumbJsonLd(lang, homeName, document.slug, document.title) },
  ];
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} labels={loaderData.labels} />;
}
