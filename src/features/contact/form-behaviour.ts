import { track } from "~/features/analytics";
import { isLanguage, type Language } from "~/i18n/languages";
import { countMessage, prepareCountMessages } from "~/i18n/plural";
import { whenIdle } from "~/lib/idle";
import { showToast } from "~/browser/toast";
import { ANSWER_MEDIA_TYPE, type ContactAnswer, type FormScriptCopy } from "./contact-answer";
import { clearDraft } from "./draft";
import { contactFields, describedBy, fieldIds, summaryLine, TOKEN_FIELD, type ContactField, type ContactValues, type FieldErrors } from "./form-fields";
import { startFormSession, type FormSession } from "./form-session";
import { lengthHint } from "./length-hint";

/** Spec, section 9: toasts stay 3 s. */
const ERROR_TOAST_MS = 3000;

/** Signs that someone is at the page and about to act: a visit that only loads the page and reads shows none. */
const PRESENCE_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel", "scroll", "focusin"] as const;

type Checks = typeof import("./form-schema");

/** The page script's start (src/browser/page.ts loads this module on a page with the form). */
export function init(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-contact-form]");
  const lang = document.documentElement.lang;
  if (form && isLanguage(lang)) startContactForm(form, lang);
}

/** The parts of the server's HTML (contact-form.tsx) the script fills, shows and hides. */
function partsOf(form: HTMLFormElement) {
  const one = <T extends Element>(selector: string) => {
    const element = form.querySelector<T>(selector);
    if (!element) throw new Error(`contact form: ${selector} is missing`);
    return element;
  };
  return {
    summary: one<HTMLElement>("[data-error-summary]"),
    summaryTitle: one<HTMLElement>("[data-summary-title]"),
    notice: one<HTMLElement>("[data-form-notice]"),
    noticeTitle: one<HTMLElement>("[data-notice-title]"),
    noticeDescription: one<HTMLElement>("[data-notice-description]"),
    token: one<HTMLInputElement>(`input[name=${TOKEN_FIELD}]`),
    button: one<HTMLButtonElement>("button[type=submit]"),
    buttonLabel: one<HTMLElement>("[data-submit-label]"),
    spinner: one<HTMLElement>("[data-submit-spinner]"),
    lengthHint: form.querySelector<HTMLElement>("[data-length-hint]"),
    fields: Object.fromEntries(
      contactFields.map((field) => {
        const ids = fieldIds(field);
        return [
          field,
          {
            control: one<HTMLInputElement | HTMLTextAreaElement>(`#${ids.control}`),
            error: one<HTMLElement>(`#${ids.error}`),
            summaryItem: one<HTMLElement>(`[data-summary-item=${field}]`),
            summaryLink: one<HTMLElement>(`[data-summary-item=${field}] a`),
          },
        ];
      }),
    ) as Record<ContactField, { control: HTMLInputElement | HTMLTextAreaElement; error: HTMLElement; summaryItem: HTMLElement; summaryLink: HTMLElement }>,
  };
}

function valuesOf(data: FormData): ContactValues {
  return Object.fromEntries(contactFields.map((field) => [field, String(data.get(field) ?? "")])) as ContactValues;
}

/**
 * The form with JavaScript, on the HTML the server rendered (contact-form.tsx): it checks the fields with
 * the server's own schema on submit (and, once errors show, each field again as the visitor mends it),
 * waits out the time trap, posts in the background (sendContactForm) and shows the answer in place.
 * The visit's tracking and draft are form-session.ts's. Nothing here renders markup: every state is in
 * the page's HTML, filled and un-hidden, so the first answer to a tap is a few attribute and text changes.
 */
