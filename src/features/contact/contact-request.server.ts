import type { ContactService, HandedContactPost } from "./service.server";
import { contactCopy } from "~/content/contact";
import type { ContactCopy } from "~/content/contact/schema";
import { isLanguage, type Language } from "~/i18n/languages";
import { pagePath } from "~/lib/pages";
import { issueFormToken } from "./form-token.server";
import type { ContactAnswer } from "./contact-answer";

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
    contact?: Pick<ContactService, "tokens"> | undefined;
    /** What server/http/contact-post.ts decided about a post to this page. */
    contactPost?: HandedContactPost | undefined;
  };
  response: { status?: number; headers: Headers };
}

/**
 * A contact request answered with an error page instead of the form: "not-found" for a language the
 * site does not have (never stored nor thanked), "foreign-origin" for a post from another site.
 */
export type ContactRefusal = { refused: "not-found" } | { refused: "foreign-origin"; lang: Language };

/**
 * One request to a contact page, which only renders: a Response when nothing is to be rendered (another
 * language's slug), a refusal for an error page, otherwise the page's data; the status and headers are
 * already set. A post was submitted, or refused, before the page (server/http/contact-post.ts).
 */
export function contactRequest({ request, url, params, locals, response }: ContactRequestContext): Response | ContactPageData | ContactRefusal {
  if (!isLanguage(params.lang)) {
    response.status = 404;
    return { refused: "not-found" };
  }
  const lang = params.lang;
  const expected = pagePath("contact", lang);
  // /it/contact and /fr/contattaci: another language's slug moves permanently to this language's one,
  // for a post too, so nothing is ever stored from an address the contact post does not know.
  if (url.pathname.replace(/\/+$/, "") !== expected) return new Response(null, { status: 301, headers: { Location: expected + url.search } });

  // Every render carries its own token, whose unsigned part is the lead's idempotency key: a shared
  // cache (a CDN keeping an answer without Cache-Control) would give every visitor the same one, and
  // each lead after the first would be thanked and dropped as a repeat. The browser's own copy may
  // stay (back and forward), checked again before use.
  response.headers.set("cache-control", "private, no-cache");
  const contact = locals.contact;
  if (!contact) throw new Error("The contact page needs the server's form services: serve it with server/index.ts.");
  const page: ContactPageData = {
    lang,
    copy: contactCopy(lang),
    token: issueFormToken(contact.tokens.secret),
    minFillMs: contact.tokens.minFillMs,
  };
  const handed = locals.contactPost;
  if (request.method !== "POST") return page;
  if (!handed) throw new Error("A post reached the contact page without server/http/contact-post.ts, its one entry: serve it with server/index.ts.");
  if ("refused" in handed) {
    response.status = 403;
    return { refused: "foreign-origin", lang };
  }
  response.status = handed.status;
  for (const [name, value] of Object.entries(handed.headers)) response.headers.set(name, value);
  return { ...page, token: handed.answer.token, answer: handed.answer };
}
