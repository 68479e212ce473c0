import { fields } from "@keystatic/core";

/**
 * The editor's fields every part of the content uses (docs/decisions/0033): a text the page cannot do
 * without, on one line or as a paragraph; the editor refuses to save it empty, as the schema would.
 */
export const line = (label: string, description?: string) => fields.text({ label, description, validation: { isRequired: true } });
export const paragraph = (label: string, description?: string) => fields.text({ label, description, multiline: true, validation: { isRequired: true } });
