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
 * Characters that are not seen themselves, by Unicode property rather than by a list that a new Unicode version
 * outgrows: Default_Ignorable_Code_Point (zero-width space and joiners, soft hyphen, variation selectors, the
 * Hangul fillers, the tag characters that spell hidden ASCII text), the format characters (bidi embeddings,
 * overrides, isolates and marks: a name that reads one way and sorts another, "Trojan Source"; byte-order mark)
 * and the line and paragraph separators, which break a one-line field where it shows.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Zl}\p{Zp}]/u;
/** What the free-text motivation loses: the controls other than line breaks and tabs. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const STRAY_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/**
 * The motivation's invisible characters, dropped rather than refused: a message copied from a web page or a
 * document brings soft hyphens and zero-width spaces along (this site's own Chinese phrases carry them), and
 * a visitor cannot find them to delete them. A zero-width joiner (U+200D) or a presentation selector
 * (U+FE0E, U+FE0F) that is part of an emoji is kept with it: it is seen (the red heart is U+2764 U+FE0F, the
 * woman technologist U+1F469 U+200D U+1F4BB, keycap one 1 U+FE0F U+20E3), and dropping it would split or change
 * the emoji. Anywhere else it goes, as does a second selector after an emoji, where bytes can be hidden; so
 * do the tag characters even in a subdivision flag (Scotland's keeps only its black flag), since they can
 * spell a whole hidden text. The line and paragraph separators become the one line break the field stores.
 */
const EMOJI_OR_INVISIBLE =
  /(\p{Extended_Pictographic}(?:[\ufe0e\ufe0f]|\p{Emoji_Modifier})?(?:\u200d\p{Extended_Pictographic}(?:[\ufe0e\ufe0f]|\p{Emoji_Modifier})?)*|[#*0-9]\ufe0f\u20e3)|([\p{Zl}\p{Zp}])|[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

function withoutInvisibleCharacters(value: string): string {
  return value.replace(EMOJI_OR_INVISIBLE, (_match, emoji?: string, lineBreak?: string) => emoji ?? (lineBreak ? "\n" : ""));
}

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
    // Free text keeps its line breaks and tabs; stray controls and invisible characters are dropped rather
    // than refused, since a pasted message may carry them without the visitor seeing them.
    motivation: text("motivation", messages).check(z.overwrite((value) => withoutInvisibleCharacters(value.replace(STRAY_CONTROLS, "")).trim())),
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
