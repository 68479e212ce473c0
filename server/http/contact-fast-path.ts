import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { clientAddress } from "./client-address";
import { languages } from "~/i18n/languages";
import { pagePath } from "~/lib/pages";
import { isUrlEncoded, MAX_BODY_BYTES, parsePostedForm } from "~/features/contact/read-form.server";
import type { ContactService } from "~/features/contact/service.server";
import { isThanked, thankYouLocation } from "~/features/contact/submit.server";

/** A Host header that a URL parser reads back unchanged: a DNS name or an address, and a port. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The contact form's post in its ordinary shape, with or without JavaScript, answered before the page is
 * rendered (ADR 0012): the same submission (`ContactService.submit`), the same 303, for a fraction of
 * the CPU.
 *
 * Only a post the contact page would certainly take is taken: POST to a contact page's own path (no
 * query, no trailing slash), URL-encoded, with a declared length within the body limit, and an `Origin`
 * equal to the request's own origin. Anything else (multipart, a missing or foreign Origin, a proxy's
 * X-Forwarded-Host, chunked or oversized bodies) goes to the page untouched
 * (src/features/contact/contact-request.server.ts), which applies its own checks.
 *
 * A submission that does not end in the thank-you page (invalid fields, stale form, rate limit,
 * database down, malformed body) still needs its page rendered: its outcome is handed to the page
 * (`res.locals.contactOutcome`, then `Astro.locals`), which answers with it instead of submitting again.
 */
export function contactFastPath(contact: ContactService): RequestHandler {
  const languageOfPath = new Map(languages.map((lang) => [pagePath("contact", lang), lang]));
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const lang = languageOfPath.get(req.url);
    if (!lang) return next();
    const contentType = req.headers["content-type"] ?? "";
    const length = Number(req.headers["content-length"]);
    if (!isUrlEncoded(contentType) || !(length <= MAX_BODY_BYTES) || req.headers["transfer-encoding"] !== undefined) return next();
    if (!sameOrigin(req)) return next();

    contact
      .submit({ readForm: () => readBody(req).then((body) => parsePostedForm(contentType, body)), clientIp: clientAddress(req), lang })
      .then((outcome) => {
        if (!isThanked(outcome)) {
          res.locals.contactOutcome = outcome;
          return next();
        }
        // Nothing to compress and nothing to render: a bodiless redirect, with the security headers
        // helmet has already set.
        res.statusCode = 303;
        res.setHeader("Location", thankYouLocation(outcome, lang));
        res.setHeader("Content-Length", "0");
        res.end();
      })
      // A visitor who went away mid-post has nobody to answer; anything else is a server error.
      .catch((error: unknown) => (req.socket.destroyed ? undefined : next(error)));
  };
}

/**
 * The contact page refuses a post whose Origin is another host than the request's. This takes only the
 * plain case, where both are certainly the same; any doubt goes to the page's own check.
 */
function sameOrigin(req: Parameters<RequestHandler>[0]): boolean {
  const host = req.headers.host;
  if (host === undefined || req.headers["x-forwarded-host"] !== undefined || !PLAIN_HOST.test(host)) return false;
  return req.headers.origin === `${req.protocol}://${host}`;
}

/** The whole body; its declared length is within MAX_BODY_BYTES, and Node reads no further than that. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.once("error", reject);
    // After "end" this changes nothing; before it, the visitor went away mid-post.
    req.once("close", () => reject(new Error("the request closed before its body ended")));
  });
}
