import path from "node:path";
import { fileURLToPath } from "node:url";
import { languages, type Language } from "~/i18n/languages";
import { otherPageSlugs } from "~/lib/pages";
import { assembleCases, type CaseFile, type CaseSlug, type CaseStudy } from "./check";
import { readFolder } from "./figures";
import { caseCopySchema, caseFactsSchema, type CaseCopy, type CaseFacts } from "./schema";

const casesFolder = path.dirname(fileURLToPath(import.meta.url));

/**
 * The case studies read straight from their files, for what runs outside Astro (the Express server's
 * page list, scripts, unit and browser tests): the same files, schemas and checks as the site's collections.
 */
/** `folder`: the cases' folder, this one unless a test gives another. A path, not a URL: jsdom's URL is not Node's. */
export function readCaseStudies(folder = casesFolder): CaseStudy[] {
  const { facts, copies } = readCaseFiles(folder);
  return assembleCases(facts, copies, otherPageSlugs());
}

/** The cases' files as written, their figures not yet filled in: what the checks (./check.ts) read. */
export function readCaseFiles(folder = casesFolder): { facts: CaseFile<CaseFacts>[]; copies: Record<Language, CaseFile<CaseCopy>[]> } {
  const facts = readFolder(folder, (data) => caseFactsSchema.parse(data));
  const copies = Object.fromEntries(languages.map((lang) => [lang, readFolder(path.join(folder, lang), (data) => caseCopySchema(lang).parse(data))]));
  return { facts, copies: copies as Record<Language, CaseFile<CaseCopy>[]> };
}

export function readCaseSlugs(): CaseSlug[] {
  return readCaseStudies().map((study) => study.slug);
}
