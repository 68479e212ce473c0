/** Shared by the schema, the checks and the editor's fields, without Astro's code (the editor runs in the browser). */
export const HOME_DIR = "src/content/home";

/** The quoted clients, the same in every language. */
export const PEOPLE_FILE = "people";
