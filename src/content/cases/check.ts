import { languages, type Language } from "~/i18n/languages";
import { withBrandFactsThroughout } from "~/content/brand-facts";
import { ownFigures, type CaseFile } from "./figures";
import { CASES_DIR, OWN_CASE } from "./rules";
import { metaDescriptionRule, SLUG_RULE } from "~/content/text-rules";
import { descriptionLengthError, type CaseCopy, type CaseFacts } from "./schema";

/** A case's slug: the name of its facts file and the last part of its pages' addresses (/it/<slug>). */
export type CaseSlug = string & { readonly caseSlug: unique symbol };

/** One key figure: a result and the words under it. */
export type KeyFigure = CaseCopy["stats"][number];

export interface CaseStudy {
  slug: CaseSlug;
  facts: CaseFacts;
  copy: Record<Language, CaseCopy>;
  /** The key figure of each language that shows the case's `proofFigure`, for the home page's proof strip. */
  proof?: Record<Language, KeyFigure>;
  /** The key figures the page shows under its title: those whose figure the title does not already show. */
  keyFigures: Record<Language, KeyFigure[]>;
}

export type { CaseFile } from "./figures";

/**
 * The cases, in their order, from the facts and every language's words, for the site (./index.ts) and for
 * the tools that read the files (./files.ts) alike. Stops at the first problem with one line that names the
 * file to fix: a language's file missing, a file with no case, a slug that is not a page address of its
 * own (`otherSlugs`: every other page's), a home card or clipping without its words or picture, a figure
 * or fact a text names that does not exist, a key figure that is not a result, a proof-strip figure that
 * is not a result or that a language's key figures do not show, a description too long once its figures
 * are filled in.
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
    const proofIndex: Partial<Record<Language, number>> = {};
    const keyFigures: Partial<Record<Language, KeyFigure[]>> = {};
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
        checkKeyFigures(entry.data.stats, data, langFile, file);
        if (data.proofFigure) proofIndex[lang] = keyFigureShowing(data.proofFigure, entry.data.stats, data, langFile, file);
        keyFigures[lang] = filled.stats.filter((_, index) => !namesAny(entry.data.stats[index]!.value, namedFigures(entry.data.headline ?? "")));
        if (!metaDescriptionRule(lang).regex.test(filled.metaDescription))
          throw new Error(`${langFile}: metaDescription: ${descriptionLengthError(lang, filled.metaDescription)} once its figures are filled in`);
        return [lang, filled];
      }),
    ) as Record<Language, CaseCopy>;
    const proof = data.proofFigure
      ? (Object.fromEntries(languages.map((lang) => [lang, copy[lang].stats[proofIndex[lang]!]!])) as Record<Language, KeyFigure>)
      : undefined;
    return { slug: id as CaseSlug, facts: data, copy, proof, keyFigures: keyFigures as Record<Language, KeyFigure[]> };
  });
  for (const lang of languages) {
    const orphan = copies[lang].find((entry) => !facts.some((candidate) => candidate.id === entry.id));
    if (orphan) throw new Error(`${CASES_DIR}/${lang}/${orphan.id}.yaml has no case: name it after a file of ${CASES_DIR}/ (its address)`);
  }
  return cases.sort((a, b) => a.facts.order - b.facts.order || a.slug.localeCompare(b.slug));
}

const OWN_FIGURE = new RegExp(`\\{\\{\\s*${OWN_CASE}\\.(\\w+)\\s*\\}\\}`, "g");

/**
 * Each key figure of a language's file shows a result: its numbers are the case's result figures, named
 * as {{case.conversionGrowth}}, or it has none (Globale); its words under it may name any figure. A
 * campaign's 12 months or its year among them read as results, and printed the period a second time
 * beside the margin's dates (issue 45).
 */
function checkKeyFigures(stats: CaseCopy["stats"], facts: CaseFacts, langFile: string, factsFile: string) {
  const results = facts.figures.filter((figure) => figure.result).map((figure) => figure.name);
  stats.forEach(({ value }, index) => {
    const named = namedFigures(value);
    const writtenInPlace = /\d/u.test(value.replace(OWN_FIGURE, ""));
    if (!writtenInPlace && named.every((name) => results.includes(name))) return;
    const allowed = results.length ? results.map((name) => `{{${OWN_CASE}.${name}}}`).join(", ") : `none yet: tick "result" on a figure of ${factsFile}`;
    throw new Error(`${langFile}: stats.${index}.value: a key figure shows one of the case's results (${allowed}), not "${value}"`);
  });
}

/** The case's figures a text names ({{case.raised}} → raised). */
const namedFigures = (text: string) => [...text.matchAll(OWN_FIGURE)].map(([, name]) => name!);
const namesAny = (text: string, names: readonly string[]) => namedFigures(text).some((name) => names.includes(name));

/** Where a language's key figures show the proof strip's figure: the one key figure whose value names it. */
function keyFigureShowing(name: string, stats: CaseCopy["stats"], facts: CaseFacts, langFile: string, factsFile: string): number {
  if (!facts.figures.some((figure) => figure.name === name && figure.result))
    throw new Error(`${factsFile}: proofFigure "${name}" is not one of the case's result figures`);
  const showing = stats.flatMap(({ value }, index) => (namesAny(value, [name]) ? [index] : []));
  if (showing.length !== 1)
    throw new Error(`${langFile}: stats: one key figure shows {{${OWN_CASE}.${name}}}, the proof strip's figure (${factsFile}); ${showing.length} do`);
  return showing[0]!;
}

/** A case in one language, as its page and the home page use it. */
export interface LocalizedCaseStudy {
  slug: CaseSlug;
  facts: CaseFacts;
  copy: CaseCopy;
  /** Its result in the home page's proof strip, when it has one. */
  proof?: KeyFigure;
  /** The key figures under its title, none repeating the title's figure. */
  keyFigures: KeyFigure[];
}

export function localized(study: CaseStudy, lang: Language): LocalizedCaseStudy {
  return { slug: study.slug, facts: study.facts, copy: study.copy[lang], proof: study.proof?.[lang], keyFigures: study.keyFigures[lang] };
}
