import { Loader2 } from "lucide";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { track } from "~/features/analytics";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { Language } from "~/i18n/languages";
import {
  contactFields,
  emptyValues,
  fieldLimits,
  HONEYPOT_FIELD,
  MESSAGE_HARD_STOP,
  TOKEN_FIELD,
  type ContactField,
  type ContactValues,
  type FieldErrors,
} from "~/features/contact/form-fields";
import { pagePath } from "~/lib/pages";
import { cn } from "~/lib/utils";
import { showToast } from "../../scripts/toast";
import type { ContactAnswer, ContactFormCopy } from "./contact-answer";
import { clearDraft } from "./draft";
import { prepareValidation, validateContact } from "./form-schema";
import { startFormSession, type FormSession } from "./form-session";
import { sendContactForm } from "./submit-contact";
import { countMessage, prepareCountMessages } from "~/i18n/plural";
import { whenIdle } from "~/lib/idle";

interface ContactFormProps {
  lang: Language;
  copy: ContactFormCopy;
  token: string;
  /** The server's time trap; with JavaScript the form waits out the rest rather than look like a bot. */
  minFillMs: number;
  /** The server's answer to a post sent before the island was live (or without JavaScript). */
  answer?: ContactAnswer;
}

/** Spec, section 9: toasts stay 3 s. */
const ERROR_TOAST_MS = 3000;

const autoComplete: Record<ContactField, string> = {
  fullName: "name",
  email: "email",
  company: "organization",
  motivation: "off",
};

/**
 * The contact form, the site's one island. Without JavaScript it is a plain form the server answers
 * (src/features/contact/contact-request.server.ts); with it, the island checks the fields with the
 * server's own schema, posts in the background and shows the answer without leaving the page. It hydrates
 * once the visitor shows up (`client:interaction`); the visit's tracking and draft run from the page's
 * load in form-session.ts.
 */
