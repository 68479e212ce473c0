import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { Language } from "~/i18n/languages";
import { parseContent } from "~/content/parse-content";
import { count, euro, percent } from "~/content/written-figures";
import { CASES_DIR, OWN_CASE, type FigureKind } from "./rules";
import { caseFactsSchema, type CaseFacts, type CaseFigure } from "./schema";

/** One file read by a collection (or from the disk): its name without .yaml, and its parsed data. */
export interface CaseFile<T> {
  id: string;
  data: T;
}

/** The YAML files of a folder of the cases, each parsed by `parseData`. */
export function readFolder<T>(folder: string, parseData: (data: unknown, file: string) => T): CaseFile<T>[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => {
      const file = path.join(folder, entry.name);
      return { id: entry.name.replace(/\.yaml$/, ""), data: parseData(parse(readFileSync(file, "utf8")), file) };
    });
}

const writers: Record<FigureKind, (value: number, lang: Language) => string> = { euro, count, percent };

/** A case's figures by name, as `lang` writes them, each name after `prefix`: case.raised, criptomining-case.raised. */
function figuresByName(figures: readonly CaseFigure[], lang: Language, prefix: string): Record<string, string> {
  return Object.fromEntries(figures.map(({ name, kind, value }) => [`${prefix}.${name}`, writers[kind](value, lang)]));
}

/** The figures a case's own texts name as {{case.raised}}. */
export const ownFigures = (facts: CaseFacts, lang: Language) => figuresByName(facts.figures, lang, OWN_CASE);

/**
 * The cases' folder: beside this module when it runs from its source (the Express server, the scripts, the
 * tests), whatever folder the process runs in; bundled into Astro's build, the module no longer sits beside
 * the cases, and the build and the server it runs in work from the project's folder.
 */
const besideThisModule = path.dirname(fileURLToPath(import.meta.url));
const casesFolder = besideThisModule.endsWith(path.join(...CASES_DIR.split("/"))) ? besideThisModule : path.resolve(CASES_DIR);

/**
 * Every case's figures, named with the case's address ({{criptomining-case.raised}}), which any text of the
 * site may quote: the interface texts that need them are read synchronously, before and outside Astro's
 * collections, hence straight from the files.
 */
export function everyCaseFigure(lang: Language, folder = casesFolder): Record<string, string> {
  const cases = readFolder(folder, (data, file) => parseContent(caseFactsSchema, data, file));
  return Object.assign({}, ...cases.map(({ id, data }) => figuresByName(data.figures, lang, id)));
}
