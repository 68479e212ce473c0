import { getCollection } from "astro:content";
import type { Language } from "~/i18n/languages";
import { otherPageSlugs } from "~/lib/pages";
import { assembleCases, localized, type CaseSlug, type CaseStudy, type LocalizedCaseStudy } from "./check";
import { caseCopyCollections } from "./schema";

let checkedCases: Promise<CaseStudy[]> | undefined;

/**
 * Every case in its order, checked (./check.ts): a case missing a language stops the build there. Read
 * once in a build and in the server (whose middleware needs the slugs on every request); afresh on each
 * call of the development server, so that an edit shows on the next page.
 */
export function caseStudies(): Promise<CaseStudy[]> {
  if (import.meta.env.DEV) return readCaseCollections();
  return (checkedCases ??= readCaseCollections());
}

async function readCaseCollections(): Promise<CaseStudy[]> {
  const [facts, ...copies] = await Promise.all([
    getCollection("caseFacts"),
    ...Object.values(caseCopyCollections).map((collection) => getCollection(collection)),
  ]);
  const copyByLanguage = Object.fromEntries(Object.keys(caseCopyCollections).map((lang, index) => [lang, copies[index]!]));
  return assembleCases(facts, copyByLanguage as Record<Language, (typeof copies)[number]>, otherPageSlugs());
}

export async function caseSlugs(): Promise<CaseSlug[]> {
  return (await caseStudies()).map((study) => study.slug);
}

export async function localizedCaseStudy(slug: CaseSlug, lang: Language): Promise<LocalizedCaseStudy> {
  const study = (await caseStudies()).find((candidate) => candidate.slug === slug);
  if (!study) throw new Error(`no case study "${slug}"`);
  return localized(study, lang);
}

/** The cases in one language, for the home page's cards and clippings. */
export async function localizedCaseStudies(lang: Language): Promise<LocalizedCaseStudy[]> {
  return (await caseStudies()).map((study) => localized(study, lang));
}

export type { CaseSlug, CaseStudy, KeyFigure, LocalizedCaseStudy } from "./check";
export type { CaseCopy, CaseFacts } from "./schema";