export function ContactForm({ lang, copy, token: initialToken, minFillMs, answer: initialAnswer }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const session = useRef<FormSession>(null);
  const busy = useRef(false);
  /** When the server replaced the page's token (a stale page); the time trap counts from then. */
  const tokenReplacedAt = useRef<number | null>(null);
  const [answer, setAnswer] = useState(initialAnswer);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const token = answer?.token ?? initialToken;
  const errors = clientErrors ?? answer?.errors ?? {};
  const errorFields = contactFields.filter((field) => errors[field]);
  const values = answer?.values ?? emptyValues;

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    session.current = startFormSession(form, lang);
    // The island hydrates on the visitor's first sign of presence; a bench or a test that times the live
    // form, not its hydration, waits for this mark (set on the element, as nothing renders from it).
    form.dataset.islandLive = "";
    // What the first press of the button needs, made while the visitor is still typing: the language's
    // number and plural rules, then the checks. Two idle tasks, so neither delays a keystroke for long.
    const cancelCounts = whenIdle(() => prepareCountMessages(lang));
    const cancelChecks = whenIdle(() => prepareValidation(copy.validation));
    // Back from the thank-you page the browser may show this page as it was left, mid-send: it is usable
    // again. Sent again, the form carries the same token, and the server stores the lead once (ADR 0018).
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setSubmitting(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => {
      cancelCounts();
      cancelChecks();
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [lang, copy.validation]);

  const reportValidationErrors = (fieldErrors: FieldErrors) => {
    track("form_error", {
      form: "contact",
      error_type: "validation",
      fields: Object.keys(fieldErrors).join(","),
      language: lang,
    });
    summaryRef.current?.focus();
  };

  /**
   * Once the form has shown errors, a field is checked again as the visitor mends it: its error goes as
   * soon as the value passes, while they type, and a new problem shows when they leave the field. Before
   * the first press of the button nothing is checked: nobody is told off halfway through a word.
   */
  const recheck = (control: EventTarget, leaving: boolean) => {
    const shown = clientErrors ?? answer?.errors;
    const field = (control as HTMLInputElement).name as ContactField;
    if (!shown || !formRef.current || !contactFields.includes(field) || (!leaving && !shown[field])) return;
    const validation = validateContact(valuesOf(new FormData(formRef.current)), copy.validation);
    const problem = validation.ok ? undefined : validation.errors[field];
    // While typing, a field still wrong keeps the message it had: it may change with every keystroke.
    if (problem === shown[field] || (problem && !leaving)) return;
    const { [field]: _mended, ...others } = shown;
    setClientErrors(problem ? { ...others, [field]: problem } : others);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second press while the first is still being checked or sent would post the lead twice.
    if (busy.current) return;
    busy.current = true;
    const data = new FormData(event.currentTarget);
    const validation = validateContact(valuesOf(data), copy.validation);
    if (!validation.ok) {
      busy.current = false;
      // Rendered now, so the summary exists to take the focus and be announced.
      flushSync(() => setClientErrors(validation.errors));
      reportValidationErrors(validation.errors);
      return;
    }
    setClientErrors({});
    setSubmitting(true);
    const startedAt = session.current?.startedAt ?? Date.now();
    // The server takes a complete form posted within minFillMs of its token's issue for a bot's, and
    // thanks it without storing it: a visitor who presses again at once after a refused token must wait.
    const wait = Math.max(0, minFillMs - (Date.now() - (tokenReplacedAt.current ?? startedAt)));
    if (wait > 0) await new Promise((resolve) => window.setTimeout(resolve, wait));
    if (session.current) session.current.submitted = true;
    const sent = await sendContactForm(pagePath("contact", lang), data, pagePath("thank-you", lang));

    if (sent.kind === "thanked") {
      track("form_submit", {
        form: "contact",
        success: true,
        time_spent: Date.now() - startedAt,
        fields_touched: session.current?.fieldsTouched ?? 0,
        language: lang,
      });
      clearDraft();
      // The spinner stays while the thank-you page loads.
      window.location.assign(sent.location);
      return;
    }
    if (session.current) session.current.submitted = false;
    busy.current = false;
    setSubmitting(false);
    if (sent.kind === "transport-failed") {
      showToast("error", copy.submitError, { durationMs: ERROR_TOAST_MS });
      track("form_error", {
        form: "contact",
        error_type: "transport-failed",
        error_message: sent.reason,
        language: lang,
      });
      return;
    }
    const { answer: received } = sent;
    if (received.token !== token) tokenReplacedAt.current = Date.now();
    flushSync(() => {
      setClientErrors(null);
      setAnswer(received);
    });
    if (received.notice) {
      // The server's own failures read as the spec's message; the visitor's situations (limit, stale page) as their notice.
      const title = received.kind === "unavailable" || received.kind === "bad-request" ? copy.submitError : received.notice.title;
      showToast("error", title, {
        description: received.notice.description,
        durationMs: ERROR_TOAST_MS,
      });
      track("form_error", {
        form: "contact",
        error_type: received.kind,
        error_message: received.notice.title,
        language: lang,
      });
    } else if (Object.keys(received.errors).length > 0) {
      reportValidationErrors(received.errors);
    }
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={pagePath("contact", lang)}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onChange={(event) => recheck(event.target, false)}
      onBlur={(event) => recheck(event.target, true)}
      data-contact-form
      className="mt-10 space-y-6"
      aria-describedby="contact-note"
    >
      {answer?.notice ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{answer.notice.title}</p>
          <p className="mt-1">{answer.notice.description}</p>
        </div>
      ) : null}
      {errorFields.length > 0 ? (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 outline-none focus-visible:ring-2 focus-visible:ring-red-700"
        >
          <p className="font-semibold">{countMessage(copy.validation.lang, copy.validation.summary, errorFields.length)}</p>
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
        <Field key={field} field={field} copy={copy} defaultValue={values[field]} error={errors[field]} />
      ))}

      <Button type="submit" size="lg" disabled={submitting} aria-disabled={submitting} className="w-full sm:w-auto">
        {submitting ? <Icon node={Loader2} className="animate-spin" aria-hidden="true" /> : null}
        {submitting ? copy.sending : copy.submit}
      </Button>
      <p id="contact-note" className="text-sm text-slate-600">
        <NoteWithPrivacyLink copy={copy} lang={lang} />
      </p>
    </form>
  );
}

