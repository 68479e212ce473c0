import { keeping, type TextRule } from "~/content/text-rules";

/**
 * Shared by the schema (./schema.ts) and the editor's fields (./editor.ts), without Astro's code: the editor
 * runs in the browser, which cannot load the collection's.
 */
export const CONTACT_DIR = "src/content/contact";

/** The two ways of joining a field's label and its "(optional)" mark. */
export const OPTIONAL_SEPARATORS = [
  { label: "A space", value: " " },
  { label: "Nothing (where the mark opens with a full-width bracket, as （选填）)", value: "" },
] as const;

/** A text the code completes: it must keep each `{placeholder}` (e.g. `{privacy}`, where the link goes). */
export const placeholdersKept = (...placeholders: string[]): TextRule =>
  keeping(placeholders, `keep ${placeholders.map((name) => `{${name}}`).join(" and ")}, where the code puts its value`);
