import { z } from "zod";

/**
 * The contact form's one schema, used by the browser before sending and by the server action as the
 * authority. Limits beyond the spec's minimums are what a person would never reach and a bot easily does.
 */
export const contactFields = ["fullName", "email", "company", "motivation"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

export const fieldLimits: Record<ContactField, number> = {
  fullName: 120,
  email: 254,
  company: 200,
  motivation: 5000,
};

/** The names of the anti-spam fields, shared by the form and the action. */
export const HONEYPOT_FIELD = "website";
export const TOKEN_FIELD = "formToken";

export const emptyValues: ContactValues = { fullName: "", email: "", company: "", motivation: "" };

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
  return z
    .string()
    .trim()
    .max(max, messages.tooLong.replace("{max}", max.toLocaleString("en-US")))
    .refine((value) => !(allowLineBreaks ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value), messages.controlCharacters);
}

export function contactSchema(messages: ValidationMessages) {
  return z.object({
    fullName: text("fullName", messages).pipe(z.string().min(2, messages.fullNameMin)),
    // The format check runs on the trimmed value; an over-long address reports its length, not its format.
    email: text("email", messages).pipe(z.email(messages.emailInvalid)),
    company: text("company", messages).pipe(z.string().min(1, messages.companyRequired)),
    motivation: text("motivation", messages, true),
  });
}

export type FieldErrors = Partial<Record<ContactField, string>>;

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
