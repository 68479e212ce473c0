/** Shared by the schema (./schema.ts), the files' reader (./files.ts) and the editor's fields (./editor.ts), without Astro's code. */
export const CONSENT_DIR = "src/content/consent";
