import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { VITALS_ENDPOINT } from "~/features/analytics/vitals-report";
import { contactSlugs } from "~/lib/pages";

/** Every page and file: read only. */
const READ = ["GET", "HEAD"] as const;
const FORM = [...READ, "POST"] as const;

/**
 * The contact routes in any language segment, with either language's slug: the page itself answers a
 * language the site lacks (404) or another language's slug (301), as it does for a GET.
 */
const CONTACT_ROUTE = new RegExp(`^/[^/]+/(?:${[...new Set(Object.values(contactSlugs))].join("|")})$`);

/** The methods an address takes: the contact routes are posted to, the consent and vitals APIs only posted to. */
function allowedAt(pathname: string): readonly string[] {
  if (pathname === "/api/consent" || pathname === VITALS_ENDPOINT) return ["POST"];
  return CONTACT_ROUTE.test(pathname) ? FORM : READ;
}

export interface MethodGate {
  /** Answers 405 with `Allow` to a method the address does not take; false, having written nothing, otherwise. */
  refuse(req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * Checked before anything else reads the request: a method no route takes (PUT, DELETE, TRACE, OPTIONS,
 * WebDAV…) is answered 405 at once, never handed to a page that might store a lead or to a framework
 * that answers it with a 500.
 */
export function methodGate(headers: OutgoingHttpHeaders): MethodGate {
  return {
    refuse(req, res) {
      const method = req.method ?? "";
      const url = req.url ?? "/";
      const queryStart = url.indexOf("?");
      const pathname = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(/(?<=.)\/+$/, "");
      const allowed = allowedAt(pathname);
      if (allowed.includes(method)) return false;
      const body = "Method Not Allowed\n";
      res.writeHead(405, {
        ...headers,
        allow: allowed.join(", "),
        "content-type": "text/plain; charset=utf-8",
        "content-length": Buffer.byteLength(body),
        "cache-control": "no-store",
        // The request's body, if any, is neither wanted nor waited for: this connection ends here.
        connection: "close",
      });
      res.end(method === "HEAD" ? undefined : body);
      return true;
    },
  };
}
