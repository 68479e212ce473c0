import type { TextRule } from "~/content/text-rules";

/** Shared by the schema, the checks and the editor's fields, without Astro's code (the editor runs in the browser). */
export const CASES_DIR = "src/content/cases";

/**
 * What a case's figure is, which says how each language writes it (src/content/written-figures.ts): an
 * amount in euro (300.000 €, €15M, 30万欧元), a number of anything (30 days, 12 partnerships, 2 million
 * people) or a percent (15%, 15 %).
 */
export const FIGURE_KINDS = ["euro", "count", "percent"] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

/** A figure's name, as its case's texts write it ({{case.raised}}): a word, or words joined in camelCase. */
export const FIGURE_NAME_RULE: TextRule = {
  regex: /^[a-z][A-Za-z0-9]*$/,
  message: "a word in small letters, more words joined in camelCase (raised, conversionRate)",
};

/** A case's own texts name its figures so: {{case.raised}}; any other text adds the case's address, {{criptomining-case.raised}}. */
export const OWN_CASE = "case";
