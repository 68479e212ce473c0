/** One JSON object per line on stdout/stderr, so a log collector can index the fields. */
type Fields = Record<string, unknown>;

function write(level: "info" | "warn" | "error", msg: string, fields?: Fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "info") console.log(line);
  else if (level === "warn") console.warn(line);
  else console.error(line);
}

export const log = {
  info: (msg: string, fields?: Fields) => write("info", msg, fields),
  warn: (msg: string, fields?: Fields) => write("warn", msg, fields),
  error: (msg: string, fields?: Fields) => write("error", msg, fields),
};

/**
 * What a failure is, fit for a log line: the innermost cause's message and SQLSTATE. A query error's own
 * message repeats the statement and its parameters — a visitor's name, e-mail and message — which have
 * no place in a log.
 */
export function failure(error: unknown): Fields {
  let innermost = error;
  while (innermost instanceof Error && innermost.cause !== undefined) innermost = innermost.cause;
  const code = (innermost as { code?: unknown } | null)?.code;
  return { error: innermost instanceof Error ? innermost.message : String(innermost), ...(typeof code === "string" ? { code } : {}) };
}
