import type { OutgoingHttpHeaders } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";

/** Hosts of the analytics tags, added only when their IDs are configured (app/.server/analytics-config.ts). */
export interface ExtraSources {
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
}

const none: ExtraSources = { script: [], connect: [], img: [] };

/**
 * Helmet with a Content-Security-Policy that fits the site: React Router inlines its hydration data as
 * a script, and the prerendered pages are static files, so a per-request nonce is not available;
 * everything else is restricted to this origin.
 */
export function securityHeaders(extra: ExtraSources = none): RequestHandler[] {
  return [helmetHeaders(extra), permissionsPolicy];
}

/**
 * The site asks for no powerful feature: none may be used by it or by anything it embeds. The header is
 * one of the Observatory's rules (issue 14), and a tag loaded after consent gains no camera or location.
 */
const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader("Permissions-Policy", "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()");
  next();
};

function helmetHeaders(extra: ExtraSources) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'", ...extra.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...extra.img],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...extra.connect],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Helmet's default, no-referrer, makes a browser send "Origin: null" with a form post, so the
    // contact form would fail the origin check without JavaScript. same-origin still tells no other site.
    referrerPolicy: { policy: "same-origin" },
  });
}

/**
 * The headers securityHeaders() sets on every response, as values: for answers written before Express
 * (server/prerendered.ts), which must carry the same ones.
 */
export function securityHeaderValues(extra: ExtraSources = none): OutgoingHttpHeaders {
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
