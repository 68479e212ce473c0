// The hostile corpus of `npm run bench:reliability` (part 2, ./reliability-hostile.ts): requests drawn
// from a seed, every method, malformed request lines and URLs (raw sockets where http.request refuses),
// bad bodies, content types, tokens, fields and headers against the pages, the contact routes, the API and
// /healthz. Every post is invalid by construction: none may store a row.
import { createHmac } from "node:crypto";
import { FORM_SECRET } from "./contact-client.ts";
import { B64URL, PRINTABLE, prng, type Random } from "./reliability-tools.ts";

type Headers = Record<string, string>;
/** Functions when large or time-dependent (a too-fast token is signed when sent). */
type Body = string | Buffer | (() => string | Buffer);

/** Sent with http.request on a connection of its own. */
export interface HttpRequest {
  index: number;
  category: string;
  label: string;
  method: string;
  path: string;
  headers: Headers;
  body?: Body;
  /** Written in several parts without a length: Node sends them chunked. */
  chunked?: boolean;
  raw?: undefined;
}

/** How a raw request ends: the client half-closes right after its bytes, or goes away after a while. */
interface RawMode {
  halfClose?: boolean;
  abortAfterMs?: number;
}

/** Written as bytes on a socket: what http.request will not write. */
export interface RawRequest extends RawMode {
  index: number;
  category: string;
  label: string;
  raw: Buffer;
}

export type CorpusRequest = HttpRequest | RawRequest;

/** A token the server signed itself would carry (the bench knows FORM_SECRET): for expired and too-fast forms. */
function signedToken(issuedAt: number, nonce: string): string {
  const key = `${issuedAt}.${nonce}`;
  return `${key}.${createHmac("sha256", FORM_SECRET).update(`contact-form:${key}`).digest("base64url")}`;
}

