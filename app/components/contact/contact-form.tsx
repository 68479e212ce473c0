import { Loader2 } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { toast } from "~/components/toaster";
import { track } from "~/analytics/track";
import { Button } from "~/components/ui/button";
import type { ContactCopy, NoticeCopy } from "~/content/contact/types";
import type { Language } from "~/i18n/languages";
import {
  contactFields,
  emptyValues,
  fieldLimits,
  HONEYPOT_FIELD,
  TOKEN_FIELD,
  validateContact,
  type ContactField,
  type ContactValues,
  type FieldErrors,
} from "~/lib/contact-form";
import { pagePath } from "~/lib/pages";
import { cn } from "~/lib/utils";
import { TRANSPORT_FAILED } from "./client-action";

/** What the action answered when it did not redirect. */
export interface SubmissionResult {
  values: ContactValues;
  errors: FieldErrors;
  notice: NoticeCopy | null;
  status: string;
}

interface ContactFormProps {
  lang: Language;
  copy: ContactCopy;
  token: string;
  /** The server's time trap; with JavaScript the form waits out the rest rather than look like a bot. */
  minFillMs: number;
  result?: SubmissionResult;
}

/** Spec, section 4: an abandon counts only after more than 5 s with at least one field touched. */
const ABANDON_AFTER_MS = 5000;

const autoComplete: Record<ContactField, string> = { fullName: "name", email: "email", company: "organization", motivation: "off" };

