// zod/mini: the same checks as zod's classic API in a fraction of its size, since this module ships to the
// browser with the contact form.
import * as z from "zod/mini";
import { fieldLimits, type ContactField, type ContactValues, type FieldErrors } from "./form-fields";

export { contactFields, emptyValues, fieldLimits, HONEYPOT_FIELD, TOKEN_FIELD } from "./form-fields";
export type { ContactField, ContactValues, FieldErrors } from "./form-fields";

/** C0 and C1 control characters and DEL; the free-text motivation may keep line breaks and tabs. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export interface ValidationMessages {
  fullNameMin: string;
  emailInvalid: string;
  companyRequired: string;
  tooLong: string;
  controlCharacters: string;
}

function text(field: ContactField, messages: ValidationMessages, allowLineBreaks = false) {
  const max = fieldLimits[field];
  return z.string().check(
    z.trim(),
    z.maxLength(max, messages.tooLong.replace("{max}", max.toLocaleString("en-US"))),
    z.refine((value) => !(allowLineBreaks ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value), messages.controlCharacters),
  );
}

/** The contact form's one schema, used by the browser before sending and by the server as the authority. */
export function contactSchema(messages: ValidationMessages) {
  return z.object({
    fullName: z.pipe(text("fullName", messages), z.string().check(z.minLength(2, messages.fullNameMin))),
    // The format check runs on the trimmed value; an over-long address reports its length, not its format.
    email: z.pipe(text("email", messages), z.email(messages.emailInvalid)),
    company: z.pipe(text("company", messages), z.string().check(z.minLength(1, messages.companyRequired))),
    motivation: text("motivation", messages, true),
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
