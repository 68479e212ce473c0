/** Shared by the schema, the checks and the editor's fields, without Astro's code (the editor runs in the browser). */
export const CASES_DIR = "src/content/cases";