export function startContactForm(form: HTMLFormElement, lang: Language): void {
  const parts = partsOf(form);
  const copy = JSON.parse(form.dataset.copy ?? "{}") as FormScriptCopy;
  const minFillMs = Number(form.dataset.minFillMs ?? 0);
  const session: FormSession = startFormSession(form, lang);
  /** The errors on show; none before the first press, when nothing is checked. */
  let shown: FieldErrors | null = null;
  let busy = false;
  /** When the server replaced the page's token (a stale page); the time trap counts from then. */
  let tokenReplacedAt: number | null = null;

  /**
   * The checks (form-schema.ts, with zod/mini) load on the visitor's first sign of presence, then build
   * their schema and the language's number rules while idle, and the form says so (`data-checks-ready`):
   * some 70 ms at 4× CPU that a visit which only reads should not pay, nor the first press of the button.
   * A press before they have arrived waits for them.
   */
  let checks: Promise<Checks> | undefined;
  let loadedChecks: Checks | undefined;
  const loadChecks = () =>
    (checks ??= import("./form-schema").then((module) => {
      loadedChecks = module;
      whenIdle(() => prepareCountMessages(lang));
      whenIdle(() => {
        module.prepareValidation(copy.validation);
        form.dataset.checksReady = "";
      });
      return module;
    }));
  const presence = new AbortController();
  const onPresence = () => {
    presence.abort();
    void loadChecks();
  };
  for (const type of PRESENCE_EVENTS) window.addEventListener(type, onPresence, { capture: true, passive: true, signal: presence.signal });

  // What the server rendered: its answer to a post sent before this script was live.
  const rendered = Object.fromEntries(
    contactFields.filter((field) => !parts.fields[field].error.hidden).map((field) => [field, parts.fields[field].error.textContent ?? ""]),
  );
  if (Object.keys(rendered).length > 0 || !parts.notice.hidden) shown = rendered;

  const showErrors = (errors: FieldErrors) => {
    shown = errors;
    let count = 0;
    for (const field of contactFields) {
      const { control, error, summaryItem, summaryLink } = parts.fields[field];
      const message = errors[field];
      if (message) count += 1;
      error.textContent = message ?? "";
      error.hidden = !message;
      summaryLink.textContent = summaryLine(copy.validation, copy.labels[field], message ?? "");
      summaryItem.hidden = !message;
      if (message) control.setAttribute("aria-invalid", "true");
      else control.removeAttribute("aria-invalid");
      const description = describedBy(field, Boolean(message));
      if (description) control.setAttribute("aria-describedby", description);
      else control.removeAttribute("aria-describedby");
    }
    parts.summaryTitle.textContent = count > 0 ? countMessage(copy.validation.lang, copy.validation.summary, count) : "";
    parts.summary.hidden = count === 0;
  };

  const reportValidationErrors = (errors: FieldErrors) => {
    track("form_error", { form: "contact", error_type: "validation", fields: Object.keys(errors).join(","), language: lang });
    parts.summary.focus();
  };

  const setSubmitting = (submitting: boolean) => {
    parts.button.disabled = submitting;
    parts.button.setAttribute("aria-disabled", String(submitting));
    parts.spinner.hidden = !submitting;
    parts.buttonLabel.textContent = submitting ? copy.sending : copy.submit;
  };

  const showLength = () => {
    const hint = parts.lengthHint;
    if (!hint) return;
    const next = lengthHint(copy, parts.fields.motivation.control.value.length);
    // The same words again (most keystrokes, far from the limit) change nothing.
    if (hint.textContent !== next.text) hint.textContent = next.text;
    hint.toggleAttribute("data-over", next.over);
  };

  /**
   * Once the form has shown errors, a field is checked again as the visitor mends it: its error goes as
   * soon as the value passes, while they type, and a new problem shows when they leave the field. Before
   * the first press of the button nothing is checked: nobody is told off halfway through a word.
   */
  const recheck = (target: EventTarget | null, leaving: boolean) => {
    const field = (target as HTMLInputElement | null)?.name as ContactField;
    // Errors shown before the checks have arrived came from the server: checked again once they are here.
    if (!shown || !loadedChecks || !contactFields.includes(field) || (!leaving && !shown[field])) return;
    const validation = loadedChecks.validateContact(valuesOf(new FormData(form)), copy.validation);
    const problem = validation.ok ? undefined : validation.errors[field];
    // While typing, a field still wrong keeps the message it had: it may change with every keystroke.
    if (problem === shown[field] || (problem && !leaving)) return;
    const { [field]: _mended, ...others } = shown;
    showErrors(problem ? { ...others, [field]: problem } : others);
  };

  const submit = async () => {
    // A second press while the first is still being checked or sent would post the lead twice.
    if (busy) return;
    busy = true;
    let validateContact: Checks["validateContact"];
    try {
      ({ validateContact } = loadedChecks ?? (await loadChecks()));
    } catch {
      // The checks could not load (the network dropped): the form goes as without JavaScript, and the
      // server checks it.
      form.submit();
      return;
    }
    const data = new FormData(form);
    const validation = validateContact(valuesOf(data), copy.validation);
    if (!validation.ok) {
      busy = false;
      showErrors(validation.errors);
      reportValidationErrors(validation.errors);
      return;
    }
    showErrors({});
    setSubmitting(true);
    // The server takes a complete form posted within minFillMs of its token's issue for a bot's, and
    // thanks it without storing it: a visitor who presses again at once after a refused token must wait.
    const wait = Math.max(0, minFillMs - (Date.now() - (tokenReplacedAt ?? session.startedAt)));
    if (wait > 0) await new Promise((resolve) => window.setTimeout(resolve, wait));
    session.submitted = true;
    const sent = await sendContactForm(form.getAttribute("action") ?? location.pathname, data, form.dataset.thankYou ?? "");

    if (sent.kind === "thanked") {
      track("form_submit", {
        form: "contact",
        success: true,
        time_spent: Date.now() - session.startedAt,
        fields_touched: session.fieldsTouched,
        language: lang,
      });
      clearDraft();
      // The spinner stays while the thank-you page loads.
      window.location.assign(sent.location);
      return;
    }
    session.submitted = false;
    busy = false;
    setSubmitting(false);
    if (sent.kind === "transport-failed") {
      showToast("error", copy.submitError, { durationMs: ERROR_TOAST_MS });
      track("form_error", { form: "contact", error_type: "transport-failed", error_message: sent.reason, language: lang });
      return;
    }
    const { answer } = sent;
    if (answer.token !== parts.token.value) {
      parts.token.value = answer.token;
      tokenReplacedAt = Date.now();
    }
    showErrors(answer.errors);
    parts.noticeTitle.textContent = answer.notice?.title ?? "";
    parts.noticeDescription.textContent = answer.notice?.description ?? "";
    parts.notice.hidden = !answer.notice;
    if (answer.notice) {
      // The server's own failures read as the spec's message; the visitor's situations (limit, stale page) as their notice.
      const title = answer.kind === "unavailable" || answer.kind === "bad-request" ? copy.submitError : answer.notice.title;
      showToast("error", title, { description: answer.notice.description, durationMs: ERROR_TOAST_MS });
      track("form_error", { form: "contact", error_type: answer.kind, error_message: answer.notice.title, language: lang });
    } else if (Object.keys(answer.errors).length > 0) {
      reportValidationErrors(answer.errors);
    }
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void submit();
  });
  form.addEventListener("input", (event) => {
    if (event.target === parts.fields.motivation.control) showLength();
    recheck(event.target, false);
  });
  form.addEventListener("focusout", (event) => recheck(event.target, true));
  // Back from the thank-you page the browser may show this page as it was left, mid-send: it is usable
  // again. Sent again, the form carries the same token, and the server stores the lead once (ADR 0018).
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    busy = false;
    setSubmitting(false);
  });
  // A restored draft, or what was typed before this script was live: the server's hint counted none of it.
  const message = parts.fields.motivation.control;
  if (message.value !== message.defaultValue) showLength();
}

