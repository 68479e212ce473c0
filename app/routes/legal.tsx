import type { Route } from "./+types/legal";
import { socialImage } from "~/.server/social-image";
import { LegalPage } from "~/components/legal/legal-page";
import { legalDocuments, legalLabels } from "~/content/legal";
import type { LegalSlug } from "~/content/legal/types";
import { routeLanguage } from "~/lib/route-lang";
import { uiMessages } from "~/i18n/messages";
import { pageMeta } from "~/.server/seo";
import { breadcrumbJsonLd } from "~/.server/structured-data";
import { metaFromLoader } from "~/lib/seo";

/** One module serves the three legal pages; the slug is the last path segment (see app/routes.ts). */
export function loader({ params, request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split("/").pop() as LegalSlug;
  const lang = routeLanguage(params);
  const document = legalDocuments[slug];
  const head = [
    ...pageMeta({ title: document.title, description: document.description, keywords: document.keywords, page: document.slug, lang, socialImage: socialImage(lang) }),
    { "script:ld+json": breadcrumbJsonLd(lang, uiMessages(lang).common.home, document.slug, document.title) },
  ];
  return { head, document, labels: legalLabels };
}

export const meta = metaFromLoader;

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} labels={loaderData.labels} />;
}
