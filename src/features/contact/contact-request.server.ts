import type { ContactService } from "./service.server";
import { readContactForm } from "./read-form.server";
import type { SubmissionOutcome, ThankedOutcome } from "./outcome";
import { isThanked, thankYouLocation } from "./submit.server";
import { contactCopy } from "~/content/contact";
import type { ContactCopy } from "~/content/contact/schema";
import { isLanguage, type Language } from "~/i18n/languages";
import { countMessage } from "~/i18n/plural";
import { emptyValues } from "./form-schema";
import { pagePath } from "~/lib/pages";
import { issueFormToken } from "./form-token.server";
import { ANSWER_MEDIA_TYPE, type ContactAnswer } from "./contact-answer";

/** What the contact page is rendered from. */
export interface ContactPageData {
  lang: Language;
  copy: ContactCopy;
  token: string;
  /** The server's time trap; with JavaScript the form waits out the rest rather than look like a bot. */
  minFillMs: number;
  /** Set when a post without JavaScript shows the form again. */
  answer?: ContactAnswer;
}

/** The part of Astro's page context the contact routes use (src/pages/[lang]/contact.astro, contattaci.astro). */
export interface ContactRequestContext {
  request: Request;
  url: URL;
  params: { lang?: string | undefined };
  locals: {
    contact?: ContactService | undefined;
    clientIp?: string | undefined;
    contactOutcome?: SubmissionOutcome | undefined;
  };
  response: { status?: number; headers: Headers };
}

/**
 * A contact request answered with an error page instead of the form: "not-found" for a language the
 * site does not have (never stored nor thanked), "foreign-origin" for a post from another site.
 */
export type ContactRefusal = { refused: "not-found" } | { refused: "foreign-origin"; lang: Language };

/**
 * One request to a contact page: a Response when nothing is to be rendered (redirects, the JSON
 * answers to the form's script), a refusal for an error page, otherwise the page's data; the status and headers are
 * already set.
 */
export async function contactRequest({ request, url, params, locals, response }: ContactRequestContext): Promise<Response | ContactPageData | ContactRefusal> {
  if (!isLanguage(params.lang)) {
    response.status = 404;
    return { refused: "not-found" };
  }
  const lang = params.lang;
  const expected = pagePath("contact", lang);
  // /it/contact and /fr/contattaci: another language's slug moves permanently to this language's one,
  // for a post too, so nothing is ever stored from an address the fast path does not know.
  if (url.pathname.replace(/\/+$/, "") !== expected) return redirect(expected + url.search, 301);

  // Every render carries its own token, whose unsigned part is the lead's idempotency key: a shared
  // cache (a CDN keeping an answer without Cache-Control) would give every visitor the same one, and
  // each lead after the first would be thanked and dropped as a repeat. The browser's own copy may
  // stay (back and forward), checked again before use.
  response.headers.set("cache-control", "private, no-cache");
  const contact = locals.contact;
  if (!contact) throw new Error("The contact page needs the server's database and form services: serve it with server/index.ts.");
  const copy = contactCopy(lang);
  const page: ContactPageData = {
    lang,
    copy,
    token: issueFormToken(contact.tokens.secret),
    minFillMs: contact.tokens.minFillMs,
  };
  if (request.method !== "POST") return page;

  // The fast path has already checked the origin of the posts it submitted (server/http/contact-fast-path.ts).
  if (!locals.contactOutcome && fromAnotherSite(request, url)) {
    response.status = 403;
    return { refused: "foreign-origin", lang };
  }
  const outcome =
    locals.contactOutcome ??
    (await contact.submit({
      readForm: () => readContactForm(request),
      clientIp: locals.clientIp ?? "unknown",
      lang,
    }));
  if (isThanked(outcome)) return redirect(thankYouLocation(outcome, lang), 303);

  const { answer, status, headers } = answerTo(outcome, copy);
  if (request.headers.get("accept")?.includes(ANSWER_MEDIA_TYPE)) return Response.json(answer, { status, headers });
  response.status = status;
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return { ...page, token: answer.token, answer };
}

/**
 * A browser always names the page a post comes from in `Origin`; a post from another site is refused
 * before it is read or counted, so a foreign page cannot spend a visitor's rate-limit allowance either.
 * A post without `Origin` (not a browser's) is let through to the form's own checks; the refusal is
 * the localized 403 page, which leads to the form on this site. Hosts are compared, not schemes: behind a proxy that ends TLS the
 * server sees http while the browser says https.
 */
function fromAnotherSite(request: Request, url: URL): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return !URL.canParse(origin) || new URL(origin).host !== url.host;
}

interface AnswerResponse {
  answer: ContactAnswer;
  status: number;
  headers: Record<string, string>;
}

function answerTo(outcome: Exclude<SubmissionOutcome, ThankedOutcome>, copy: ContactCopy): AnswerResponse {
  const answer = (notice: ContactAnswer["notice"], values = emptyValues): ContactAnswer => ({
    kind: outcome.kind,
    values,
    errors: outcome.kind === "invalid" ? outcome.errors : {},
    notice,
    token: outcome.token,
  });
  switch (outcome.kind) {
    case "invalid":
      return { answer: answer(null, outcome.values), status: 400, headers: {} };
    case "expired":
      return {
        answer: answer(copy.expired, outcome.values),
        status: 400,
        headers: {},
      };
    case "rate-limited": {
      const notice = {
        title: copy.rateLimited.title,
        description: countMessage(copy.validation.lang, copy.rateLimited.description, Math.ceil(outcome.retryAfterSeconds / 60), "minutes"),
      };
      return {
        answer: answer(notice, outcome.values),
        status: 429,
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
      };
    }
    case "unavailable":
      return {
        answer: answer(copy.unavailable, outcome.values),
        status: 503,
        headers: { "Retry-After": "30" },
      };
    case "bad-request":
      return {
        answer: answer(copy.badRequest, outcome.values),
        status: outcome.status,
        headers: {},
      };
  }
}

function redirect(location: string, status: 301 | 303): Response {
  return new Response(null, { status, headers: { Location: location } });
}