/** How one post of the form ended, as the form's script sees it. */
type SentForm =
  /** Stored (or taken for a bot): the server redirected to the thank-you page. */
  | { kind: "thanked"; location: string }
  | { kind: "answered"; answer: ContactAnswer }
  /** No usable answer: a network drop, a proxy's error page, a refused origin. */
  | { kind: "transport-failed"; reason: string };

/**
 * Posts the form the way a browser without JavaScript does (URL-encoded, to the page's own path), so the
 * server's one entry answers it (server/http/contact-post.ts), but asks for the answer as JSON. A stored lead is answered
 * with a 303 to the thank-you page, which fetch follows: its URL tells where to go.
 */
async function sendContactForm(path: string, data: FormData, thankYouPath: string): Promise<SentForm> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { Accept: ANSWER_MEDIA_TYPE },
      body: new URLSearchParams([...data].map(([name, value]) => [name, String(value)])),
    });
  } catch (error) {
    return {
      kind: "transport-failed",
      reason: error instanceof Error ? error.message : String(error),
    };
  }
  if (response.redirected && new URL(response.url).pathname === thankYouPath) return { kind: "thanked", location: response.url };
  if (!response.headers.get("content-type")?.startsWith(ANSWER_MEDIA_TYPE)) {
    return { kind: "transport-failed", reason: `HTTP ${response.status}` };
  }
  try {
    return {
      kind: "answered",
      answer: (await response.json()) as ContactAnswer,
    };
  } catch (error) {
    return {
      kind: "transport-failed",
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}
