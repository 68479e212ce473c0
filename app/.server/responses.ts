import { data } from "react-router";
import { log } from "./log";

/** Ends the request with the 404 page and records which path was asked for (spec, section 8). */
export function notFound(request: Request): never {
  const url = new URL(request.url);
  // The path only: a query string can carry personal data (e-mail addresses in shared links).
  log.warn("page not found", { path: url.pathname });
  throw data(null, { status: 404 });
}
