import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler } from "express";
import { log } from "~server/log";

/** Enough of a path to tell what was asked, not a scanner's 8 KB of it in every log line. */
const LOGGED_PATH_CHARS = 200;

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}

/**
 * The last handler: what Express's own would print as a multi-line stack trace becomes one JSON line.
 * A 4xx is the client's doing — a malformed percent-encoding, bad JSON, a body over the limit, what
 * scanners send all day — so it is logged as information without a stack; only a 5xx is an error, with
 * its stack inside the line. The answer is the status's plain text, never the error's details.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const status = statusOf(error);
  const path = (req.originalUrl.split("?")[0] ?? "").slice(0, LOGGED_PATH_CHARS);
  if (status < 500) {
    log.info("request refused", { status, method: req.method, path, reason: error instanceof Error ? error.message.slice(0, LOGGED_PATH_CHARS) : undefined });
  } else {
    log.error("request failed", { status, method: req.method, path, error: error instanceof Error ? error.stack : String(error) });
  }
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  res
    .status(status)
    .type("text/plain")
    .send(`${STATUS_CODES[status] ?? "Error"}\n`);
};
