import type { Language } from "~/i18n/languages";
import { caseStudies } from "./index";
import type { CaseSlug, CaseStudyCopy, CaseStudyFacts } from "./types";

export interface LocalizedCaseStudy {
  facts: CaseStudyFacts;
  copy: CaseStudyCopy;
}

export function localizedCaseStudy(slug: CaseSlug, lang: Language): LocalizedCaseStudy {
  const { facts, copy } = caseStudies[slug];
  return { facts, copy: copy[lang] };
}
