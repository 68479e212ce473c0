import type { OutgoingHttpHeaders } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { contentSecurityDirectives, type TagSources, withTagSources } from "./content-security";

/** A policy's directives as helmet takes them: name, then sources. */
function directives(policy: string): [string, string[]][] {
  return policy.split("; ").map((directive) => {
    const [name = "", ...sources] = directive.split(" ");
    return [name, sources];
  });
}

const none: TagSources = { script: [], connect: [], img: [], frame: [] };

/**
 * Helmet and a Permissions-Policy, on every response. A page replaces helmet's Content-Security-Policy
 * with its own, which Astro writes with the hashes of the page's inline scripts (server/http/content-security.ts);
 * every other response gets the same directives with scripts from this origin only.
 */
export function securityHeaders(extra: TagSources = none): RequestHandler[] {
  return [helmetHeaders(extra), permissionsPolicy];
}

/**
 * The site asks for no powerful feature: none may be used by it or by anything it embeds. The header is
 * one of the Observatory's rules (issue 14), and a tag loaded after consent gains no camera or location.
 */
const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader(
    "Permissions-Policy",
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
  );
  next();
};

function helmetHeaders(extra: TagSources) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        directives(withTagSources(`${contentSecurityDirectives.join("; ")}; script-src 'self'; style-src 'self' 'unsafe-inline'`, extra)),
      ),
    },
    crossOriginEmbedderPolicy: false,
    // Helmet's default, no-referrer, makes a browser send "Origin: null" with a form post, so the
    // contact form would fail the origin check without JavaScript. same-origin still tells no other site.
    referrerPolicy: { policy: "same-origin" },
  });
}

/**
 * The headers securityHeaders() sets on every response, as values: for answers written before Express
 * (server/http/prerendered.ts), which must carry the same ones.
 */
export function securityHeaderValues(extra: TagSources = none): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const recorder = {
    setHeader: (name: string, value: string | number | string[]) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  } as unknown as Response;
  const request = { headers: {}, method: "GET", url: "/" } as Request;
  for (const handler of securityHeaders(extra)) handler(request, recorder, () => {});
  return headers;
}