export function ContactForm({ lang, copy, token, minFillMs, result }: ContactFormProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const summaryRef = useRef<HTMLDivElement>(null);
  const startedAt = useRef(0);
  const touched = useRef(new Set<ContactField>());
  const submitted = useRef(false);
  const completionReported = useRef(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [waiting, setWaiting] = useState(false);

  const thankYouPath = pagePath("thank-you", lang);
  const submitting = waiting || navigation.state === "submitting" || navigation.location?.pathname === thankYouPath;
  const errors = clientErrors ?? result?.errors ?? {};
  const errorFields = contactFields.filter((field) => errors[field]);
  const values = result?.values ?? emptyValues;

  useEffect(() => {
    startedAt.current = Date.now();
    track("form_interaction", { form: "contact", action: "start", language: lang });
    const abandon = () => {
      const timeSpent = Date.now() - startedAt.current;
      if (submitted.current || touched.current.size === 0 || timeSpent <= ABANDON_AFTER_MS) return;
      track("form_interaction", { form: "contact", action: "abandon", time_spent: timeSpent, fields_touched: touched.current.size, language: lang });
    };
    window.addEventListener("pagehide", abandon);
    return () => window.removeEventListener("pagehide", abandon);
  }, [lang]);

  // The action stored the lead and redirected: the router is now loading the thank-you page.
  useEffect(() => {
    if (navigation.state !== "loading" || navigation.location.pathname !== thankYouPath || completionReported.current) return;
    completionReported.current = true;
    track("form_submit", {
      form: "contact",
      success: true,
      time_spent: Date.now() - startedAt.current,
      fields_touched: touched.current.size,
      language: lang,
    });
  }, [navigation, thankYouPath, lang]);

  // The action answered without redirecting: back to idle, say why.
  useEffect(() => {
    if (!result) return;
    submitted.current = false;
    setClientErrors(null);
    if (result.status === TRANSPORT_FAILED) {
      // No answer from the server to show: only the toast (client-action.ts reported the failure).
      toast.error(copy.submitError);
    } else if (result.notice) {
      toast.error(result.status === "unavailable" || result.status === "bad-request" ? copy.submitError : result.notice.title, {
        description: result.notice.description,
      });
      track("form_error", { form: "contact", error_type: result.status, error_message: result.notice.title, language: lang });
    } else if (Object.keys(result.errors).length > 0) {
      track("form_error", { form: "contact", error_type: "validation", fields: Object.keys(result.errors).join(","), language: lang });
      summaryRef.current?.focus();
    }
  }, [result, copy.submitError, lang]);

  const onFocus = (field: ContactField) => {
    if (touched.current.has(field)) return;
    touched.current.add(field);
    track("form_interaction", { form: "contact", action: "field_focus", field, language: lang });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const raw = Object.fromEntries(contactFields.map((field) => [field, String(data.get(field) ?? "")])) as ContactValues;
    const validation = validateContact(raw, copy.validation);
    if (!validation.ok) {
      setClientErrors(validation.errors);
      track("form_error", { form: "contact", error_type: "validation", fields: Object.keys(validation.errors).join(","), language: lang });
      // After the re-render, so the summary exists and is announced.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setClientErrors({});
    setWaiting(true);
    const wait = Math.max(0, minFillMs - (Date.now() - startedAt.current));
    window.setTimeout(() => {
      setWaiting(false);
      submitted.current = true;
      submit(form, { method: "post" });
    }, wait);
  };

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="mt-10 space-y-6" aria-describedby="contact-note">
      {result?.notice ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{result.notice.title}</p>
          <p className="mt-1">{result.notice.description}</p>
        </div>
      ) : null}
      {errorFields.length > 0 ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 outline-none focus-visible:ring-2 focus-visible:ring-red-700">
          <p className="font-semibold">{copy.validation.summary.replace("{count}", String(errorFields.length))}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {errorFields.map((field) => (
              <li key={field}>
                <a href={`#contact-${field}`} className="inline-flex min-h-11 items-center underline underline-offset-4">
                  {copy.fields[field].label}: {errors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <input type="hidden" name={TOKEN_FIELD} value={token} />
      {/* Out of sight and out of the tab order: only a form-filling bot writes here. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{copy.honeypotLabel}</label>
        <input id="contact-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {contactFields.map((field) => (
        <Field
          key={field}
          field={field}
          copy={copy}
          defaultValue={values[field]}
          error={errors[field]}
          onFocus={() => onFocus(field)}
        />
      ))}

      <Button type="submit" size="lg" disabled={submitting} aria-disabled={submitting} className="w-full sm:w-auto">
        {submitting ? <Icon node={Loader2} className="animate-spin" aria-hidden="true" /> : null}
        {submitting ? copy.sending : copy.submit}
      </Button>
      <p id="contact-note" className="text-sm text-slate-600">
        <NoteWithPrivacyLink copy={copy} lang={lang} />
      </p>
    </Form>
  );
}

interface FieldProps {
  field: ContactField;
  copy: ContactCopy;
  defaultValue: string;
  error?: string;
  onFocus: () => void;
}

function Field({ field, copy, defaultValue, error, onFocus }: FieldProps) {
  const id = `contact-${field}`;
  const errorId = `${id}-error`;
  const optional = field === "motivation";
  const control = {
    id,
    name: field,
    defaultValue,
    // The schema's own limits, so the browser stops the typing (and a paste) where the server would refuse.
    maxLength: fieldLimits[field],
    placeholder: copy.fields[field].placeholder,
    required: !optional,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    onFocus,
    className: cn(
      "mt-2 block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600",
      error ? "border-red-700" : "border-slate-400",
    ),
  };
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {copy.fields[field].label}
        {optional ? <span className="ml-1 font-normal text-slate-600">{copy.optional}</span> : null}
      </label>
      {field === "motivation" ? (
        <textarea {...control} rows={6} />
      ) : (
        <input {...control} type={field === "email" ? "email" : "text"} autoComplete={autoComplete[field]} inputMode={field === "email" ? "email" : undefined} />
      )}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function NoteWithPrivacyLink({ copy, lang }: { copy: ContactCopy; lang: Language }) {
  const [before = "", after = ""] = copy.note.split("{privacy}");
  return (
    <>
      {before}
      <Link to={pagePath("privacypolicy", lang)} className="text-brand-700 underline underline-offset-4">
        {copy.privacyLink}
      </Link>
      {after}
    </>
  );
}
