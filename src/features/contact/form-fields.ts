/**
 * The contact form's fields and limits, apart from its schema (contact-form.ts), so the browser can draw
 * the form without the validator's code and load that only once the visitor starts on the form.
 */
export const contactFields = ["fullName", "email", "company", "motivation"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

/** Limits beyond the spec's minimums are what a person would never reach and a bot easily does. */
export const fieldLimits: Record<ContactField, number> = {
  fullName: 120,
  email: 254,
  company: 200,
  motivation: 5000,
};

/**
 * Where the message field stops taking text: past its limit, so that a long paste is kept and the form
 * can say how far over it is, and short of what the server reads of a post (MAX_BODY_BYTES), even with
 * every field full of characters that take nine bytes each once URL-encoded (Chinese, for one).
 */
export const MESSAGE_HARD_STOP = 6500;

/** The names of the anti-spam fields, shared by the form and the action. */
export const HONEYPOT_FIELD = "website";
export const TOKEN_FIELD = "formToken";

export const emptyValues: ContactValues = { fullName: "", email: "", company: "", motivation: "" };

export type FieldErrors = Partial<Record<ContactField, string>>;

/** The ids the summary's links, the fields' descriptions and the form's script share. */
export const fieldIds = (field: ContactField) => ({ control: `contact-${field}`, error: `contact-${field}-error`, hint: `contact-${field}-hint` });

/** The field with a length hint under it: the free-text message. */
export const hasLengthHint = (field: ContactField) => field === "motivation";

/** What describes a field to a screen reader: its length hint, then its error while it has one. */
export function describedBy(field: ContactField, hasError: boolean): string | undefined {
  const ids = fieldIds(field);
  return [hasLengthHint(field) ? ids.hint : null, hasError ? ids.error : null].filter(Boolean).join(" ") || undefined;
}

/** A line of the error summary, in the language's own punctuation: the field, then what is wrong with it. */
export const summaryLine = ({ summaryLine: line }: { summaryLine: string }, label: string, error: string) =>
  line.replace("{field}", () => label).replace("{error}", () => error);
