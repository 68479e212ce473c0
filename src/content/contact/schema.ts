import { defineCollection } from "astro/content/config";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { languages, type Language } from "~/i18n/languages";
import { pluralTexts } from "~/content/plural-forms";
import { CONTACT_DIR, OPTIONAL_SEPARATORS, placeholdersKept } from "./rules";

const text = z.string("write something here").trim().min(1, "write something here");

/** A text the code completes: it must keep each `{placeholder}`. */
const withPlaceholders = (...placeholders: string[]) => {
  const rule = placeholdersKept(...placeholders);
  return text.regex(rule.regex, rule.message);
};

/** A message naming a number in each plural form the language has (../plural-forms.ts); "other" is required. */
const plural = (placeholder: string) => pluralTexts(withPlaceholders(placeholder));

const field = z.object({ label: text, placeholder: text });

/** A message about the whole submission, shown in place of success (page without JS, alert with JS). */
const notice = z.object({ title: text, description: text });

/**
 * The words of the contact page and its form, one file per language (src/content/contact/<lang>.json,
 * "Contact page · <language>" in the editor). JSON, as the server reads them synchronously to check a
 * posted form and answer in the visitor's language. The validation texts and the error notices are the
 * specification's: the tests hold them to it.
 */
export const contactSchema = z.object({
  intro: text,
  fields: z.object({ fullName: field, email: field, company: field, motivation: field }),
  /** Between the label and the "(optional)" mark: a space, or nothing where the mark opens with a full-width bracket. */
  optionalSeparator: z.enum(
    OPTIONAL_SEPARATORS.map(({ value }) => value),
    "a space, or nothing where the mark opens with a full-width bracket",
  ),
  /** Marks the one optional field next to its label. */
  optional: text,
  /** Under the message: its limit, then, near it, what is left and, past it, how much is over. */
  messageLength: z.object({ limit: plural("max"), left: plural("count"), over: plural("count") }),
  submit: text,
  sending: text,
  /** Under the form: when we reply and what we do with the data; {privacy} is the privacy policy link. */
  note: withPlaceholders("privacy"),
  privacyLink: text,
  emailBlock: z.object({ heading: text, description: text }),
  /** Beside the form: what follows once it is sent (spec: reply within 24 hours, first consultation free, shared risk) and the offices. */
  nextSteps: z.object({
    heading: text,
    steps: z.array(z.object({ title: text, text })).length(3, "exactly 3 steps"),
    officesHeading: text,
    /** Milan, Malta (the registered seat) and Hong Kong, by their brand facts ({{milan.city}} …). */
    offices: z.array(text).length(3, "exactly 3 offices: Milan, Malta, Hong Kong"),
  }),
  /** Label of the trap field; hidden from people, read by form-filling bots. */
  honeypotLabel: text,
  validation: z.object({
    fullNameMin: text,
    emailInvalid: text,
    companyRequired: text,
    tooLong: plural("max"),
    controlCharacters: text,
    /** Invisible and format characters in a one-line field (zero-width, soft hyphen, tag, bidi, line separator). */
    invisibleCharacters: text,
    /** Heading of the error summary. */
    summary: plural("count"),
    /** A line of the error summary. */
    summaryLine: withPlaceholders("field", "error"),
  }),
  /** The spec's toast on a failed submission, also the heading of the no-JavaScript error page. */
  submitError: text,
  unavailable: notice,
  rateLimited: z.object({ title: text, description: plural("minutes") }),
  expired: notice,
  badRequest: notice,
  /** Stored as Motivation when the visitor leaves it blank (spec, section 3). */
  defaultMotivation: text,
});

type ContactContent = z.infer<typeof contactSchema>;

/** The copy as the site uses it: brand facts filled in, and the validation texts knowing their language (numbers and plurals follow it). */
export type ContactCopy = Omit<ContactContent, "validation"> & { validation: ContactContent["validation"] & { lang: Language } };
export type NoticeCopy = z.infer<typeof notice>;

export const contactCollections = {
  contact: defineCollection({ loader: glob({ pattern: `{${languages.join(",")}}.json`, base: CONTACT_DIR }), schema: contactSchema }),
};
