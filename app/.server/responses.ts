import { data } from "react-router";
import { log } from "./log";

/** Ends the request with the 404 page and records which path was asked for (spec, section 8). */
export function notFound(request: Request): never {
  const url = new URL(request.url);
  log.warn("page not found", { path: url.pathname + url.search });
  throw data(null, { status: 404 });
}
