import type { Language } from "~/i18n/languages";
import { caseStudies } from "./index";
import type { CaseSlug, CaseStudyCopy, CaseStudyFacts } from "./types";

export interface LocalizedCaseStudy {
  facts: CaseStudyFacts;
  copy: CaseStudyCopy;
  /** The language the copy is really in: Italian when the page's language has none (spec, section 3). */
  copyLang: Language;
}

export function localizedCaseStudy(slug: CaseSlug, lang: Language): LocalizedCaseStudy {
  const { facts, copy } = caseStudies[slug];
  const own = copy[lang];
  return own ? { facts, copy: own, copyLang: lang } : { facts, copy: copy.it, copyLang: "it" };
}
