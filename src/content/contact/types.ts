import type { ContactField } from "~/features/contact/form-schema";
import type { Language } from "~/i18n/languages";
import type { PluralMessage } from "~/i18n/plural";

export interface FieldCopy {
  label: string;
  placeholder: string;
}

/** A message about the whole submission, shown in place of success (page without JS, alert with JS). */
export interface NoticeCopy {
  title: string;
  description: string;
}

/** One step of what follows a sent form. */
export interface NextStep {
  title: string;
  text: string;
}

/** The words of the contact page and its form, one module per language. */
export interface ContactCopy {
  intro: string;
  fields: Record<ContactField, FieldCopy>;
  /** Marks the one optional field next to its label. */
  optional: string;
  /** Between the label and that mark: a space, or nothing where the mark opens with a full-width bracket. */
  optionalSeparator: string;
  /**
   * Under the message: its limit ({max}), then, near it, what is left ({count}) and, past it, how much
   * is over ({count}).
   */
  messageLength: { limit: PluralMessage; left: PluralMessage; over: PluralMessage };
  submit: string;
  sending: string;
  /** Under the form: when we reply and what we do with the data; {privacy} is the privacy policy link. */
  note: string;
  privacyLink: string;
  emailBlock: { heading: string; description: string };
  /** Beside the form: what follows once it is sent (spec: reply within 24 hours, first consultation free, shared risk) and the offices. */
  nextSteps: {
    heading: string;
    steps: [NextStep, NextStep, NextStep];
    officesHeading: string;
    /** Milan, Malta (the registered seat) and Hong Kong, named in this language. */
    offices: [string, string, string];
  };
  /** Label of the trap field; hidden from people, read by form-filling bots. */
  honeypotLabel: string;
  validation: {
    /** The language these messages are in: their numbers and plurals follow it. */
    lang: Language;
    fullNameMin: string;
    emailInvalid: string;
    companyRequired: string;
    /** {max} is the limit in characters. */
    tooLong: PluralMessage;
    controlCharacters: string;
    /** Invisible and format characters in a one-line field (zero-width, soft hyphen, tag, bidi, line separator). */
    invisibleCharacters: string;
    /** Heading of the error summary; {count} is the number of fields to correct. */
    summary: PluralMessage;
    /** A line of the error summary: {field} is the field's label, {error} what is wrong with it. */
    summaryLine: string;
  };
  /** The spec's toast on a failed submission, also the heading of the no-JavaScript error page. */
  submitError: string;
  unavailable: NoticeCopy;
  /** {minutes}: when the visitor may send again. */
  rateLimited: { title: string; description: PluralMessage };
  expired: NoticeCopy;
  badRequest: NoticeCopy;
  /** Stored as Motivation when the visitor leaves it blank (spec, section 3). */
  defaultMotivation: string;
}
