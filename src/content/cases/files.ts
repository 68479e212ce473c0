import path from "node:path";
import { fileURLToPath } from "node:url";
import { languages, type Language } from "~/i18n/languages";
import { otherPageSlugs } from "~/lib/pages";
import { assembleCases, type CaseFile, type CaseSlug, type CaseStudy } from "./check";
import { readFolder } from "./figures";
import { caseCopySchema, caseFactsSchema, type CaseCopy } from "./schema";

/**
 * The case studies read straight from their files, for what runs outside Astro (the Express server's
 * page list, scripts, unit and browser tests): the same files, schemas and checks as the site's collections.
 */
/** `folder`: the cases' folder, this one unless a test gives another. A path, not a URL: jsdom's URL is not Node's. */
export function readCaseStudies(folder = path.dirname(fileURLToPath(import.meta.url))): CaseStudy[] {
  const facts = readFolder(folder, (data) => caseFactsSchema.parse(data));
  const copies = Object.fromEntries(languages.map((lang) => [lang, readFolder(path.join(folder, lang), (data) => caseCopySchema(lang).parse(data))]));
  return assembleCases(facts, copies as Record<Language, CaseFile<CaseCopy>[]>, otherPageSlugs());
}

export function readCaseSlugs(): CaseSlug[] {
  return readCaseStudies().map((study) => study.slug);
}