function valuesOf(data: FormData): ContactValues {
  return Object.fromEntries(contactFields.map((field) => [field, String(data.get(field) ?? "")])) as ContactValues;
}

interface FieldProps {
  field: ContactField;
  copy: ContactFormCopy;
  defaultValue: string;
  error?: string | undefined;
}

/** Past this share of its limit, the hint under the message counts down what is left. */
const COUNT_DOWN_FROM = 0.8;

/** The hint under the message: its limit, what is left once near it, and how much is over past it. */
function lengthHint(copy: ContactFormCopy, length: number): { text: string; over: boolean } {
  const max = fieldLimits.motivation;
  const { lang } = copy.validation;
  if (length > max) return { text: countMessage(lang, copy.messageLength.over, length - max), over: true };
  if (length >= max * COUNT_DOWN_FROM) return { text: countMessage(lang, copy.messageLength.left, max - length), over: false };
  return { text: countMessage(lang, copy.messageLength.limit, max, "max"), over: false };
}

function Field({ field, copy, defaultValue, error }: FieldProps) {
  const id = `contact-${field}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const optional = field === "motivation";
  const counted = field === "motivation";
  const [hint, setHint] = useState(() => (counted ? lengthHint(copy, defaultValue.length) : null));
  const message = useRef<HTMLTextAreaElement>(null);
  const showLength = (length: number) => {
    const next = lengthHint(copy, length);
    // The same words again (most keystrokes, far from the limit) render nothing.
    setHint((shown) => (shown?.text === next.text ? shown : next));
  };
  // What was typed or pasted before the island was live (its first touch hydrates it), or a restored draft.
  useEffect(() => {
    const length = message.current?.value.length;
    if (length !== undefined) setHint(lengthHint(copy, length));
  }, [copy]);
  const control = {
    id,
    name: field,
    defaultValue,
    // A one-line field stops at the schema's limit, past which no name or address is real. The message
    // stops further on: at its limit a long paste would be cut without a word, so its hint counts
    // instead, and the check on sending names the limit.
    maxLength: counted ? MESSAGE_HARD_STOP : fieldLimits[field],
    placeholder: copy.fields[field].placeholder,
    required: !optional,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined,
    className: cn(
      "mt-2 block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600",
      error ? "border-red-700" : "border-slate-400",
    ),
  };
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {copy.fields[field].label}
        {/* A space, not a margin: where the marker wraps, the line starts flush with the label. */}
        {optional ? (
          <>
            {" "}
            <span className="font-normal text-slate-600">{copy.optional}</span>
          </>
        ) : null}
      </label>
      {counted ? (
        <textarea {...control} ref={message} rows={6} onChange={(event) => showLength(event.target.value.length)} />
      ) : (
        <input
          {...control}
          type={field === "email" ? "email" : "text"}
          autoComplete={autoComplete[field]}
          inputMode={field === "email" ? "email" : undefined}
        />
      )}
      {hint ? (
        <p id={hintId} className={cn("mt-1.5 text-sm", hint.over ? "font-medium text-red-800" : "text-slate-600")}>
          {hint.text}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function NoteWithPrivacyLink({ copy, lang }: { copy: ContactFormCopy; lang: Language }) {
  const [before = "", after = ""] = copy.note.split("{privacy}");
  return (
    <>
      {before}
      <a href={pagePath("privacypolicy", lang)} className="text-brand-700 underline underline-offset-4">
        {copy.privacyLink}
      </a>
      {after}
    </>
  );
}