const PAGES = [
  "/",
  "/en",
  "/it",
  "/fr",
  "/zh",
  "/en/thank-you",
  "/it/thank-you?sent=1",
  "/en/privacypolicy",
  "/it/terms",
  "/fr/cookiepolicy",
  "/en/opstart-case",
  "/zh/xtribe-case",
  "/sitemap.xml",
  "/robots.txt",
  "/favicon.svg",
  "/og/en.png",
  "/_astro/nonexistent.js",
  "/_astro/",
  "/images/",
  "/en/",
  "/en/index.html",
  "/xx",
  "/en/nonexistent",
  "/it/contattaci",
  "/en/contact",
];
const CONTACT_POST_PATHS = [
  ...Array(11).fill("/en/contact"),
  ...Array(5).fill("/it/contattaci"),
  "/fr/contact",
  "/zh/contact",
  "/it/contact",
  "/en/contattaci",
  "/xx/contact",
  "/en/contact/",
  "/en/contact?x=1",
  "/EN/contact",
  "/en/contact//",
  "/en/Contact",
];
const API_PATHS = ["/api/consent", "/api/geo", "/api/analytics-config", "/api/", "/api/consent/", "/api/unknown", "/api"];
const HEALTH_PATHS = ["/healthz", "/healthz/", "/healthz?verbose=1", "/HEALTHZ", "/healthz/../en"];
const METHODS = [
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "PROPPATCH",
  "MKCOL",
  "COPY",
  "MOVE",
  "LOCK",
  "UNLOCK",
  "SEARCH",
  "PURGE",
  "REPORT",
  "MKCALENDAR",
  "LINK",
  "UNLINK",
  "QUERY",
  "ACL",
  "BIND",
  "REBIND",
  "UNBIND",
  "MERGE",
  "CHECKOUT",
  "NOTIFY",
  "SUBSCRIBE",
  "UNSUBSCRIBE",
  "M-SEARCH",
  "SOURCE",
  "MKACTIVITY",
  "BREW",
  "DEBUG",
  "TRACK",
  "XYZZY",
];
const MALFORMED_PATHS = [
  "/%",
  "/%E0%A4%A",
  "//..//",
  "/..%2f..%2fetc%2fpasswd",
  "/en/%2e%2e/%2e%2e/etc/passwd",
  "/en/contact%00",
  "/%c0%ae%c0%ae/",
  "/_astro/%",
  "/_astro/..%2f..%2fpackage.json",
  "/_astro/%2e%2e/%2e%2e/package.json",
  "/images/%ff",
  "/og/%",
  "/api/%",
  "/healthz/%",
  "/en/contact/%",
  "/en//contact",
  "//en/contact",
  "/en/contact;jsessionid=1",
  "/%00",
  "/%2F%2F",
  "/en/%",
  "/it/contattaci%",
  "/?%",
  "/en?utm_source=%E0%A4%A",
  "/en/contact?%",
  "/\\..\\..\\windows\\win.ini",
  "/en/%u0041",
  "/en/contact#frag",
  "/%%32%65",
  "/en/%ZZ",
  "/.env",
  "/.git/config",
  "/wp-login.php",
  "/en/../../../../etc/passwd",
  "/%ef%bf%bd",
  "/%ed%a0%80",
  "/en/%F0%9F%98%80",
  "/_astro/..",
  "/images/..%5c..%5cserver%5cindex.ts",
];
const LONG_PATHS = [
  () => `/${"a".repeat(4000)}`,
  () => `/en/${"x/".repeat(3000)}`,
  () => `/${"%41".repeat(3000)}`,
  () => `/${"b".repeat(20_000)}`,
  () => `/en/contact?${"q=1&".repeat(2000)}`,
];
const CONTROL_CHARS = ["\u0000", "\u0001", "\u0007", "\u001b[31m", "\u007f", "\u0085", "\u009b", "\r\n", "\u0008"];
const BIDI = ["\u202e", "\u202d", "\u2066", "\u2067", "\u2068", "\u061c", "\u200f", "\u202a"];
const ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u2063"];
const SQLISH = [
  `Robert'); DROP TABLE "Contact-final";--`,
  `' OR '1'='1`,
  `1; SELECT pg_sleep(10)--`,
  `"; COPY (SELECT '') TO PROGRAM 'id';--`,
  `admin'--`,
  `' UNION SELECT * FROM consent_records--`,
  `$$; DELETE FROM contact_rate_limits; $$`,
];
const BAD_EMAILS = [
  "not-an-email",
  "a@@example.com",
  "<script>alert(1)</script>",
  "a b@example.com",
  "'; DROP TABLE x;--",
  "@example.com",
  "user@",
  "user@exa mple.com",
];
const GARBAGE_TOKENS = [
  "",
  "undefined",
  "null",
  "1.2.3",
  "a.b.c",
  `${"9".repeat(13)}.${"A".repeat(16)}.${"B".repeat(43)}`,
  `' OR 1=1--`,
  "<script>",
  "x".repeat(10_000),
  "0000000000000.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "-1.-1.-1",
];
const FOREIGN_ORIGINS = (port: number) => [
  "https://evil.example",
  "null",
  `http://localhost:${port}`,
  `http://127.0.0.1:${port + 1}`,
  `http://[::1]:${port}`,
  "file://",
  "not a url",
  `http://127.0.0.1:${port}.evil.example`,
];
const WRONG_FORM_TYPES = [
  "text/plain",
  "application/json",
  "application/xml",
  "text/html",
  "image/png",
  undefined,
  "multipart/form-data",
  "multipart/mixed; boundary=x",
  "application/octet-stream",
];
/** Addresses used as spoofed X-Forwarded-For that are valid IPs outside the bench's ranges (for the PostgreSQL clean-up). */
const SPECIAL_ADDRESSES = ["0.0.0.0", "255.255.255.255", "::", "::1", "fe80::1%eth0", "::ffff:198.18.200.1"];
const ABSURD_FORWARDED = (rng: Random) => [
  rng.chars(PRINTABLE.replace(",", ""), 8000),
  Array.from({ length: 500 }, (_, i) => `198.18.${200 + (i >> 8)}.${i & 255}`).join(", "),
  "unknown",
  "1.2.3.4:80",
  "[::1]",
  "999.999.999.999",
  "198.18.200.1, evil",
  "-",
  ",,,,",
  "198.18.200.1 198.18.200.2",
  "<script>",
  ...SPECIAL_ADDRESSES,
];

/**
 * The corpus: `count` request descriptions, all drawn from `seed`. A description is sent with
 * http.request ({method, path, headers, body}) or, when `raw` is set, written as bytes on a socket.
 * Bodies are functions when large or time-dependent (a too-fast token is signed when sent).
 */
