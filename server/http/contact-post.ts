import type { Request, RequestHandler } from "express";
import { clientAddress } from "./client-address";
import { contactCopy } from "~/content/contact";
import { ANSWER_MEDIA_TYPE } from "~/features/contact/contact-answer";
import { readPostedForm } from "~/features/contact/read-form.server";
import { answerTo, isThanked, thankYouLocation, type ContactService, type HandedContactPost } from "~/features/contact/service.server";
import { languages } from "~/i18n/languages";
import { pagePath } from "~/lib/pages";

/**
 * The contact form's one entry (ADR 0038): every POST to a contact page's own path is submitted or
 * refused here, before the page is rendered, with or without JavaScript, in any encoding a browser
 * sends. A thanked post is answered with a bodiless 303 to the thank-you page; the form's script gets
 * its answer as JSON; a browser without JavaScript gets the page rendered with the answer (the status
 * and headers set here). The page itself never submits (src/features/contact/contact-request.server.ts).
 *
 * Another path (another language's slug, a trailing slash, capitals) goes on to the site, which moves
 * it (301) or answers 404, and stores nothing.
 */
export function contactPost(contact: ContactService): RequestHandler {
  const languageOfPath = new Map(languages.map((lang) => [pagePath("contact", lang), lang]));
  return (req, res, next) => {
    const lang = req.method === "POST" ? languageOfPath.get(req.path) : undefined;
    if (!lang) return next();
    // Every answer carries a new token, whose unsigned part is the lead's idempotency key: no shared cache keeps it.
    res.setHeader("Cache-Control", "private, no-cache");
    if (fromAnotherSite(req)) {
      res.statusCode = 403;
      res.locals.contactPost = { refused: "foreign-origin" } satisfies HandedContactPost;
      return next();
    }

    const contentType = req.headers["content-type"] ?? "";
    contact
      .submit({ readForm: () => readPostedForm(contentType, req), clientIp: clientAddress(req), lang })
      .then((outcome) => {
        if (isThanked(outcome)) {
          // Nothing to compress and nothing to render, with the security headers helmet has already set.
          res.statusCode = 303;
          res.setHeader("Location", thankYouLocation(outcome, lang));
          res.setHeader("Content-Length", "0");
          return void res.end();
        }
        const handed = answerTo(outcome, contactCopy(lang));
        res.statusCode = handed.status;
        for (const [name, value] of Object.entries(handed.headers)) res.setHeader(name, value);
        if (req.headers.accept?.includes(ANSWER_MEDIA_TYPE)) return void res.json(handed.answer);
        res.locals.contactPost = handed satisfies HandedContactPost;
        next();
      })
      // A visitor who went away mid-post has nobody to answer; anything else is a server error.
      .catch((error: unknown) => (req.socket.destroyed ? undefined : next(error)));
  };
}

/**
 * A browser always names the page a post comes from in `Origin`; a post from another site is refused
 * before it is read or counted, so a foreign page cannot spend a visitor's rate-limit allowance either.
 * A post without `Origin` (not a browser's) goes on to the form's own checks. Hosts are compared, not
 * schemes: behind a proxy that ends TLS the server sees http while the browser says https. The host is
 * the request's `Host`, as the proxy passes it on (X-Forwarded-Host is not read, as Astro does not).
 */
function fromAnotherSite(req: Request): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  const host = req.headers.host ?? "";
  return !URL.canParse(origin) || !URL.canParse(`http://${host}`) || new URL(origin).host !== new URL(`http://${host}`).host;
}
