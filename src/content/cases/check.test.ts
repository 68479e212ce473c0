import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages, type Language } from "~/i18n/languages";
import { otherPageSlugs } from "~/lib/pages";
import { assembleCases, type CaseFile } from "./check";
import { readCaseFiles, readCaseStudies } from "./files";
import { CARD_PHOTO_RULE, caseFactsSchema, type CaseCopy, type CaseFacts } from "./schema";

const folder = import.meta.dirname;
/** A case as its files write it, its figures not filled in: what the checks read. */
const written = readCaseFiles();
const first = readCaseStudies()[0]!.slug;
const study = {
  facts: written.facts.find((entry) => entry.id === first)!.data,
  copy: Object.fromEntries(languages.map((lang) => [lang, written.copies[lang].find((entry) => entry.id === first)!.data])) as Record<Language, CaseCopy>,
};
const facts = (id: string, data: Partial<CaseFacts> = {}): CaseFile<CaseFacts> => ({
  id,
  data: { ...study.facts, heroClipping: "none", proofFigure: null, ...data },
});
const copies = (ids: string[], except?: { lang: Language; id: string }) =>
  Object.fromEntries(
    languages.map((lang) => [lang, ids.filter((id) => lang !== except?.lang || id !== except.id).map((id) => ({ id, data: study.copy[lang] }))]),
  ) as Record<Language, CaseFile<CaseCopy>[]>;