export function hostileCorpus({
  count,
  seed,
  port,
  runId,
  realTokens,
}: {
  count: number;
  seed: number;
  port: number;
  runId: string;
  realTokens: string[];
}): CorpusRequest[] {
  const rng = prng(seed);
  const origin = `http://127.0.0.1:${port}`;
  const host = `127.0.0.1:${port}`;
  const nonce = () => rng.chars(B64URL, 16);
  const realToken = () => rng.pick(realTokens);
  const fields = (i: number, extra: Record<string, string> = {}) => ({
    fullName: `Corpus Person ${i}`,
    email: `bench-${runId}-c${i}@example.com`,
    company: "Corpus Co",
    motivation: "Hello",
    ...extra,
  });
  const encode = (values: Record<string, string>) => new URLSearchParams(values).toString();
  const middle = (text: string, inserted: string) => `${text.slice(0, 3)}${inserted}${text.slice(3)}`;
  const forgedToken = () =>
    rng.pick([
      () => `${Date.now() - 60_000 - rng.int(1e6)}.${nonce()}.${rng.chars(B64URL, 43)}`,
      () => {
        // A real token with its time moved: the signature no longer matches.
        const [issuedAt, n, sig] = realToken().split(".") as [string, string, string];
        return `${Number(issuedAt) - 10_000}.${n}.${sig}`;
      },
      () => signedToken(Date.now() - 13 * 3600_000 - rng.int(1e7), nonce()), // expired, correctly signed
      () => rng.pick(GARBAGE_TOKENS),
    ])();

  // Each returns a request description; `i` is the request's index (unique e-mails, addresses).
  const contactPost = (i: number): Omit<HttpRequest, "index"> => {
    const path = rng.pick(CONTACT_POST_PATHS);
    const headers: Headers = { "content-type": "application/x-www-form-urlencoded", origin };
    if (rng.chance(0.25)) headers.accept = "application/json";
    if (rng.chance(0.5)) headers["x-forwarded-for"] = `198.18.${128 + ((i >> 8) % 64)}.${i & 255}`;
    const variant = rng.int(30);
    let body: Body;
    let label: string;
    switch (variant) {
      case 0:
        label = "no token";
        body = encode(fields(i));
        break;
      case 1:
      case 2:
        label = "forged/tampered/expired/garbage token";
        body = encode({ ...fields(i), formToken: forgedToken() });
        break;
      case 3: {
        label = "too fast (signed now)";
        const n = nonce();
        body = () => encode({ ...fields(i), formToken: signedToken(Date.now(), n) });
        break;
      }
      case 4:
        label = "honeypot filled";
        body = encode({ ...fields(i), website: "https://spam.example", formToken: realToken() });
        break;
      case 5:
        label = "control character in a one-line field";
        body = encode({
          ...fields(i, { [rng.pick(["fullName", "company", "email"])]: middle(`Mario Rossi ${i}`, rng.pick(CONTROL_CHARS)) }),
          formToken: realToken(),
        });
        break;
      case 6:
        label = "bidi override";
        body = encode({ ...fields(i, { [rng.pick(["fullName", "company"])]: middle(`Mario Rossi ${i}`, rng.pick(BIDI)) }), formToken: realToken() });
        break;
      case 7:
        label = "zero-width character";
        body = encode({
          ...fields(i, { [rng.pick(["fullName", "company", "email"])]: middle(`mario${i}@example.com`, rng.pick(ZERO_WIDTH)) }),
          formToken: realToken(),
        });
        break;
      case 8:
        label = "10 KB name";
        body = encode({ ...fields(i, { fullName: rng.pick(["A", "é", "名", "𝒜"]).repeat(10_240) }), formToken: realToken() });
        break;
      case 9:
        label = "null byte";
        body = encode({ ...fields(i, { [rng.pick(["email", "fullName", "company"])]: `bench-${runId}-c${i}\u0000@example.com` }), formToken: realToken() });
        break;
      case 10:
        label = "SQL-ish name, invalid e-mail";
        body = encode({ ...fields(i, { fullName: rng.pick(SQLISH), email: rng.pick(BAD_EMAILS) }), formToken: realToken() });
        break;
      case 11:
        label = "SQL-ish everywhere, forged token";
        body = encode({
          fullName: rng.pick(SQLISH),
          email: `bench-${runId}-c${i}@example.com`,
          company: rng.pick(SQLISH),
          motivation: rng.pick(SQLISH),
          formToken: forgedToken(),
        });
        break;
      case 12:
        label = "missing or too short field";
        body = encode({ ...fields(i, rng.pick<Headers>([{ company: "" }, { fullName: "a" }, { email: "" }, { fullName: "   " }])), formToken: realToken() });
        break;
      case 13:
        label = "motivation over 5000";
        body = encode({ ...fields(i, { motivation: "m".repeat(6000) }), formToken: realToken() });
        break;
      case 14: {
        label = "bad percent-encoding";
        const bad = rng.pick(["%", "%E0%A4%A", "%zz", "%FF%FE", "%C0%AE", "%ED%A0%80", "%%", "%u0041"]);
        body = `fullName=Mario${bad}Rossi&email=bench-${runId}-c${i}%40example.com&company=Co&formToken=${encodeURIComponent(realToken())}`;
        break;
      }
      case 15: {
        label = "invalid UTF-8 bytes";
        body = Buffer.concat([
          Buffer.from(`fullName=Mario`),
          Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
          Buffer.from(`&email=bench-${runId}-c${i}%40example.com&company=Co&formToken=${encodeURIComponent(realToken())}`),
        ]);
        break;
      }
      case 16: {
        label = "repeated field";
        const repeated = rng.pick(["email", "formToken", "fullName", "company", "motivation", "website"]);
        const values = { ...fields(i), formToken: realToken() };
        body = `${encode(values)}&${repeated}=${encodeURIComponent(repeated === "formToken" ? realToken() : `other-${i}@example.com`)}`;
        if (repeated === "website") body = `${encode(values)}&website=&website=`;
        break;
      }
      case 17: {
        label = "wrong content type";
        const type = rng.pick(WRONG_FORM_TYPES);
        if (type === undefined) delete headers["content-type"];
        else headers["content-type"] = type;
        body = type === "application/json" ? JSON.stringify({ ...fields(i), formToken: realToken() }) : encode({ ...fields(i), formToken: realToken() });
        break;
      }
      case 18: {
        label = "URL-encoded variant type, forged token";
        headers["content-type"] = rng.pick([
          "application/x-www-form-urlencoded; charset=utf-16",
          "application/x-www-form-urlencoded-evil",
          "APPLICATION/X-WWW-FORM-URLENCODED",
          "application/x-www-form-urlencoded; boundary=x",
        ]);
        body = encode({ ...fields(i), formToken: forgedToken() });
        break;
      }
      case 19:
        label = "bad JSON";
        headers["content-type"] = "application/json";
        body = rng.pick(["{", `{"fullName":`, "nul", "[1,2", `"\\u12"`, `{"a":1}}`, "\u0000"]);
        break;
      case 20: {
        label = "multipart with a file field";
        const boundary = `----bench${i}`;
        headers["content-type"] = `multipart/form-data; boundary=${boundary}`;
        const part = (name: string, value: string, file?: string) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: application/octet-stream` : ""}\r\n\r\n${value}\r\n`;
        body =
          Object.entries({ ...fields(i), formToken: realToken() })
            .map(([name, value]) => part(name, value))
            .join("") +
          part("fullName2", "x", "evil.exe") +
          part("email", "again@example.com") +
          `--${boundary}--\r\n`;
        break;
      }
      case 21: {
        label = "multipart, malformed";
        headers["content-type"] = `multipart/form-data; boundary=${rng.pick(["x", "", '"', "a".repeat(200)])}`;
        body = `--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nMario\r\n--x\r\nContent-Disposition: form-data; name="formToken"\r\n\r\n${forgedToken()}\r\n`;
        break;
      }
      case 22: {
        label = "body over the limit";
        const size = rng.pick([64 * 1024 + 1, 100_000, 1_500_000, 3_000_000]);
        const chunked = rng.chance(0.3);
        const prefix = `fullName=Mario&email=bench-${runId}-c${i}%40example.com&company=Co&formToken=${encodeURIComponent(forgedToken())}&motivation=`;
        body = () => Buffer.concat([Buffer.from(prefix), Buffer.alloc(size, "m")]);
        return { category: "contact post", label: `${label}${chunked ? " (chunked)" : ""}`, method: "POST", path, headers, body, chunked };
      }
      case 23:
      case 24:
        label = "foreign Origin, valid form";
        headers.origin = rng.pick(FOREIGN_ORIGINS(port));
        body = encode({ ...fields(i), formToken: realToken() });
        break;
      case 25:
        label = "no Origin, forged token";
        delete headers.origin;
        body = encode({ ...fields(i), formToken: forgedToken() });
        break;
      case 26:
        label = "absurd X-Forwarded-For";
        headers["x-forwarded-for"] = rng.pick(ABSURD_FORWARDED(rng));
        body = encode({ ...fields(i), formToken: forgedToken() });
        break;
      case 27:
        label = "huge cookie";
        headers.cookie = `session=${"c".repeat(rng.pick([4000, 12_000, 24_000]))}`;
        body = encode({ ...fields(i), formToken: forgedToken() });
        break;
      case 28:
        label = "X-Forwarded-Host";
        headers["x-forwarded-host"] = rng.pick(["evil.example", `127.0.0.1:${port}`, "a".repeat(300)]);
        headers["x-forwarded-proto"] = rng.pick(["https", "gopher", "http"]);
        body = encode({ ...fields(i), formToken: forgedToken() });
        break;
      default: {
        label = "odd body";
        body = rng.pick([
          "",
          "=",
          "&&&&",
          "a=1&".repeat(5000),
          "__proto__=x&constructor%5Bprototype%5D%5Bx%5D=y",
          "fullName",
          "%00=%00",
          `formToken=${encodeURIComponent(forgedToken())}`,
        ]);
      }
    }
    return { category: "contact post", label, method: "POST", path, headers, body };
  };

  const pageRequest = (): Omit<HttpRequest, "index"> => {
    const headers: Headers = {};
    const extra = rng.int(8);
    if (extra === 0)
      headers.range = rng.pick(["bytes=999999-", "bytes=0-0,1-1,2-2,3-3,4-4,5-5,6-6,7-7,8-8,9-9", "bytes=-1", "bytes=abc", `bytes=${"0-1,".repeat(500)}0-1`]);
    if (extra === 1) headers["if-none-match"] = rng.pick(['"garbage"', "*", "W/", "x".repeat(4000)]);
    if (extra === 2)
      headers["accept-encoding"] = rng.pick(["br;q=abc, gzip;q=-1, *;q=1e9", "identity;q=0, *;q=0", "x".repeat(4000), "gzip, gzip, gzip, br, br"]);
    if (extra === 3) headers["accept-language"] = rng.chars(PRINTABLE, 4000);
    if (extra === 4) headers["user-agent"] = rng.chars(PRINTABLE, 8000);
    if (extra === 5) headers.cookie = `consent=${"%".repeat(2000)}; a=${"b".repeat(rng.pick([1000, 12_000, 30_000]))}`;
    if (extra === 6) headers["if-modified-since"] = rng.pick(["yesterday", "Thu, 01 Jan 1970 00:00:00 GMT", "9999-99-99"]);
    const query = rng.pick(["", "", "?utm_source=%", "?a[]=1&a[]=2", "?%00", `?q=${"x".repeat(3000)}`, "?__proto__[x]=1", "?lang=../../etc"]);
    return {
      category: "page",
      label: `${["range", "if-none-match", "accept-encoding", "accept-language", "user-agent", "cookie", "if-modified-since", "plain"][extra]}`,
      method: rng.pick(["GET", "GET", "HEAD"]),
      path: rng.pick(PAGES) + query,
      headers,
    };
  };

  const methodRequest = (): Omit<HttpRequest, "index"> => {
    const method = rng.pick(METHODS);
    const path = rng.pick([...PAGES, ...CONTACT_POST_PATHS.slice(10), ...API_PATHS, ...HEALTH_PATHS]);
    const withBody = rng.chance(0.4);
    const headers: Headers = withBody ? { "content-type": rng.pick(["application/x-www-form-urlencoded", "application/json", "text/plain"]), origin } : {};
    return {
      category: "method",
      label: method,
      method,
      path,
      headers,
      body: withBody ? `fullName=x&formToken=${encodeURIComponent(forgedToken())}` : undefined,
    };
  };

  const malformedUrl = (): Omit<HttpRequest, "index"> => {
    const path = rng.chance(0.12) ? rng.pick(LONG_PATHS)() : rng.pick(MALFORMED_PATHS);
    const method = rng.pick(["GET", "GET", "HEAD", "POST"]);
    const headers: Headers = method === "POST" ? { "content-type": "application/x-www-form-urlencoded", origin } : {};
    return {
      category: "malformed URL",
      label: path.length > 60 ? `long path (${path.length})` : path,
      method,
      path,
      headers,
      body: method === "POST" ? `formToken=${encodeURIComponent(forgedToken())}` : undefined,
    };
  };

  const apiRequest = (i: number): Omit<HttpRequest, "index"> => {
    const validProof = {
      consentId: "0b9e6a4c-3f0e-4c8a-9f51-1d2e3f4a5b6c",
      action: "accept_all",
      categories: { analytics: true, marketing: false, preferences: true },
      version: "1",
      language: "en",
      decidedAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
    };
    const variant = rng.int(10);
    const headers = { "content-type": "application/json", origin };
    switch (variant) {
      case 0:
        return {
          category: "api",
          label: "consent: bad JSON",
          method: "POST",
          path: "/api/consent",
          headers,
          body: rng.pick(["{", `{"consentId":`, "nul", "[1,2", `"\\u12"`, `{"a":1}}`, "\u0000", "{'a':1}", "", "1e999999"]),
        };
      case 1:
        return {
          category: "api",
          label: "consent: over 2 KB",
          method: "POST",
          path: "/api/consent",
          headers,
          body: (() => {
            const size = rng.pick([3000, 100_000, 1_500_000]);
            return () => JSON.stringify({ ...validProof, consentId: "x".repeat(size) });
          })(),
        };
      case 2:
        return {
          category: "api",
          label: "consent: foreign or missing Origin",
          method: "POST",
          path: "/api/consent",
          headers: {
            "content-type": "application/json",
            ...rng.pick<Headers>([
              { origin: "https://evil.example" },
              {},
              { origin: "null" },
              { origin, "sec-fetch-site": "cross-site" },
              { origin: "https://evil.example", "sec-fetch-site": "same-origin" },
            ]),
          },
          body: JSON.stringify(validProof),
        };
      case 3: {
        const broken = rng.pick([
          { consentId: "not-a-uuid" },
          { action: "accept_all; drop table consent_records" },
          { categories: { analytics: "yes" } },
          { version: "x".repeat(11) },
          { language: "xx" },
          { decidedAt: "yesterday" },
          { consentId: undefined },
          { categories: null },
        ]);
        // With a "__proto__" key of its own: pollution must not make an invalid proof valid.
        const body = JSON.stringify({ ...validProof, ...broken }).replace(/^\{/, `{"__proto__":{"polluted":1},`);
        return { category: "api", label: "consent: invalid proof", method: "POST", path: rng.pick(["/api/consent", "/api/consent/"]), headers, body };
      }
      case 4:
        return {
          category: "api",
          label: "consent: wrong type or charset",
          method: "POST",
          path: "/api/consent",
          headers: {
            origin,
            ...rng.pick<Headers>([
              { "content-type": "text/plain" },
              { "content-type": "application/json; charset=latin1" },
              { "content-type": "application/json; charset=utf-16" },
              {},
              { "content-type": "application/x-www-form-urlencoded" },
            ]),
          },
          body: JSON.stringify({ ...validProof, consentId: "bad" }),
        };
      case 5:
        return {
          category: "api",
          label: "consent: content-encoding",
          method: "POST",
          path: "/api/consent",
          headers: { ...headers, "content-encoding": rng.pick(["gzip", "br", "deflate", "x-evil", "gzip, gzip"]) },
          body: Buffer.from(rng.chars(PRINTABLE, 200)),
        };
      case 6:
        return { category: "api", label: "consent: nested JSON", method: "POST", path: "/api/consent", headers, body: `${"[".repeat(900)}${"]".repeat(900)}` };
      case 7:
        return {
          category: "api",
          label: "api: other method",
          method: rng.pick(["GET", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]),
          path: rng.pick(API_PATHS),
          headers: {},
        };
      case 8:
        return {
          category: "api",
          label: "geo: odd headers",
          method: "GET",
          path: "/api/geo",
          headers: { "cf-ipcountry": rng.pick(["XX", "T1", "../../", "a".repeat(2000), "%F0%9F%87%AE"]), "x-forwarded-for": rng.pick(ABSURD_FORWARDED(rng)) },
        };
      default:
        return { category: "api", label: "api: get", method: "GET", path: `${rng.pick(API_PATHS)}${rng.pick(["", "?x=%", `?id=${i}`])}`, headers: {} };
    }
  };

  const healthRequest = (): Omit<HttpRequest, "index"> => ({
    category: "healthz",
    label: "healthz",
    method: rng.pick(["GET", "GET", "HEAD", "POST", "PUT", "DELETE"]),
    path: rng.pick(HEALTH_PATHS),
    headers: rng.pick<Headers>([
      {},
      { "x-forwarded-for": rng.chars(PRINTABLE.replace(",", ""), 8000) },
      { cookie: "a".repeat(10_000) },
      { "content-type": "application/json" },
    ]),
  });

  const randomPath = (): Omit<HttpRequest, "index"> => {
    const depth = 1 + rng.int(6);
    const segment = () =>
      rng.pick([
        () => rng.chars("abcdefghijklmnopqrstuvwxyz0123456789-_.~", 1 + rng.int(20)),
        () => Array.from({ length: 1 + rng.int(6) }, () => `%${rng.int(256).toString(16).padStart(2, "0")}`).join(""),
        () => rng.pick(["..", ".", "", "~", "%2e%2e", "%", "en", "contact", "api", "_astro", "index.html"]),
      ])();
    const path = `/${Array.from({ length: depth }, segment).join("/")}${rng.chance(0.2) ? `?${rng.chars("abc=&%[]", 10)}` : ""}`;
    return { category: "random path", label: "random path", method: rng.pick(["GET", "GET", "HEAD", "POST"]), path, headers: {} };
  };

  /** Requests http.request will not write: malformed request lines and headers, and what is not HTTP at all. */
  const rawRequest = (i: number): Omit<RawRequest, "index"> => {
    const crlf = "\r\n";
    const form = `fullName=x&email=bench-${runId}-c${i}%40example.com&company=Co&formToken=${encodeURIComponent(forgedToken())}`;
    const post = (extraHeaders: string, body = form) =>
      `POST /en/contact HTTP/1.1${crlf}Host: ${host}${crlf}Origin: ${origin}${crlf}Content-Type: application/x-www-form-urlencoded${crlf}${extraHeaders}${crlf}${body}`;
    const cases: [string, string | Buffer, RawMode?][] = [
      ["CONNECT host:port", `CONNECT 127.0.0.1:22 HTTP/1.1${crlf}Host: 127.0.0.1:22${crlf}${crlf}`],
      ["CONNECT path", `CONNECT /en/contact HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["CONNECT [::1]", `CONNECT [::1]:5432 HTTP/1.1${crlf}Host: [::1]:5432${crlf}${crlf}`],
      ["garbage method", `G3T / HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["lower-case method", `get /en HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["unknown method", `${rng.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3 + rng.int(8))} /en/contact HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["tab after method", `POST\t/en/contact HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["NUL in method", `GET\u0000 / HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["2 KB method", `${"A".repeat(2000)} / HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["HTTP/2 preface", `PRI * HTTP/2.0${crlf}${crlf}SM${crlf}${crlf}`],
      ["asterisk target", `${rng.pick(["OPTIONS", "DELETE", "TRACE", "GET"])} * HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["HTTP/0.9", `GET /en${crlf}${crlf}`],
      ["double space", `GET  /en HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["HTTP/9.9", `GET /en HTTP/9.9${crlf}Host: ${host}${crlf}${crlf}`],
      ["HTTP/1.0 no Host", `GET /en/contact HTTP/1.0${crlf}${crlf}`],
      ["extra token in request line", `GET /en HTTP/1.1 extra${crlf}Host: ${host}${crlf}${crlf}`],
      ["space in path", `GET /en contact HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      [
        "raw UTF-8 in path",
        Buffer.concat([Buffer.from("GET /en/"), Buffer.from([0xc3, 0xa7, 0xff]), Buffer.from(` HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`)]),
      ],
      ["control char in path", `GET /en/\u0001\u007f HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["absolute-form URL", `GET http://evil.example/en HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["protocol-relative target", `GET //evil.example/en HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["relative target", `GET ../../etc/passwd HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["no leading slash", `GET en/contact HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["raw /%E0%A4%A", `GET /%E0%A4%A HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["raw /%", `POST /% HTTP/1.1${crlf}Host: ${host}${crlf}Content-Length: 0${crlf}${crlf}`],
      ["leading CRLFs", `${crlf}${crlf}GET /en HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["LF only", `GET /en HTTP/1.1\nHost: ${host}\n\n`],
      ["incomplete headers, then half-closed", `GET /en HTTP/1.1${crlf}Host: ${host}${crlf}`, { halfClose: true }],
      [
        "TLS ClientHello",
        Buffer.from("16030100a5010000a10303" + "00".repeat(32) + "000020c02bc02fc02cc030cca9cca8c013c014009c009d002f0035000a0100005800000014", "hex"),
      ],
      ["SSH banner", `SSH-2.0-OpenSSH_9.6${crlf}`],
      ["random bytes", Buffer.from(Array.from({ length: 200 }, () => rng.int(256)))],
      ["70 KB request line", `GET /${"a".repeat(70_000)} HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["no Host", `GET /en HTTP/1.1${crlf}${crlf}`],
      ["two Host headers", `GET /en HTTP/1.1${crlf}Host: ${host}${crlf}Host: evil.example${crlf}${crlf}`],
      ["control char in Host", `GET /en HTTP/1.1${crlf}Host: evil\u0001.example${crlf}${crlf}`],
      [
        "foreign Host, same Origin",
        post(`X-Forwarded-For: 198.18.250.${i & 255}${crlf}Content-Length: ${form.length}${crlf}`)
          .replace(`Host: ${host}`, "Host: evil.example")
          .replace(`Origin: ${origin}`, "Origin: http://evil.example"),
      ],
      ["negative Content-Length", post(`Content-Length: -1${crlf}`)],
      ["Content-Length 1e3", post(`Content-Length: 1e3${crlf}`)],
      ["Content-Length longer than body, then half-closed", post(`Content-Length: ${form.length + 50}${crlf}`), { halfClose: true }],
      // A visitor who goes away mid-post: no answer can reach them; the server must not call it its own failure.
      [
        "upload aborted",
        (() => {
          const target = rng.pick(["/en/contact", "/en/contact/", "/it/contattaci"]);
          const originHeader = rng.chance(0.5) ? `Origin: ${origin}${crlf}` : "";
          return `POST ${target} HTTP/1.1${crlf}Host: ${host}${crlf}${originHeader}Content-Type: application/x-www-form-urlencoded${crlf}Content-Length: ${form.length + 500}${crlf}${crlf}${form}`;
        })(),
        { abortAfterMs: 200 },
      ],
      ["two different Content-Lengths", post(`Content-Length: ${form.length}${crlf}Content-Length: 5${crlf}`)],
      [
        "Content-Length and chunked",
        post(`Content-Length: 4${crlf}Transfer-Encoding: chunked${crlf}`, `0${crlf}${crlf}GET /en HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`),
      ],
      ["bad chunk size", post(`Transfer-Encoding: chunked${crlf}`, `zz${crlf}${form}${crlf}0${crlf}${crlf}`)],
      ["chunk size overflow", post(`Transfer-Encoding: chunked${crlf}`, `ffffffffffffffffff${crlf}${form}${crlf}0${crlf}${crlf}`)],
      ["gzip, chunked", post(`Transfer-Encoding: gzip, chunked${crlf}`, `${form.length.toString(16)}${crlf}${form}${crlf}0${crlf}${crlf}`)],
      [
        "chunked then identity",
        post(`Transfer-Encoding: chunked${crlf}Transfer-Encoding: identity${crlf}`, `${form.length.toString(16)}${crlf}${form}${crlf}0${crlf}${crlf}`),
      ],
      ["space before colon", `GET /en HTTP/1.1${crlf}Host : ${host}${crlf}${crlf}`],
      ["header without colon", `GET /en HTTP/1.1${crlf}Host: ${host}${crlf}NoColonHere${crlf}${crlf}`],
      ["obs-fold", `GET /en HTTP/1.1${crlf}Host: ${host}${crlf}X-Folded: a${crlf} b${crlf}${crlf}`],
      ["NUL in header value", `GET /en HTTP/1.1${crlf}Host: ${host}${crlf}X-Evil: a\u0000b${crlf}${crlf}`],
      ["300 headers", `GET /en HTTP/1.1${crlf}Host: ${host}${crlf}${Array.from({ length: 300 }, (_, k) => `X-H${k}: ${k}${crlf}`).join("")}${crlf}`],
      [
        "3000 X-Forwarded-For headers",
        `GET /en/contact HTTP/1.1${crlf}Host: ${host}${crlf}${Array.from({ length: 3000 }, (_, k) => `X-Forwarded-For: 198.18.251.${k & 255}${crlf}`).join("")}${crlf}`,
      ],
      ["20 KB header", `GET /en HTTP/1.1${crlf}Host: ${host}${crlf}X-Big: ${"x".repeat(20_000)}${crlf}${crlf}`],
      ["Expect garbage", post(`Content-Length: ${form.length}${crlf}Expect: 200-ok-please${crlf}`)],
      ["Expect 100-continue", post(`Content-Length: ${form.length}${crlf}Expect: 100-continue${crlf}`)],
      [
        "Upgrade websocket",
        `GET /en/contact HTTP/1.1${crlf}Host: ${host}${crlf}Connection: Upgrade${crlf}Upgrade: websocket${crlf}Sec-WebSocket-Version: 13${crlf}Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==${crlf}${crlf}`,
      ],
      [
        "Upgrade h2c",
        `GET /en HTTP/1.1${crlf}Host: ${host}${crlf}Connection: Upgrade, HTTP2-Settings${crlf}Upgrade: h2c${crlf}HTTP2-Settings: AAMAAABkAAQAAP__${crlf}${crlf}`,
      ],
      ["pipelined posts", `${post(`Content-Length: ${form.length}${crlf}`)}${post(`Content-Length: ${form.length}${crlf}Connection: close${crlf}`)}`],
    ];
    const [label, raw, mode = {}] = rng.pick(cases);
    return { category: "raw socket", label, raw: typeof raw === "string" ? Buffer.from(raw, "latin1") : raw, ...mode };
  };

  const kinds: [number, (i: number) => Omit<HttpRequest, "index"> | Omit<RawRequest, "index">][] = [
    [38, contactPost],
    [10, pageRequest],
    [12, methodRequest],
    [10, malformedUrl],
    [12, apiRequest],
    [3, healthRequest],
    [5, randomPath],
    [10, rawRequest],
  ];
  const total = kinds.reduce((sum, [weight]) => sum + weight, 0);
  return Array.from({ length: count }, (_, i) => {
    let roll = rng.int(total);
    for (const [weight, make] of kinds) {
      if (roll < weight) return { index: i, ...make(i) };
      roll -= weight;
    }
    throw new Error("unreachable");
  });
}
