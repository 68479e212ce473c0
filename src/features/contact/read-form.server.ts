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
 * `body` is the request's byte stream (Node's request in server/http/contact-post.ts).
 */
export async function readPostedForm(contentType: string, body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<ReadResult> {
  const urlEncoded = isUrlEncoded(contentType);
  const multipart = contentType.toLowerCase().startsWith("multipart/form-data");
  if (!urlEncoded && !multipart) {
    // Not a form: there is nothing in it to give back.
    await readCapped(body, 0).catch(() => undefined);
    return { ok: false, status: 415, reason: "unsupported content type" };
  }

  // A browser declares the length of a form post; an over-long one is still read up to the cap, so the
  // fields before the cut can be given back (the form's maxLength keeps a person from getting here).
  const read = await readCapped(body, MAX_BODY_BYTES).catch(() => undefined);
  // The client went away mid-body (a closed tab, a dropped connection): nobody is left to answer, and
  // it is their doing, not a failure of ours to log as one.
  if (!read) return { ok: false, status: 400, reason: "body not received" };
  const { bytes, complete } = read;
  if (!complete) return { ok: false, status: 413, reason: "body too large", values: urlEncoded ? valuesBeforeCut(bytes) : undefined };

  return parsePostedForm(contentType, bytes);
}

/**
 * A whole form body (at most MAX_BODY_BYTES) of an accepted content type, as its fields; also the
 * server's warm-up before it listens (service.server.ts).
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

/** Cancelling a request body resets the connection before the answer arrives. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * The body up to `keepBytes`; `complete` is false when there was more. The rest is read and dropped, so
 * the client receives the answer, not a reset connection; past 1 MB the connection is cut (leaving the
 * loop closes the request): nobody honest sends that much here.
 */
async function readCapped(body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, keepBytes: number): Promise<{ bytes: Buffer; complete: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    const kept = Math.min(chunk.byteLength, Math.max(0, keepBytes - size));
    if (kept > 0) chunks.push(kept === chunk.byteLength ? chunk : chunk.subarray(0, kept));
    size += chunk.byteLength;
    if (size > DRAIN_LIMIT_BYTES) break;
  }
  return {
    bytes: chunks.length === 1 ? Buffer.from(chunks[0]!.buffer, chunks[0]!.byteOffset, chunks[0]!.byteLength) : Buffer.concat(chunks),
    complete: size <= keepBytes,
  };
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