describe("the case studies", () => {
  it("each have a file in every language, and every language file has its case", () => {
    const slugs = readdirSync(folder).filter((name) => name.endsWith(".yaml"));
    for (const lang of languages) expect(readdirSync(path.join(folder, lang)).sort(), lang).toEqual([...slugs].sort());
    expect(readCaseStudies().map((study) => study.slug)).toHaveLength(slugs.length);
  });

  it("stop the build at a case missing a language, naming the file", () => {
    expect(() => assembleCases([facts("acme-case")], copies(["acme-case"], { lang: "fr", id: "acme-case" }), otherPageSlugs())).toThrow(
      /^src\/content\/cases\/fr\/acme-case\.yaml is missing$/,
    );
  });

  it("stop at a language file without its case", () => {
    expect(() => assembleCases([facts("acme-case")], copies(["acme-case", "acme"]), otherPageSlugs())).toThrow(
      "src/content/cases/it/acme.yaml has no case: name it after a file of src/content/cases/ (its address)",
    );
  });

  it("stop at a slug another page or case has", () => {
    expect(() => assembleCases([facts("terms")], copies(["terms"]), otherPageSlugs())).toThrow(
      /^src\/content\/cases\/terms\.yaml: the address "terms" is taken by another page;/,
    );
    expect(() => assembleCases([facts("acme-case"), facts("acme-case")], copies(["acme-case"]), otherPageSlugs())).toThrow(
      /^src\/content\/cases\/acme-case\.yaml: the address "acme-case" is taken by src\/content\/cases\/acme-case\.yaml;/,
    );
    expect(() => assembleCases([facts("Acme-case")], copies(["Acme-case"]), otherPageSlugs())).toThrow(/^src\/content\/cases\/Acme-case: .*lowercase letters/);
  });

  it("stop at two cases in one clipping", () => {
    const both = [facts("a-case", { heroClipping: "front" }), facts("b-case", { heroClipping: "front" })];
    expect(() => assembleCases(both, copies(["a-case", "b-case"]), otherPageSlugs())).toThrow(
      /^src\/content\/cases\/b-case\.yaml: heroClipping "front" is taken by src\/content\/cases\/a-case\.yaml;/,
    );
  });

  it("give the proof strip the key figure of each language that shows the case's proofFigure, filled in", () => {
    const [assembled] = assembleCases([facts("a-case", { proofFigure: "reach" })], copies(["a-case"]), otherPageSlugs());
    expect(assembled!.proof?.it).toEqual({ value: "Oltre 2\u00a0milioni", label: "persone raggiunte" });
    expect(assembled!.proof?.zh.value).toMatch(/200万/);
    expect(assembleCases([facts("a-case", { proofFigure: null })], copies(["a-case"]), otherPageSlugs())[0]!.proof).toBeUndefined();
  });

  it("leave out of the key figures under the title the figure the title already shows", () => {
    const [assembled] = assembleCases([facts("a-case")], copies(["a-case"]), otherPageSlugs());
    // The title says {{case.raised}} in {{case.days}} days; the key figures were raised, reach and conversion rate.
    expect(assembled!.keyFigures.it.map((figure) => figure.label)).toEqual(["persone raggiunte", "tasso di conversione"]);
    expect(assembled!.copy.it.stats).toHaveLength(3);
  });

  it("stop at a proof-strip figure that is not a result, or that a language's key figures do not show", () => {
    expect(() => assembleCases([facts("a-case", { proofFigure: "days" })], copies(["a-case"]), otherPageSlugs())).toThrow(
      'src/content/cases/a-case.yaml: proofFigure "days" is not one of the case\'s result figures',
    );
    expect(() => assembleCases([facts("a-case", { proofFigure: "aboveGoal" })], copies(["a-case"]), otherPageSlugs())).toThrow(
      /^src\/content\/cases\/it\/a-case\.yaml: stats: one key figure shows \{\{case\.aboveGoal\}\}, the proof strip's figure .*; 0 do$/,
    );
  });

  it("take a home card without a photo (the card is type only) but refuse a drawing in the photo's place", () => {
    expect(assembleCases([facts("a-case", { homeCard: true, cardImage: null })], copies(["a-case"]), otherPageSlugs())).toHaveLength(1);
    const drawing = caseFactsSchema.safeParse({ ...study.facts, cardImage: "case-cards/a-case/cardImage.svg" });
    expect(drawing.error?.issues.map((issue) => issue.message)).toEqual([CARD_PHOTO_RULE]);
    expect(caseFactsSchema.safeParse({ ...study.facts, cardImage: "case-cards/a-case/cardImage.jpg" }).success).toBe(true);
  });

  it("fill a case's own figures and any other case's, as each language writes them", () => {
    const written = { ...study.copy.en, title: "{{case.raised}} in {{case.days}} days", overview: "As AirHelp's +{{airhelp-case.conversionGrowth}}." };
    const withCopy = (lang: Language) => [{ id: "acme-case", data: lang === "en" ? written : study.copy[lang] }];
    const [acme] = assembleCases([facts("acme-case")], Object.fromEntries(languages.map((lang) => [lang, withCopy(lang)])) as never, otherPageSlugs());
    expect(acme!.copy.en.title).toBe("€300,000 in 30 days");
    expect(acme!.copy.en.overview).toBe("As AirHelp's +400%.");
  });

  it("stop at a figure the case does not have, naming the file, the field and the names it has", () => {
    const written = { ...study.copy.fr, stats: [...study.copy.fr.stats.slice(0, 2), { value: "{{case.rased}}", label: "levés" }] };
    const withCopy = (lang: Language) => [{ id: "acme-case", data: lang === "fr" ? written : study.copy[lang] }];
    expect(() => assembleCases([facts("acme-case")], Object.fromEntries(languages.map((lang) => [lang, withCopy(lang)])) as never, otherPageSlugs())).toThrow(
      /^src\/content\/cases\/fr\/acme-case\.yaml: stats\.2\.value: unknown fact \{\{case\.rased\}\}: use one of \{\{case\.raised\}\}/,
    );
  });

  it("stop at a key figure that is not one of the case's results, naming the file and the results it may show", () => {
    const stats = (value: string) => ({ ...study.copy.it, stats: [{ value, label: "mesi" }] });
    const withStats = (value: string) =>
      Object.fromEntries(languages.map((lang) => [lang, [{ id: "acme-case", data: lang === "it" ? stats(value) : study.copy[lang] }]]));
    const months = { name: "months", kind: "count", value: 12, result: false } as const;
    const acme = [facts("acme-case", { figures: [...study.facts.figures, months] })];
    const refused =
      /^src\/content\/cases\/it\/acme-case\.yaml: stats\.0\.value: a key figure shows one of the case's results \(\{\{case\.raised\}\}, .*\), not "/;
    for (const notAResult of ["{{case.months}}", "2015", "2021–2023", "+{{case.raised}} in 30 giorni"]) {
      expect(() => assembleCases(acme, withStats(notAResult) as never, otherPageSlugs()), notAResult).toThrow(refused);
    }
    expect(assembleCases(acme, withStats("{{case.raised}}") as never, otherPageSlugs())[0]!.copy.it.stats).toEqual([
      { value: "300.000\u00a0€", label: "mesi" },
    ]);
    // A result in words has no number to check.
    expect(assembleCases(acme, withStats("Globale") as never, otherPageSlugs())).toHaveLength(1);
    expect(caseFactsSchema.parse({ ...study.facts, figures: [{ name: "months", kind: "count", value: 12 }] }).figures[0]!.result).toBe(false);
  });

  it("measure a description once its figures are filled in", () => {
    const written = { ...study.copy.zh, metaDescription: `${"众筹".repeat(38)}{{case.raised}}` };
    const withCopy = (lang: Language) => [{ id: "acme-case", data: lang === "zh" ? written : study.copy[lang] }];
    expect(() => assembleCases([facts("acme-case")], Object.fromEntries(languages.map((lang) => [lang, withCopy(lang)])) as never, otherPageSlugs())).toThrow(
      "src/content/cases/zh/acme-case.yaml: metaDescription: 60 to 80 characters, not 81 once its figures are filled in",
    );
  });
});
