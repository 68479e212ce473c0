import { fields } from "@keystatic/core";
import type { TextRule } from "./text-rules";

/**
 * The editor's fields every part of the content uses (docs/decisions/0033): a text the page cannot do
 * without, on one line or as a paragraph; the editor refuses to save it empty, as the schema would, or
 * breaking its rule (./text-rules.ts), with the schema's words.
 */
export const line = (label: string, description?: string, rule?: TextRule) =>
  fields.text({ label, description, validation: { isRequired: true, pattern: rule } });
export const paragraph = (label: string, description?: string, rule?: TextRule) =>
  fields.text({ label, description, multiline: true, validation: { isRequired: true, pattern: rule } });
