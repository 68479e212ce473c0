// zod/mini: the same checks as zod's classic API in a fraction of its size, since this module ships to the
// browser with the contact form.
import * as z from "zod/mini";
import type { Language } from "~/i18n/languages";
import { countMessage, type PluralMessage } from "~/i18n/plural";
import { emptyValues, fieldLimits, type ContactField, type ContactValues, type FieldErrors } from "./form-fields";

export { contactFields, emptyValues, fieldLimits, HONEYPOT_FIELD, TOKEN_FIELD } from "./form-fields";
export type { ContactField, ContactValues, FieldErrors } from "./form-fields";

/** C0 and C1 control characters and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/**
 * Characters that change how text around them is shown without being seen themselves: the bidi
 * embeddings, overrides, isolates and marks (a name that reads one way and sorts another, "Trojan
 * Source"), and the zero-width space, joiners, word joiner and byte-order mark.
 */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
/** What the free-text motivation loses: the controls other than line breaks and tabs, and the bidi ones. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const STRIPPED_FROM_MOTIVATION = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * zod's own address pattern (z.regexes.email) with internationalised domains as well: as browsers send them
 * (punycode: .xn--fiqs8s is .中国, .xn--j6w193g is .香港) and as typed (例子.中国), which zod's refuses
 * with a message the visitor cannot act on.
 */
const EMAIL_ADDRESS = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[\p{L}\p{N}][\p{L}\p{M}\p{N}-]*\.)+(?:[\p{L}\p{M}]{2,}|xn--[A-Za-z0-9-]+)$/u;

export interface ValidationMessages {
  lang: Language;
  fullNameMin: string;
  emailInvalid: string;
  companyRequired: string;
  tooLong: PluralMessage;
  controlCharacters: string;
  invisibleCharacters: string;
}

/**
 * A field as stored: trimmed and NFC-normalized, so "é" typed as one character or as "e" plus an accent
 * is the same name in a search or a deduplication; a line break is "\n", however it came. A browser
 * posts a text area's line breaks as CR LF, while its script reads them as LF: counted as two, a message
 * within the limit on the page was refused when posted without JavaScript.
 */
function text(field: ContactField, messages: ValidationMessages) {
  const max = fieldLimits[field];
  return z.string().check(
    z.trim(),
    z.overwrite((value) => value.normalize("NFC").replace(/\r\n?/g, "\n")),
    z.maxLength(max, countMessage(messages.lang, messages.tooLong, max, "max")),
  );
}

/** A one-line field (name, company, e-mail): controls and invisible characters are refused, not dropped. */
function line(field: ContactField, messages: ValidationMessages) {
  return text(field, messages).check(
    z.refine((value) => !CONTROL.test(value), messages.controlCharacters),
    z.refine((value) => !INVISIBLE.test(value), messages.invisibleCharacters),
  );
}

/** The contact form's one schema, used by the browser before sending and by the server as the authority. */
export function contactSchema(messages: ValidationMessages) {
  return z.object({
    fullName: z.pipe(line("fullName", messages), z.string().check(z.minLength(2, messages.fullNameMin))),
    // The format check runs on the trimmed value; an over-long address reports its length, not its format.
    email: z.pipe(line("email", messages), z.email({ pattern: EMAIL_ADDRESS, error: messages.emailInvalid })),
    company: z.pipe(line("company", messages), z.string().check(z.minLength(1, messages.companyRequired))),
    // Free text keeps its line breaks and tabs; stray controls are dropped rather than refused, since a
    // pasted message may carry them without the visitor seeing them.
    motivation: text("motivation", messages).check(z.overwrite((value) => value.replace(STRIPPED_FROM_MOTIVATION, ""))),
  });
}

export type ValidationResult = { ok: true; values: ContactValues } | { ok: false; errors: FieldErrors };

/**
 * One schema per message set: zod compiles an object schema's parser on its first use, which costs more
 * than the parse itself, so a schema built per post would be compiled per post. The message sets are the
 * content modules' objects (on the server) or a page's loader data (in the browser).
 */
const schemas = new WeakMap<ValidationMessages, ReturnType<typeof contactSchema>>();

function schemaFor(messages: ValidationMessages) {
  let schema = schemas.get(messages);
  if (!schema) {
    schema = contactSchema(messages);
    schemas.set(messages, schema);
  }
  return schema;
}

/**
 * Builds and compiles the schema for a message set ahead of need. In the browser the first check runs
 * when the visitor presses the button: building the schema and compiling its parser then cost about
 * 70 ms on a phone (4× CPU), which the errors should not wait for.
 */
export function prepareValidation(messages: ValidationMessages): void {
  validateContact(emptyValues, messages);
}

/** Validates raw values; on failure gives the first message per field, in the form's field order. */
export function validateContact(raw: ContactValues, messages: ValidationMessages): ValidationResult {
  const result = schemaFor(messages).safeParse(raw);
  if (result.success) return { ok: true, values: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Spec, section 3: First Name is the first word, Last Name the remaining words joined by spaces. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = fullName.trim().split(/\s+/u);
  return { firstName, lastName: rest.join(" ") };
}
