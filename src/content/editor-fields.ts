import { fields } from "@keystatic/core";
import type { Language } from "~/i18n/languages";
import { PLURAL_FORM_HELP, pluralFormsOf } from "./plural-forms";
import { PERMISSION_RECORD_EXAMPLE } from "./sources";
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

/**
 * A text naming a number (./plural-forms.ts): a box for each form the language uses, each keeping `rule`;
 * the others stay out of the file.
 */
export const pluralFields = (lang: Language, label: string, description: string, rule: TextRule) =>
  fields.object(
    Object.fromEntries(
      pluralFormsOf(lang).map((form) => [
        form,
        fields.text({ label: PLURAL_FORM_HELP[form], multiline: true, validation: { isRequired: form === "other", pattern: rule } }),
      ]),
    ),
    { label, description },
  );

/** A permission to show a client's words or logo (./sources.ts): who, when, and where it is kept. */
export const permissionFields = (description: string) =>
  fields.object(
    {
      grantedBy: line("Given by", "Name and position of the person who allowed it, e.g. Maria Rossi, CEO"),
      date: fields.date({ label: "Date", description: "The day the permission was given", validation: { isRequired: true } }),
      record: line("Kept in", `Where the written permission is, for anyone who asks: a link, or e.g. ${PERMISSION_RECORD_EXAMPLE}`),
    },
    { label: "Permission", description },
  );
