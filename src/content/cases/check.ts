import { languages, type Language } from "~/i18n/languages";
import { withBrandFactsThroughout } from "~/content/brand-facts";
import { ownFigures, type CaseFile } from "./figures";
import { CASES_DIR } from "./rules";
import { metaDescriptionRule, SLUG_RULE } from "~/content/text-rules";
import { descriptionLengthError, type CaseCopy, type CaseFacts } from "./schema";

/** A case's slug: the name of its facts file and the last part of its pages' addresses (/it/<slug>). */
export type CaseSlug = string & { readonly caseSlug: unique symbol };

export interface CaseStudy {
  slug: CaseSlug;
  facts: CaseFacts;
  copy: Record<Language, CaseCopy>;
}

export type { CaseFile } from "./figures";

/**
 * The cases, in their order, from the facts and every language's words, for the site (./index.ts) and for
 * the tools that read the files (./files.ts) alike. Stops at the first problem with one line that names the
 * file to fix: a language's file missing, a file with no case, a slug that is not a page address of its
 * own (`otherSlugs`: every other page's), a home card or clipping without its words or picture, a figure
 * or fact a text names that does not exist, a description too long once its figures are filled in.
 */
export function assembleCases(
  facts: readonly CaseFile<CaseFacts>[],
  copies: Record<Language, readonly CaseFile<CaseCopy>[]>,
  otherSlugs: readonly string[],
): CaseStudy[] {
  const taken = new Map<string, string>(otherSlugs.map((slug) => [slug, "another page"]));
  for (const lang of languages) taken.set(lang, "a language's home page");
  const clippings = new Map<string, string>();
  const cases = facts.map(({ id, data }): CaseStudy => {
    const file = `${CASES_DIR}/${id}.yaml`;
    if (!SLUG_RULE.regex.test(id)) {
      throw new Error(
        `${CASES_DIR}/${id}: a case's file name is its page's address: lowercase letters, digits and hyphens, ending in .yaml (e.g. acme-case.yaml)`,
      );
    }
    const holder = taken.get(id);
    if (holder) throw new Error(`${file}: the address "${id}" is taken by ${holder}; give the case another file name`);
    taken.set(id, file);
    if (data.heroClipping !== "none") {
      const other = clippings.get(data.heroClipping);
      if (other) throw new Error(`${file}: heroClipping "${data.heroClipping}" is taken by ${other}; choose another or none`);
      clippings.set(data.heroClipping, file);
    }
    const copy = Object.fromEntries(
      languages.map((lang) => {
        const langFile = `${CASES_DIR}/${lang}/${id}.yaml`;
        const entry = copies[lang].find((candidate) => candidate.id === id);
        if (!entry) throw new Error(`${langFile} is missing`);
        const { card } = entry.data;
        if (data.homeCard && !(card?.results && card.details))
          throw new Error(`${langFile}: card.results and card.details are needed (the case has a card on the home page)`);
        if (data.heroClipping !== "none" && !card?.results)
          throw new Error(`${langFile}: card.results is needed (it is the headline of a clipping beside the home page's)`);
        const filled = withBrandFactsThroughout(entry.data, lang, langFile, "", ownFigures(data, lang));
        if (!metaDescriptionRule(lang).regex.test(filled.metaDescription))
          throw new Error(`${langFile}: metaDescription: ${descriptionLengthError(lang, filled.metaDescription)} once its figures are filled in`);
        return [lang, filled];
      }),
    ) as Record<Language, CaseCopy>;
    return { slug: id as CaseSlug, facts: data, copy };
  });
  for (const lang of languages) {
    const orphan = copies[lang].find((entry) => !facts.some((candidate) => candidate.id === entry.id));
    if (orphan) throw new Error(`${CASES_DIR}/${lang}/${orphan.id}.yaml has no case: name it after a file of ${CASES_DIR}/ (its address)`);
  }
  return cases.sort((a, b) => a.facts.order - b.facts.order || a.slug.localeCompare(b.slug));
}

/** A case in one language, as its page and the home page use it. */
export interface LocalizedCaseStudy {
  slug: CaseSlug;
  facts: CaseFacts;
  copy: CaseCopy;
}

export function localized(study: CaseStudy, lang: Language): LocalizedCaseStudy {
  return { slug: study.slug, facts: study.facts, copy: study.copy[lang] };
}
