import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { contactSlugs, pagePath } from "../src/lib/pages";
import { languages } from "../src/i18n/languages";

/** Every page and file: read only. */
const READ = ["GET", "HEAD"] as const;

/**
 * The only addresses that take a post, and the methods of each. The contact paths include another
 * language's slug (/it/contact), which the page redirects; the consent API is posted to only.
 */
function postTargets(): Map<string, readonly string[]> {
  const targets = new Map<string, readonly string[]>([["/api/consent", ["POST"]]]);
  for (const lang of languages) {
    for (const slug of new Set(Object.values(contactSlugs))) targets.set(`/${lang}/${slug}`, [...READ, "POST"]);
    targets.set(pagePath("contact", lang), [...READ, "POST"]);
  }
  return targets;
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
  const targets = postTargets();
  return {
    refuse(req, res) {
      const method = req.method ?? "";
      const url = req.url ?? "/";
      const queryStart = url.indexOf("?");
      const pathname = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(/(?<=.)\/+$/, "");
      const allowed = targets.get(pathname) ?? READ;
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
