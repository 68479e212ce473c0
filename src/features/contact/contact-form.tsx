import { Loader2 } from "lucide";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { Language } from "~/i18n/languages";
import { countMessage } from "~/i18n/plural";
import {
  contactFields,
  describedBy,
  emptyValues,
  fieldIds,
  fieldLimits,
  hasLengthHint,
  HONEYPOT_FIELD,
  MESSAGE_HARD_STOP,
  summaryLine,
  TOKEN_FIELD,
  type ContactField,
} from "./form-fields";
import { pagePath } from "~/lib/pages";
import type { ContactAnswer, ContactFormCopy, FormScriptCopy } from "./contact-answer";
import { lengthHint } from "./length-hint";
import { prerenderOnIntent } from "~/lib/speculation";

interface ContactFormProps {
  lang: Language;
  copy: ContactFormCopy;
  token: string;
  /** The server's time trap; with JavaScript the form waits out the rest rather than look like a bot. */
  minFillMs: number;
  /** The server's answer to a post sent without JavaScript (or before the form's script was live). */
  answer?: ContactAnswer;
}

const autoComplete: Record<ContactField, string> = {
  fullName: "name",
  email: "email",
  company: "organization",
  motivation: "off",
};

/**
 * The contact form, rendered by the server, every state of it in its HTML: without JavaScript it is a
 * plain form the server answers (server/http/contact-post.ts), errors and notice shown as the answer says.
 * With JavaScript, form-behaviour.ts checks the fields with the server's own schema, posts in the
 * background and shows the answer by filling and un-hiding what is rendered here (ADR 0030): no
 * framework in the browser, so nothing but the form's own work between a tap and its answer.
 */
export function ContactForm({ lang, copy, token, minFillMs, answer }: ContactFormProps) {
  const errors = answer?.errors ?? {};
  const errorCount = contactFields.filter((field) => errors[field]).length;
  const values = answer?.values ?? emptyValues;
  const notice = answer?.notice;
  const scriptCopy: FormScriptCopy = {
    messageLength: copy.messageLength,
    submit: copy.submit,
    sending: copy.sending,
    validation: copy.validation,
    submitError: copy.submitError,
    labels: Object.fromEntries(contactFields.map((field) => [field, copy.fields[field].label])) as FormScriptCopy["labels"],
  };

  return (
    <form
      method="post"
      action={pagePath("contact", lang)}
      noValidate
      data-contact-form
      data-copy={JSON.stringify(scriptCopy)}
      data-min-fill-ms={minFillMs}
      data-thank-you={pagePath("thank-you", lang)}
      className="mt-10 space-y-6"
      aria-describedby="contact-note"
    >
      <div role="alert" data-form-notice hidden={!notice} className="rounded border border-red-300 bg-red-50 p-4 text-red-900">
        <p data-notice-title className="font-semibold">
          {notice?.title}
        </p>
        <p data-notice-description className="mt-1">
          {notice?.description}
        </p>
      </div>
      <div
        data-error-summary
        tabIndex={-1}
        role="alert"
        hidden={errorCount === 0}
        className="rounded border border-red-300 bg-red-50 p-4 text-red-900 outline-none focus-visible:ring-2 focus-visible:ring-red-700"
      >
        <p data-summary-title className="font-semibold">
          {errorCount > 0 ? countMessage(copy.validation.lang, copy.validation.summary, errorCount) : null}
        </p>
        {/* Space between the lines shown: a hidden line is not the last child, and space-y would count it. */}
        <ul className="mt-2 list-disc pl-5 [&>li:not([hidden])~li]:mt-1">
          {contactFields.map((field) => (
            <li key={field} data-summary-item={field} hidden={!errors[field]}>
              <a href={`#${fieldIds(field).control}`} className="inline-flex min-h-11 items-center underline underline-offset-4">
                {summaryLine(copy.validation, copy.fields[field].label, errors[field] ?? "")}
              </a>
            </li>
          ))}
        </ul>
      </div>

      <input type="hidden" name={TOKEN_FIELD} value={token} />
      {/*
        Out of sight and out of the tab order: only a form-filling bot writes here. A password manager
        filling in an identity would fill a "website" too, and the lead would be dropped as a bot's: the
        data- attributes are how 1Password, LastPass, Bitwarden and Dashlane are told to leave a field alone.
      */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{copy.honeypotLabel}</label>
        <input
          id="contact-website"
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
          data-form-type="other"
        />
      </div>

      {contactFields.map((field) => (
        <Field key={field} field={field} copy={copy} defaultValue={values[field]} error={errors[field]} />
      ))}

      <Button type="submit" variant="accent" size="lg" className="w-full sm:w-auto">
        <span data-submit-spinner hidden className="inline-flex">
          <Icon node={Loader2} className="animate-spin" aria-hidden="true" />
        </span>
        <span data-submit-label>{copy.submit}</span>
      </Button>
      <p id="contact-note" className="text-sm text-slate-600">
        <NoteWithPrivacyLink copy={copy} lang={lang} />
      </p>
    </form>
  );
}

interface FieldProps {
  field: ContactField;
  copy: ContactFormCopy;
  defaultValue: string;
  error?: string | undefined;
}

function Field({ field, copy, defaultValue, error }: FieldProps) {
  const ids = fieldIds(field);
  const optional = field === "motivation";
  const hint = hasLengthHint(field) ? lengthHint(copy, defaultValue.length) : null;
  const control = {
    id: ids.control,
    name: field,
    defaultValue,
    // A one-line field stops at the schema's limit, past which no name or address is real. The message
    // stops further on: at its limit a long paste would be cut without a word, so its hint counts
    // instead, and the check on sending names the limit.
    maxLength: hint ? MESSAGE_HARD_STOP : fieldLimits[field],
    placeholder: copy.fields[field].placeholder,
    required: !optional,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(field, Boolean(error)),
    // The border turns red with aria-invalid, which the form's script sets: one attribute says it all.
    className:
      "mt-2 block w-full rounded border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-invalid:border-red-700",
  };
  return (
    <div>
      <label htmlFor={ids.control} className="block font-medium text-slate-900">
        {copy.fields[field].label}
        {/* The marker's own separator (a space, or none before Chinese full-width brackets), not a margin: where it wraps, the line starts flush with the label. */}
        {optional ? (
          <>
            {copy.optionalSeparator}
            <span className="font-normal text-slate-600">{copy.optional}</span>
          </>
        ) : null}
      </label>
      {hint ? (
        <textarea {...control} rows={6} />
      ) : (
        <input
          {...control}
          type={field === "email" ? "email" : "text"}
          autoComplete={autoComplete[field]}
          inputMode={field === "email" ? "email" : undefined}
        />
      )}
      {hint ? (
        <p
          id={ids.hint}
          data-length-hint
          data-over={hint.over || undefined}
          className="mt-1.5 text-sm text-slate-600 data-over:font-medium data-over:text-red-800"
        >
          {hint.text}
        </p>
      ) : null}
      <p id={ids.error} data-field-error hidden={!error} className="mt-1.5 text-sm font-medium text-red-800">
        {error}
      </p>
    </div>
  );
}

function NoteWithPrivacyLink({ copy, lang }: { copy: ContactFormCopy; lang: Language }) {
  const [before = "", after = ""] = copy.note.split("{privacy}");
  return (
    <>
      {before}
      <a href={pagePath("privacypolicy", lang)} {...prerenderOnIntent} className="text-brand-700 underline underline-offset-4">
        {copy.privacyLink}
      </a>
      {after}
    </>
  );
}
