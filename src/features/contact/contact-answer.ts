import type { SubmissionOutcome, ThankedOutcome } from "./outcome";
import type { ContactCopy, NoticeCopy } from "~/content/contact/schema";
import type { ContactField, ContactValues, FieldErrors } from "./form-schema";

/** Why a post shows the form again rather than the thank-you page. */
export type AnswerKind = Exclude<SubmissionOutcome["kind"], ThankedOutcome["kind"]>;

/**
 * The server's answer to a post that did not end at the thank-you page, in one shape for both ways of
 * sending the form: rendered into the page without JavaScript, sent as JSON to the form's script with it.
 */
export interface ContactAnswer {
  kind: AnswerKind;
  values: ContactValues;
  errors: FieldErrors;
  notice: NoticeCopy | null;
  /** The token the next post must carry (a fresh one when the old one was refused). */
  token: string;
}

/** What the form's script sends in `Accept` to get a ContactAnswer instead of the page. */
export const ANSWER_MEDIA_TYPE = "application/json";

/** The words of the form: what the server renders into the page. */
export type ContactFormCopy = Pick<
  ContactCopy,
  "fields" | "optional" | "optionalSeparator" | "messageLength" | "submit" | "sending" | "note" | "privacyLink" | "honeypotLabel" | "validation" | "submitError"
>;

/** The words the form's script writes itself (form-behaviour.ts), carried by the form in `data-copy`. */
export type FormScriptCopy = Pick<ContactFormCopy, "messageLength" | "submit" | "sending" | "validation" | "submitError"> & {
  /** The fields' labels, for the lines of the error summary. */
  labels: Record<ContactField, string>;
};
