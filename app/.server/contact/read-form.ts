import { contactFields, HONEYPOT_FIELD, TOKEN_FIELD, type ContactValues } from "~/lib/contact-form";

/** Refused before parsing: no honest submission comes near it (5,000 CJK characters encode to ~45 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

export interface PostedForm {
  values: ContactValues;
  honeypot: string;
  token: string | undefined;
}

export type ReadResult =
  | { ok: true; form: PostedForm }
  | { ok: false; status: 400 | 413 | 415; reason: string };

const ACCEPTED_FIELDS = new Set<string>([...contactFields, HONEYPOT_FIELD, TOKEN_FIELD]);

/**
 * Reads a form post defensively: size capped while streaming, URL-encoded or multipart only, strict
 * UTF-8, every known field at most once. Missing fields are empty strings for the validator to report.
 */
export async function readContactForm(request: Request): Promise<ReadResult> {
  const declared = request.headers.get("content-length");
  if (declared && Number(declared) > MAX_BODY_BYTES) {
    await discard(request);
    return { ok: false, status: 413, reason: "body too large" };
  }
  const contentType = (request.headers.get("content-type") ?? "").toLowerCase();
  const urlEncoded = contentType.startsWith("application/x-www-form-urlencoded");
  const multipart = contentType.startsWith("multipart/form-data");
  if (!urlEncoded && !multipart) {
    await discard(request);
    return { ok: false, status: 415, reason: "unsupported content type" };
  }

  const body = await readCapped(request);
  if (!body) return { ok: false, status: 413, reason: "body too large" };

  let entries: [string, string][];
  try {
    entries = urlEncoded ? parseUrlEncoded(body) : await parseMultipart(body, request.headers.get("content-type")!);
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

async function readCapped(request: Request): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await discard(request, reader, size);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
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
  return text.split("&").filter(Boolean).map((pair) => {
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
