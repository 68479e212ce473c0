import { contactFields, HONEYPOT_FIELD, TOKEN_FIELD, type ContactValues } from "./form-schema";

/** Refused before parsing: no honest submission comes near it (5,000 CJK characters encode to ~45 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

export interface PostedForm {
  values: ContactValues;
  honeypot: string;
  token: string | undefined;
}

export type ReadResult =
  | { ok: true; form: PostedForm }
  /** `values`: what could still be read of a refused post, to give back to the visitor. */
  | { ok: false; status: 400 | 413 | 415; reason: string; values?: ContactValues };

const ACCEPTED_FIELDS = new Set<string>([...contactFields, HONEYPOT_FIELD, TOKEN_FIELD]);

/**
 * Reads a form post defensively: size capped while streaming, URL-encoded or multipart only, strict
 * UTF-8, every known field at most once. Missing fields are empty strings for the validator to report.
 */
export async function readContactForm(request: Request): Promise<ReadResult> {
  const contentType = request.headers.get("content-type") ?? "";
  const urlEncoded = isUrlEncoded(contentType);
  const multipart = contentType.toLowerCase().startsWith("multipart/form-data");
  if (!urlEncoded && !multipart) {
    // Not a form: there is nothing in it to give back.
    await discard(request);
    return { ok: false, status: 415, reason: "unsupported content type" };
  }

  // A browser declares the length of a form post; an over-long one is still read up to the cap, so the
  // fields before the cut can be given back (the form's maxLength keeps a person from getting here).
  const read = await readCapped(request).catch(() => undefined);
  // The client went away mid-body (a closed tab, a dropped connection): nobody is left to answer, and
  // it is their doing, not a failure of ours to log as one.
  if (!read) return { ok: false, status: 400, reason: "body not received" };
  const { body, complete } = read;
  if (!complete) return { ok: false, status: 413, reason: "body too large", values: urlEncoded ? valuesBeforeCut(body) : undefined };

  return parsePostedForm(request.headers.get("content-type")!, body);
}

/**
 * A whole form body (at most MAX_BODY_BYTES) of an accepted content type, as its fields. Shared by
 * `readContactForm` and the Express fast path (server/http/contact-fast-path.ts), which reads Node's request
 * itself; the checks after the reading are the same for both.
 */
export async function parsePostedForm(contentType: string, body: Buffer): Promise<ReadResult> {
  let entries: [string, string][];
  try {
    entries = isUrlEncoded(contentType) ? parseUrlEncoded(body) : await parseMultipart(body, contentType);
  } catch {
    return { ok: false, status: 400, reason: "malformed body" };
  }

  const seen = new Map<string, string>();
  for (const [name, value] of entries) {
    if (!ACCEPTED_FIELDS.has(name)) continue;
    if (seen.has(name)) return { ok: false, status: 400, reason: `repeated field ${name}` };
    seen.set(name, value);
  }
  const values = Object.fromEntries(contactFields.map((field) => [field, seen.get(field) ?? ""])) as ContactValues;
  return { ok: true, form: { values, honeypot: seen.get(HONEYPOT_FIELD) ?? "", token: seen.get(TOKEN_FIELD) } };
}

/** What a form without JavaScript posts (the default enctype). */
export function isUrlEncoded(contentType: string): boolean {
  return contentType.toLowerCase().startsWith("application/x-www-form-urlencoded");
}

/** The body up to MAX_BODY_BYTES; `complete` is false when there was more (then dropped). */
async function readCapped(request: Request): Promise<{ body: Buffer; complete: boolean }> {
  if (!request.body) return { body: Buffer.alloc(0), complete: true };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      chunks.push(value.subarray(0, value.byteLength - (size - MAX_BODY_BYTES)));
      await discard(request, reader, size);
      return { body: Buffer.concat(chunks), complete: false };
    }
    chunks.push(value);
  }
  return { body: Buffer.concat(chunks), complete: true };
}

/**
 * The complete fields of a URL-encoded body cut at the cap: every pair before the last "&" is whole; the
 * cut one (usually the long message) stays empty. A cut multipart body has no closing boundary and
 * cannot be parsed, so it gives nothing back.
 */
function valuesBeforeCut(body: Buffer): ContactValues | undefined {
  const cut = body.lastIndexOf("&");
  if (cut === -1) return undefined;
  try {
    const pairs = parseUrlEncoded(body.subarray(0, cut));
    return Object.fromEntries(contactFields.map((field) => [field, pairs.find(([name]) => name === field)?.[1] ?? ""])) as ContactValues;
  } catch {
    return undefined;
  }
}

/** Cancelling a request body resets the connection before the answer arrives. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * Reads and drops a refused body, so the client receives the answer, not a reset connection. Past 1 MB
 * the connection is cut: nobody honest sends that much here.
 */
async function discard(request: Request, reader = request.body?.getReader(), alreadyRead = 0) {
  if (!reader) return;
  let size = alreadyRead;
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
    if (done) return;
    size += value.byteLength;
    if (size > DRAIN_LIMIT_BYTES) {
      await reader.cancel().catch(() => undefined);
      return;
    }
  }
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** URLSearchParams would turn invalid UTF-8 into U+FFFD and store it; this refuses it instead. */
function parseUrlEncoded(body: Buffer): [string, string][] {
  const text = strictUtf8.decode(body);
  if (text === "") return [];
  return text
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals === -1 ? pair : pair.slice(0, equals);
      const value = equals === -1 ? "" : pair.slice(equals + 1);
      return [decodeURIComponent(name.replace(/\+/g, " ")), decodeURIComponent(value.replace(/\+/g, " "))];
    });
}

async function parseMultipart(body: Buffer, contentType: string): Promise<[string, string][]> {
  strictUtf8.decode(body);
  const data = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  return [...data.entries()].map(([name, value]) => {
    if (typeof value !== "string") throw new Error(`file in field ${name}`);
    return [name, value];
  });
}
