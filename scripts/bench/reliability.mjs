// `npm run bench:reliability`: does the server keep its promises under abuse? Four parts per database
// (PGlite in a fresh folder, then PostgreSQL when DATABASE_URL is set), each on a production server of
// its own on loopback:
//
// 1. Exactly once under SIGKILL: BENCH_LEADS leads (3,000), each from its own rendered form (token) and
//    with its own e-mail, 50 at a time; the server is SIGKILLed after 1/3 and after 2/3 of them were
//    acknowledged and restarted; every post not answered 303 is sent again, the same body (same token),
//    until it is. Then the leads CLI says what is stored: lost (acknowledged, not stored) and duplicated
//    (stored more than once) must both be 0.
// 2. Hostile corpus: BENCH_HOSTILE requests (10,000) generated from BENCH_SEED: every method, malformed
//    request lines and URLs (raw sockets where http.request refuses), bad bodies, content types, tokens,
//    fields and headers against the pages, the contact routes, the API and /healthz. Every post is
//    invalid by construction, so no row may be stored; no answer may be a 5xx; the server's log must
//    stay one JSON object per line, with stack traces only at level "error".
// 3. Spoofed addresses: BENCH_SPOOFED posts (100,000), each with another X-Forwarded-For (valid IPv4,
//    IPv6 in distinct /64s, 8 KB garbage), default rate limiting: the server's RSS before and after, how
//    many were refused 429, how many stored (only the BENCH_SPOOFED_VALID posts carrying a real form
//    token may be).
// 4. Issue 44's attacks (attacks.ts and its two scenario files), each with the issue's bound and, where
//    a server is up meanwhile, the p99 of a control client asking /healthz from 127.0.0.3: 4,200 idle
//    sockets from 127.0.0.2 (BENCH_IDLE_SOCKETS); GET /_image; charset of HTML answers; SIGTERM with a
//    half-sent header and a trickling body; no FORM_SECRET through 4 SIGKILLs (BENCH_KILL_LEADS, 2,000;
//    two replicas on PostgreSQL); 64 leads at once to a stand-in mail server and webhook; consent with
//    Content-Length 1 GB, one proof 5 times, garbage X-Forwarded-For; invisible and encoded-word names;
//    on PostgreSQL two replicas on a fresh database (BENCH_RACE_ROUNDS, 20); on PGlite a restart 0.2 s
//    after SIGKILL beside the zombie, bad TRUST_PROXY values, and the Node runtime's integrity in
//    package-lock.json. Run by tsx (the npm script imports it): `node --import tsx`.
//
// BENCH_PARTS picks the parts (exactly-once,hostile,spoofed,attacks; all by default): BENCH_PARTS=attacks
// runs the attacks alone in a few minutes. Prints one table per database and one for the attacks, and
// writes JSON to bench/results/reliability-<date>.json. Exits non-zero when a lead was lost or duplicated,
// any answer was a 5xx, the corpus stored a row, or an attack missed its bound.
import { createHmac } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  collectTokens,
  deleteLeads,
  ensureBuild,
  FORM_SECRET,
  leadBody,
  MIN_FILL_WAIT_MS,
  percentile,
  postForm,
  readStoredLeads,
  rssMb,
  sleep,
  sqlQuery,
  startServer,
  waitForHealth,
} from "./contact-server.mjs";
import { attackFailures, attackScenarios, attackTable } from "./attacks.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 3000);
const HOSTILE = Number(process.env.BENCH_HOSTILE ?? 10_000);
const SPOOFED = Number(process.env.BENCH_SPOOFED ?? 100_000);
/** Of the spoofed posts, this many carry a real form token (and a valid address): these may be stored. */
const SPOOFED_VALID = Number(process.env.BENCH_SPOOFED_VALID ?? 500);
const SEED = Number(process.env.BENCH_SEED ?? 20_261_124);
const PORT = Number(process.env.BENCH_PORT ?? 3330);
const CONCURRENCY = 50;
const HOSTILE_CONCURRENCY = Number(process.env.BENCH_HOSTILE_CONCURRENCY ?? 16);
/** Hard stop for one part's requests, whatever happens. */
const PART_TIME_LIMIT_MS = Number(process.env.BENCH_PART_TIME_LIMIT_MS ?? 300_000);
const REQUEST_TIMEOUT_MS = 20_000;
const ALL_PARTS = ["exactly-once", "hostile", "spoofed", "attacks"];
const PARTS = new Set((process.env.BENCH_PARTS ?? ALL_PARTS.join(",")).split(",").map((part) => part.trim()));
const unknownParts = [...PARTS].filter((part) => !ALL_PARTS.includes(part));
if (unknownParts.length > 0) {
  console.error(`BENCH_PARTS: unknown part(s) ${unknownParts.join(", ")}; the parts are ${ALL_PARTS.join(", ")}`);
  process.exit(2);
}

ensureBuild();

// ---------------------------------------------------------------------------------------------------
// Shared bits: the server's log, answers by status class.

/** Reads the server's stdout+stderr line by line: is each line one JSON object, and where are stack traces? */
function logWatcher() {
  const stats = { lines: 0, byLevel: {}, byMessage: {}, notJson: 0, rawStackLines: 0, stackBelowError: 0, examples: { notJson: [], stackBelowError: [], error: [] } };
  const keep = (list, line) => list.length < 5 && list.push(line.slice(0, 400));
  const onLogLine = (line) => {
    stats.lines += 1;
    let parsed;
    try {
      parsed = JSON.parse(line);
    } catch {
      // not JSON
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      stats.notJson += 1;
      if (/^\s+at /.test(line)) stats.rawStackLines += 1;
      keep(stats.examples.notJson, line);
      return;
    }
    const level = typeof parsed.level === "string" ? parsed.level : "(none)";
    stats.byLevel[level] = (stats.byLevel[level] ?? 0) + 1;
    const message = `${level}: ${String(parsed.msg).slice(0, 80)}`;
    stats.byMessage[message] = (stats.byMessage[message] ?? 0) + 1;
    if (level === "error") keep(stats.examples.error, line);
    else if (line.includes("\\n    at ") || line.includes('"stack"')) {
      stats.stackBelowError += 1;
      keep(stats.examples.stackBelowError, line);
    }
  };
  return { stats, onLogLine };
}

const BENCH_ABORT = "aborted by the bench";

function statusCounter() {
  const classes = { "1xx": 0, "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 };
  const byStatus = {};
  const errors = {};
  return {
    classes,
    byStatus,
    errors,
    add({ status, error }) {
      if (status > 0) {
        classes[`${String(status)[0]}xx`] = (classes[`${String(status)[0]}xx`] ?? 0) + 1;
        byStatus[status] = (byStatus[status] ?? 0) + 1;
      } else {
        errors[error ?? "unknown"] = (errors[error ?? "unknown"] ?? 0) + 1;
      }
    },
    /** Requests without an answer, but for the uploads the bench itself abandons (no answer can come). */
    connectionErrors: () => Object.entries(errors).reduce((sum, [code, n]) => (code === BENCH_ABORT ? sum : sum + n), 0),
  };
}

// ---------------------------------------------------------------------------------------------------
// Part 1: exactly once under SIGKILL.

async function exactlyOnce(env, runId) {
  const serverEnv = { ...env, TRUST_PROXY: "loopback", CONTACT_RATE_LIMIT_MAX: "1000000" };
  const logs = logWatcher();
  const deadline = Date.now() + PART_TIME_LIMIT_MS;
  let server = startServer({ port: PORT, env: serverEnv, onLogLine: logs.onLogLine });
  await waitForHealth(server, Date.now() + 60_000);
  const tokensStarted = performance.now();
  const tokens = await collectTokens(PORT, LEADS, { deadline });
  const tokenSeconds = (performance.now() - tokensStarted) / 1000;
  await sleep(MIN_FILL_WAIT_MS);

  const statuses = statusCounter();
  const acknowledged = new Set();
  const latencies = [];
  const killAt = [Math.ceil(LEADS / 3), Math.ceil((2 * LEADS) / 3)];
  const restarts = [];
  let killsTriggered = 0;
  let restarting = Promise.resolve();
  let attempts = 0;
  let gaveUp = 0;
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

  const restart = async () => {
    const started = performance.now();
    const afterAcknowledged = acknowledged.size;
    await server.kill();
    server = startServer({ port: PORT, env: serverEnv, onLogLine: logs.onLogLine });
    await waitForHealth(server, deadline);
    restarts.push({ afterAcknowledged, downMs: Math.round(performance.now() - started) });
  };

  const postingStarted = performance.now();
  async function worker() {
    while (next < LEADS) {
      const i = next++;
      const email = `bench-${runId}-${i}@example.com`;
      // Built once: a retry sends exactly this body again, with the same token.
      const body = leadBody({ fullName: `Bench Lead ${i}`, email, formToken: tokens[i] });
      const address = `198.18.${(i >> 8) & 255}.${i & 255}`;
      for (;;) {
        if (Date.now() > deadline) {
          gaveUp += 1;
          break;
        }
        const answer = await postForm({ port: PORT, agent, body, address, timeoutMs: REQUEST_TIMEOUT_MS });
        attempts += 1;
        statuses.add(answer);
        if (answer.status === 303) {
          acknowledged.add(email);
          latencies.push(answer.ms);
          break;
        }
        // Refused or reset (the server is down or restarting): try again shortly.
        await sleep(answer.status === 0 ? 50 : 200);
      }
      if (killsTriggered < killAt.length && acknowledged.size >= killAt[killsTriggered]) {
        killsTriggered += 1;
        restarting = restarting.then(restart);
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await restarting;
  const postingSeconds = (performance.now() - postingStarted) / 1000;
  agent.destroy();

  // What is really stored, read by the agency's tool through the restarted server.
  const rows = (await readStoredLeads(serverEnv)).filter((lead) => lead.email.startsWith(`bench-${runId}-`));
  await server.stop();
  const perEmail = new Map();
  for (const row of rows) perEmail.set(row.email, (perEmail.get(row.email) ?? 0) + 1);
  const lost = [...acknowledged].filter((email) => !perEmail.has(email));
  const duplicated = [...perEmail].filter(([, count]) => count > 1);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    leads: LEADS,
    concurrency: CONCURRENCY,
    tokenSeconds: Number(tokenSeconds.toFixed(1)),
    postingSeconds: Number(postingSeconds.toFixed(1)),
    acknowledged: acknowledged.size,
    stored: rows.length,
    distinctStored: perEmail.size,
    lost: lost.length,
    lostExamples: lost.slice(0, 5),
    duplicated: duplicated.length,
    duplicatedExamples: duplicated.slice(0, 5),
    storedNotAcknowledged: [...perEmail.keys()].filter((email) => !acknowledged.has(email)).length,
    gaveUp,
    attempts,
    retries: attempts - acknowledged.size - gaveUp,
    restarts,
    statuses: { classes: statuses.classes, byStatus: statuses.byStatus, connectionErrors: statuses.errors },
    p50Ms: Number(percentile(sorted, 50).toFixed(1)),
    p99Ms: Number(percentile(sorted, 99).toFixed(1)),
    log: logs.stats,
  };
}

// ---------------------------------------------------------------------------------------------------
// Part 2: the hostile corpus.

/** A small fast PRNG (mulberry32): the same seed, the same corpus. */
function prng(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  const chars = (alphabet, length) => Array.from({ length }, () => alphabet[int(alphabet.length)]).join("");
  return { next, int, pick, chars, chance: (p) => next() < p };
}

const B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const PRINTABLE = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join("");

/** A token the server signed itself would carry (the bench knows FORM_SECRET): for expired and too-fast forms. */
function signedToken(issuedAt, nonce) {
  const key = `${issuedAt}.${nonce}`;
  return `${key}.${createHmac("sha256", FORM_SECRET).update(`contact-form:${key}`).digest("base64url")}`;
}

const PAGES = ["/", "/en", "/it", "/fr", "/zh", "/en/thank-you", "/it/thank-you?sent=1", "/en/privacypolicy", "/it/terms", "/fr/cookiepolicy", "/en/opstart-case", "/zh/xtribe-case", "/sitemap.xml", "/robots.txt", "/favicon.svg", "/og/en.png", "/_astro/nonexistent.js", "/_astro/", "/images/", "/en/", "/en/index.html", "/xx", "/en/nonexistent", "/it/contattaci", "/en/contact"];
const CONTACT_POST_PATHS = [
  ...Array(11).fill("/en/contact"),
  ...Array(5).fill("/it/contattaci"),
  "/fr/contact", "/zh/contact", "/it/contact", "/en/contattaci", "/xx/contact", "/en/contact/", "/en/contact?x=1", "/EN/contact", "/en/contact//", "/en/Contact",
];
const API_PATHS = ["/api/consent", "/api/geo", "/api/analytics-config", "/api/", "/api/consent/", "/api/unknown", "/api"];
const HEALTH_PATHS = ["/healthz", "/healthz/", "/healthz?verbose=1", "/HEALTHZ", "/healthz/../en"];
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "PROPPATCH", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "SEARCH", "PURGE", "REPORT", "MKCALENDAR", "LINK", "UNLINK", "QUERY", "ACL", "BIND", "REBIND", "UNBIND", "MERGE", "CHECKOUT", "NOTIFY", "SUBSCRIBE", "UNSUBSCRIBE", "M-SEARCH", "SOURCE", "MKACTIVITY", "BREW", "DEBUG", "TRACK", "XYZZY"];
const MALFORMED_PATHS = [
  "/%", "/%E0%A4%A", "//..//", "/..%2f..%2fetc%2fpasswd", "/en/%2e%2e/%2e%2e/etc/passwd", "/en/contact%00", "/%c0%ae%c0%ae/", "/_astro/%",
  "/_astro/..%2f..%2fpackage.json", "/_astro/%2e%2e/%2e%2e/package.json", "/images/%ff", "/og/%", "/api/%", "/healthz/%", "/en/contact/%", "/en//contact",
  "//en/contact", "/en/contact;jsessionid=1", "/%00", "/%2F%2F", "/en/%", "/it/contattaci%", "/?%", "/en?utm_source=%E0%A4%A", "/en/contact?%",
  "/\\..\\..\\windows\\win.ini", "/en/%u0041", "/en/contact#frag", "/%%32%65", "/en/%ZZ", "/.env", "/.git/config", "/wp-login.php", "/en/../../../../etc/passwd",
  "/%ef%bf%bd", "/%ed%a0%80", "/en/%F0%9F%98%80", "/_astro/..", "/images/..%5c..%5cserver%5cindex.ts",
];
const LONG_PATHS = [() => `/${"a".repeat(4000)}`, () => `/en/${"x/".repeat(3000)}`, () => `/${"%41".repeat(3000)}`, () => `/${"b".repeat(20_000)}`, () => `/en/contact?${"q=1&".repeat(2000)}`];
const CONTROL_CHARS = ["\u0000", "\u0001", "\u0007", "\u001b[31m", "\u007f", "\u0085", "\u009b", "\r\n", "\u0008"];
const BIDI = ["\u202e", "\u202d", "\u2066", "\u2067", "\u2068", "\u061c", "\u200f", "\u202a"];
const ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u2063"];
const SQLISH = [`Robert'); DROP TABLE "Contact-final";--`, `' OR '1'='1`, `1; SELECT pg_sleep(10)--`, `"; COPY (SELECT '') TO PROGRAM 'id';--`, `admin'--`, `' UNION SELECT * FROM consent_records--`, `$$; DELETE FROM contact_rate_limits; $$`];
const BAD_EMAILS = ["not-an-email", "a@@example.com", "<script>alert(1)</script>", "a b@example.com", "'; DROP TABLE x;--", "@example.com", "user@", "user@exa mple.com"];
const GARBAGE_TOKENS = ["", "undefined", "null", "1.2.3", "a.b.c", `${"9".repeat(13)}.${"A".repeat(16)}.${"B".repeat(43)}`, `' OR 1=1--`, "<script>", "x".repeat(10_000), "0000000000000.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "-1.-1.-1"];
const FOREIGN_ORIGINS = (port) => ["https://evil.example", "null", `http://localhost:${port}`, `http://127.0.0.1:${port + 1}`, `http://[::1]:${port}`, "file://", "not a url", `http://127.0.0.1:${port}.evil.example`];
const WRONG_FORM_TYPES = ["text/plain", "application/json", "application/xml", "text/html", "image/png", undefined, "multipart/form-data", "multipart/mixed; boundary=x", "application/octet-stream"];
/** Addresses used as spoofed X-Forwarded-For that are valid IPs outside the bench's ranges (for the PostgreSQL clean-up). */
const SPECIAL_ADDRESSES = ["0.0.0.0", "255.255.255.255", "::", "::1", "fe80::1%eth0", "::ffff:198.18.200.1"];
const ABSURD_FORWARDED = (rng) => [
  rng.chars(PRINTABLE.replace(",", ""), 8000),
  Array.from({ length: 500 }, (_, i) => `198.18.${200 + (i >> 8)}.${i & 255}`).join(", "),
  "unknown", "1.2.3.4:80", "[::1]", "999.999.999.999", "198.18.200.1, evil", "-", ",,,,", "198.18.200.1 198.18.200.2", "<script>",
  ...SPECIAL_ADDRESSES,
];

/**
 * The corpus: `count` request descriptions, all drawn from `seed`. A description is sent with
 * http.request ({method, path, headers, body}) or, when `raw` is set, written as bytes on a socket.
 * Bodies are functions when large or time-dependent (a too-fast token is signed when sent).
 */
function hostileCorpus({ count, seed, port, runId, realTokens }) {
  const rng = prng(seed);
  const origin = `http://127.0.0.1:${port}`;
  const host = `127.0.0.1:${port}`;
  const nonce = () => rng.chars(B64URL, 16);
  const realToken = () => rng.pick(realTokens);
  const fields = (i, extra = {}) => ({ fullName: `Corpus Person ${i}`, email: `bench-${runId}-c${i}@example.com`, company: "Corpus Co", motivation: "Hello", ...extra });
  const encode = (values) => new URLSearchParams(values).toString();
  const middle = (text, inserted) => `${text.slice(0, 3)}${inserted}${text.slice(3)}`;
  const forgedToken = () => rng.pick([
    () => `${Date.now() - 60_000 - rng.int(1e6)}.${nonce()}.${rng.chars(B64URL, 43)}`,
    () => {
      // A real token with its time moved: the signature no longer matches.
      const [issuedAt, n, sig] = realToken().split(".");
      return `${Number(issuedAt) - 10_000}.${n}.${sig}`;
    },
    () => signedToken(Date.now() - 13 * 3600_000 - rng.int(1e7), nonce()), // expired, correctly signed
    () => rng.pick(GARBAGE_TOKENS),
  ])();

  // Each returns a request description; `i` is the request's index (unique e-mails, addresses).
  const contactPost = (i) => {
    const path = rng.pick(CONTACT_POST_PATHS);
    const headers = { "content-type": "application/x-www-form-urlencoded", origin };
    if (rng.chance(0.25)) headers.accept = "application/json";
    if (rng.chance(0.5)) headers["x-forwarded-for"] = `198.18.${128 + (i >> 8) % 64}.${i & 255}`;
    const variant = rng.int(30);
    let body;
    let label;
    switch (variant) {
      case 0: label = "no token"; body = encode(fields(i)); break;
      case 1: case 2: label = "forged/tampered/expired/garbage token"; body = encode({ ...fields(i), formToken: forgedToken() }); break;
      case 3: {
        label = "too fast (signed now)";
        const n = nonce();
        body = () => encode({ ...fields(i), formToken: signedToken(Date.now(), n) });
        break;
      }
      case 4: label = "honeypot filled"; body = encode({ ...fields(i), website: "https://spam.example", formToken: realToken() }); break;
      case 5: label = "control character in a one-line field"; body = encode({ ...fields(i, { [rng.pick(["fullName", "company", "email"])]: middle(`Mario Rossi ${i}`, rng.pick(CONTROL_CHARS)) }), formToken: realToken() }); break;
      case 6: label = "bidi override"; body = encode({ ...fields(i, { [rng.pick(["fullName", "company"])]: middle(`Mario Rossi ${i}`, rng.pick(BIDI)) }), formToken: realToken() }); break;
      case 7: label = "zero-width character"; body = encode({ ...fields(i, { [rng.pick(["fullName", "company", "email"])]: middle(`mario${i}@example.com`, rng.pick(ZERO_WIDTH)) }), formToken: realToken() }); break;
      case 8: label = "10 KB name"; body = encode({ ...fields(i, { fullName: rng.pick(["A", "é", "名", "𝒜"]).repeat(10_240) }), formToken: realToken() }); break;
      case 9: label = "null byte"; body = encode({ ...fields(i, { [rng.pick(["email", "fullName", "company"])]: `bench-${runId}-c${i}\u0000@example.com` }), formToken: realToken() }); break;
      case 10: label = "SQL-ish name, invalid e-mail"; body = encode({ ...fields(i, { fullName: rng.pick(SQLISH), email: rng.pick(BAD_EMAILS) }), formToken: realToken() }); break;
      case 11: label = "SQL-ish everywhere, forged token"; body = encode({ fullName: rng.pick(SQLISH), email: `bench-${runId}-c${i}@example.com`, company: rng.pick(SQLISH), motivation: rng.pick(SQLISH), formToken: forgedToken() }); break;
      case 12: label = "missing or too short field"; body = encode({ ...fields(i, rng.pick([{ company: "" }, { fullName: "a" }, { email: "" }, { fullName: "   " }])), formToken: realToken() }); break;
      case 13: label = "motivation over 5000"; body = encode({ ...fields(i, { motivation: "m".repeat(6000) }), formToken: realToken() }); break;
      case 14: {
        label = "bad percent-encoding";
        const bad = rng.pick(["%", "%E0%A4%A", "%zz", "%FF%FE", "%C0%AE", "%ED%A0%80", "%%", "%u0041"]);
        body = `fullName=Mario${bad}Rossi&email=bench-${runId}-c${i}%40example.com&company=Co&formToken=${encodeURIComponent(realToken())}`;
        break;
      }
      case 15: {
        label = "invalid UTF-8 bytes";
        body = Buffer.concat([Buffer.from(`fullName=Mario`), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from(`&email=bench-${runId}-c${i}%40example.com&company=Co&formToken=${encodeURIComponent(realToken())}`)]);
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
        headers["content-type"] = rng.pick(["application/x-www-form-urlencoded; charset=utf-16", "application/x-www-form-urlencoded-evil", "APPLICATION/X-WWW-FORM-URLENCODED", "application/x-www-form-urlencoded; boundary=x"]);
        body = encode({ ...fields(i), formToken: forgedToken() });
        break;
      }
      case 19: label = "bad JSON"; headers["content-type"] = "application/json"; body = rng.pick(["{", `{"fullName":`, "nul", "[1,2", `"\\u12"`, `{"a":1}}`, "\u0000"]); break;
      case 20: {
        label = "multipart with a file field";
        const boundary = `----bench${i}`;
        headers["content-type"] = `multipart/form-data; boundary=${boundary}`;
        const part = (name, value, file) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: application/octet-stream` : ""}\r\n\r\n${value}\r\n`;
        body = Object.entries({ ...fields(i), formToken: realToken() }).map(([name, value]) => part(name, value)).join("") + part("fullName2", "x", "evil.exe") + part("email", "again@example.com") + `--${boundary}--\r\n`;
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
      case 23: case 24: label = "foreign Origin, valid form"; headers.origin = rng.pick(FOREIGN_ORIGINS(port)); body = encode({ ...fields(i), formToken: realToken() }); break;
      case 25: label = "no Origin, forged token"; delete headers.origin; body = encode({ ...fields(i), formToken: forgedToken() }); break;
      case 26: label = "absurd X-Forwarded-For"; headers["x-forwarded-for"] = rng.pick(ABSURD_FORWARDED(rng)); body = encode({ ...fields(i), formToken: forgedToken() }); break;
      case 27: label = "huge cookie"; headers.cookie = `session=${"c".repeat(rng.pick([4000, 12_000, 24_000]))}`; body = encode({ ...fields(i), formToken: forgedToken() }); break;
      case 28: label = "X-Forwarded-Host"; headers["x-forwarded-host"] = rng.pick(["evil.example", `127.0.0.1:${port}`, "a".repeat(300)]); headers["x-forwarded-proto"] = rng.pick(["https", "gopher", "http"]); body = encode({ ...fields(i), formToken: forgedToken() }); break;
      default: {
        label = "odd body";
        body = rng.pick(["", "=", "&&&&", "a=1&".repeat(5000), "__proto__=x&constructor%5Bprototype%5D%5Bx%5D=y", "fullName", "%00=%00", `formToken=${encodeURIComponent(forgedToken())}`]);
      }
    }
    return { category: "contact post", label, method: "POST", path, headers, body };
  };

  const pageRequest = () => {
    const headers = {};
    const extra = rng.int(8);
    if (extra === 0) headers.range = rng.pick(["bytes=999999-", "bytes=0-0,1-1,2-2,3-3,4-4,5-5,6-6,7-7,8-8,9-9", "bytes=-1", "bytes=abc", `bytes=${"0-1,".repeat(500)}0-1`]);
    if (extra === 1) headers["if-none-match"] = rng.pick(['"garbage"', "*", "W/", "x".repeat(4000)]);
    if (extra === 2) headers["accept-encoding"] = rng.pick(["br;q=abc, gzip;q=-1, *;q=1e9", "identity;q=0, *;q=0", "x".repeat(4000), "gzip, gzip, gzip, br, br"]);
    if (extra === 3) headers["accept-language"] = rng.chars(PRINTABLE, 4000);
    if (extra === 4) headers["user-agent"] = rng.chars(PRINTABLE, 8000);
    if (extra === 5) headers.cookie = `consent=${"%".repeat(2000)}; a=${"b".repeat(rng.pick([1000, 12_000, 30_000]))}`;
    if (extra === 6) headers["if-modified-since"] = rng.pick(["yesterday", "Thu, 01 Jan 1970 00:00:00 GMT", "9999-99-99"]);
    const query = rng.pick(["", "", "?utm_source=%", "?a[]=1&a[]=2", "?%00", `?q=${"x".repeat(3000)}`, "?__proto__[x]=1", "?lang=../../etc"]);
    return { category: "page", label: `${["range", "if-none-match", "accept-encoding", "accept-language", "user-agent", "cookie", "if-modified-since", "plain"][extra]}`, method: rng.pick(["GET", "GET", "HEAD"]), path: rng.pick(PAGES) + query, headers };
  };

  const methodRequest = () => {
    const method = rng.pick(METHODS);
    const path = rng.pick([...PAGES, ...CONTACT_POST_PATHS.slice(10), ...API_PATHS, ...HEALTH_PATHS]);
    const withBody = rng.chance(0.4);
    const headers = withBody ? { "content-type": rng.pick(["application/x-www-form-urlencoded", "application/json", "text/plain"]), origin } : {};
    return { category: "method", label: method, method, path, headers, body: withBody ? `fullName=x&formToken=${encodeURIComponent(forgedToken())}` : undefined };
  };

  const malformedUrl = () => {
    const path = rng.chance(0.12) ? rng.pick(LONG_PATHS)() : rng.pick(MALFORMED_PATHS);
    const method = rng.pick(["GET", "GET", "HEAD", "POST"]);
    const headers = method === "POST" ? { "content-type": "application/x-www-form-urlencoded", origin } : {};
    return { category: "malformed URL", label: path.length > 60 ? `long path (${path.length})` : path, method, path, headers, body: method === "POST" ? `formToken=${encodeURIComponent(forgedToken())}` : undefined };
  };

  const apiRequest = (i) => {
    const validProof = { consentId: "0b9e6a4c-3f0e-4c8a-9f51-1d2e3f4a5b6c", action: "accept_all", categories: { analytics: true, marketing: false, preferences: true }, version: "1", language: "en", decidedAt: new Date(Date.UTC(2026, 0, 1)).toISOString() };
    const variant = rng.int(10);
    const headers = { "content-type": "application/json", origin };
    switch (variant) {
      case 0: return { category: "api", label: "consent: bad JSON", method: "POST", path: "/api/consent", headers, body: rng.pick(["{", `{"consentId":`, "nul", "[1,2", `"\\u12"`, `{"a":1}}`, "\u0000", "{'a':1}", "", "1e999999"]) };
      case 1: return { category: "api", label: "consent: over 2 KB", method: "POST", path: "/api/consent", headers, body: (() => { const size = rng.pick([3000, 100_000, 1_500_000]); return () => JSON.stringify({ ...validProof, consentId: "x".repeat(size) }); })() };
      case 2: return { category: "api", label: "consent: foreign or missing Origin", method: "POST", path: "/api/consent", headers: { "content-type": "application/json", ...rng.pick([{ origin: "https://evil.example" }, {}, { origin: "null" }, { origin, "sec-fetch-site": "cross-site" }, { origin: "https://evil.example", "sec-fetch-site": "same-origin" }]) }, body: JSON.stringify(validProof) };
      case 3: {
        const broken = rng.pick([{ consentId: "not-a-uuid" }, { action: "accept_all; drop table consent_records" }, { categories: { analytics: "yes" } }, { version: "x".repeat(11) }, { language: "xx" }, { decidedAt: "yesterday" }, { consentId: undefined }, { categories: null }]);
        // With a "__proto__" key of its own: pollution must not make an invalid proof valid.
        const body = JSON.stringify({ ...validProof, ...broken }).replace(/^\{/, `{"__proto__":{"polluted":1},`);
        return { category: "api", label: "consent: invalid proof", method: "POST", path: rng.pick(["/api/consent", "/api/consent/"]), headers, body };
      }
      case 4: return { category: "api", label: "consent: wrong type or charset", method: "POST", path: "/api/consent", headers: { origin, ...rng.pick([{ "content-type": "text/plain" }, { "content-type": "application/json; charset=latin1" }, { "content-type": "application/json; charset=utf-16" }, {}, { "content-type": "application/x-www-form-urlencoded" }]) }, body: JSON.stringify({ ...validProof, consentId: "bad" }) };
      case 5: return { category: "api", label: "consent: content-encoding", method: "POST", path: "/api/consent", headers: { ...headers, "content-encoding": rng.pick(["gzip", "br", "deflate", "x-evil", "gzip, gzip"]) }, body: Buffer.from(rng.chars(PRINTABLE, 200)) };
      case 6: return { category: "api", label: "consent: nested JSON", method: "POST", path: "/api/consent", headers, body: `${"[".repeat(900)}${"]".repeat(900)}` };
      case 7: return { category: "api", label: "api: other method", method: rng.pick(["GET", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]), path: rng.pick(API_PATHS), headers: {} };
      case 8: return { category: "api", label: "geo: odd headers", method: "GET", path: "/api/geo", headers: { "cf-ipcountry": rng.pick(["XX", "T1", "../../", "a".repeat(2000), "%F0%9F%87%AE"]), "x-forwarded-for": rng.pick(ABSURD_FORWARDED(rng)) } };
      default: return { category: "api", label: "api: get", method: "GET", path: `${rng.pick(API_PATHS)}${rng.pick(["", "?x=%", `?id=${i}`])}`, headers: {} };
    }
  };

  const healthRequest = () => ({
    category: "healthz",
    label: "healthz",
    method: rng.pick(["GET", "GET", "HEAD", "POST", "PUT", "DELETE"]),
    path: rng.pick(HEALTH_PATHS),
    headers: rng.pick([{}, { "x-forwarded-for": rng.chars(PRINTABLE.replace(",", ""), 8000) }, { cookie: "a".repeat(10_000) }, { "content-type": "application/json" }]),
  });

  const randomPath = () => {
    const depth = 1 + rng.int(6);
    const segment = () => rng.pick([
      () => rng.chars("abcdefghijklmnopqrstuvwxyz0123456789-_.~", 1 + rng.int(20)),
      () => Array.from({ length: 1 + rng.int(6) }, () => `%${rng.int(256).toString(16).padStart(2, "0")}`).join(""),
      () => rng.pick(["..", ".", "", "~", "%2e%2e", "%", "en", "contact", "api", "_astro", "index.html"]),
    ])();
    const path = `/${Array.from({ length: depth }, segment).join("/")}${rng.chance(0.2) ? `?${rng.chars("abc=&%[]", 10)}` : ""}`;
    return { category: "random path", label: "random path", method: rng.pick(["GET", "GET", "HEAD", "POST"]), path, headers: {} };
  };

  /** Requests http.request will not write: malformed request lines and headers, and what is not HTTP at all. */
  const rawRequest = (i) => {
    const crlf = "\r\n";
    const form = `fullName=x&email=bench-${runId}-c${i}%40example.com&company=Co&formToken=${encodeURIComponent(forgedToken())}`;
    const post = (extraHeaders, body = form) => `POST /en/contact HTTP/1.1${crlf}Host: ${host}${crlf}Origin: ${origin}${crlf}Content-Type: application/x-www-form-urlencoded${crlf}${extraHeaders}${crlf}${body}`;
    const cases = [
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
      ["raw UTF-8 in path", Buffer.concat([Buffer.from("GET /en/"), Buffer.from([0xc3, 0xa7, 0xff]), Buffer.from(` HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`)])],
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
      ["TLS ClientHello", Buffer.from("16030100a5010000a10303" + "00".repeat(32) + "000020c02bc02fc02cc030cca9cca8c013c014009c009d002f0035000a0100005800000014", "hex")],
      ["SSH banner", `SSH-2.0-OpenSSH_9.6${crlf}`],
      ["random bytes", Buffer.from(Array.from({ length: 200 }, () => rng.int(256)))],
      ["70 KB request line", `GET /${"a".repeat(70_000)} HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`],
      ["no Host", `GET /en HTTP/1.1${crlf}${crlf}`],
      ["two Host headers", `GET /en HTTP/1.1${crlf}Host: ${host}${crlf}Host: evil.example${crlf}${crlf}`],
      ["control char in Host", `GET /en HTTP/1.1${crlf}Host: evil\u0001.example${crlf}${crlf}`],
      ["foreign Host, same Origin", post(`X-Forwarded-For: 198.18.250.${i & 255}${crlf}Content-Length: ${form.length}${crlf}`).replace(`Host: ${host}`, "Host: evil.example").replace(`Origin: ${origin}`, "Origin: http://evil.example")],
      ["negative Content-Length", post(`Content-Length: -1${crlf}`)],
      ["Content-Length 1e3", post(`Content-Length: 1e3${crlf}`)],
      ["Content-Length longer than body, then half-closed", post(`Content-Length: ${form.length + 50}${crlf}`), { halfClose: true }],
      // A visitor who goes away mid-post: no answer can reach them; the server must not call it its own failure.
      ["upload aborted", (() => {
        const target = rng.pick(["/en/contact", "/en/contact/", "/it/contattaci"]);
        const originHeader = rng.chance(0.5) ? `Origin: ${origin}${crlf}` : "";
        return `POST ${target} HTTP/1.1${crlf}Host: ${host}${crlf}${originHeader}Content-Type: application/x-www-form-urlencoded${crlf}Content-Length: ${form.length + 500}${crlf}${crlf}${form}`;
      })(), { abortAfterMs: 200 }],
      ["two different Content-Lengths", post(`Content-Length: ${form.length}${crlf}Content-Length: 5${crlf}`)],
      ["Content-Length and chunked", post(`Content-Length: 4${crlf}Transfer-Encoding: chunked${crlf}`, `0${crlf}${crlf}GET /en HTTP/1.1${crlf}Host: ${host}${crlf}${crlf}`)],
      ["bad chunk size", post(`Transfer-Encoding: chunked${crlf}`, `zz${crlf}${form}${crlf}0${crlf}${crlf}`)],
      ["chunk size overflow", post(`Transfer-Encoding: chunked${crlf}`, `ffffffffffffffffff${crlf}${form}${crlf}0${crlf}${crlf}`)],
      ["gzip, chunked", post(`Transfer-Encoding: gzip, chunked${crlf}`, `${form.length.toString(16)}${crlf}${form}${crlf}0${crlf}${crlf}`)],
      ["chunked then identity", post(`Transfer-Encoding: chunked${crlf}Transfer-Encoding: identity${crlf}`, `${form.length.toString(16)}${crlf}${form}${crlf}0${crlf}${crlf}`)],
      ["space before colon", `GET /en HTTP/1.1${crlf}Host : ${host}${crlf}${crlf}`],
      ["header without colon", `GET /en HTTP/1.1${crlf}Host: ${host}${crlf}NoColonHere${crlf}${crlf}`],
      ["obs-fold", `GET /en HTTP/1.1${crlf}Host: ${host}${crlf}X-Folded: a${crlf} b${crlf}${crlf}`],
      ["NUL in header value", `GET /en HTTP/1.1${crlf}Host: ${host}${crlf}X-Evil: a\u0000b${crlf}${crlf}`],
      ["300 headers", `GET /en HTTP/1.1${crlf}Host: ${host}${crlf}${Array.from({ length: 300 }, (_, k) => `X-H${k}: ${k}${crlf}`).join("")}${crlf}`],
      ["3000 X-Forwarded-For headers", `GET /en/contact HTTP/1.1${crlf}Host: ${host}${crlf}${Array.from({ length: 3000 }, (_, k) => `X-Forwarded-For: 198.18.251.${k & 255}${crlf}`).join("")}${crlf}`],
      ["20 KB header", `GET /en HTTP/1.1${crlf}Host: ${host}${crlf}X-Big: ${"x".repeat(20_000)}${crlf}${crlf}`],
      ["Expect garbage", post(`Content-Length: ${form.length}${crlf}Expect: 200-ok-please${crlf}`)],
      ["Expect 100-continue", post(`Content-Length: ${form.length}${crlf}Expect: 100-continue${crlf}`)],
      ["Upgrade websocket", `GET /en/contact HTTP/1.1${crlf}Host: ${host}${crlf}Connection: Upgrade${crlf}Upgrade: websocket${crlf}Sec-WebSocket-Version: 13${crlf}Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==${crlf}${crlf}`],
      ["Upgrade h2c", `GET /en HTTP/1.1${crlf}Host: ${host}${crlf}Connection: Upgrade, HTTP2-Settings${crlf}Upgrade: h2c${crlf}HTTP2-Settings: AAMAAABkAAQAAP__${crlf}${crlf}`],
      ["pipelined posts", `${post(`Content-Length: ${form.length}${crlf}`)}${post(`Content-Length: ${form.length}${crlf}Connection: close${crlf}`)}`],
    ];
    const [label, raw, mode = {}] = rng.pick(cases);
    return { category: "raw socket", label, raw: typeof raw === "string" ? Buffer.from(raw, "latin1") : raw, ...mode };
  };

  const kinds = [
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

/** One corpus request with http.request on its own connection; the status, or 0 and why none came. */
function sendHttp(port, spec) {
  return new Promise((resolve) => {
    let done = false;
    const finish = (result) => {
      if (!done) {
        done = true;
        resolve(result);
      }
    };
    const body = typeof spec.body === "function" ? spec.body() : spec.body;
    const headers = { ...spec.headers };
    if (body !== undefined && !spec.chunked) headers["content-length"] = Buffer.byteLength(body);
    let req;
    try {
      req = http.request({ host: "127.0.0.1", port, method: spec.method, path: spec.path, headers, agent: false }, (res) => {
        finish({ status: res.statusCode });
        res.on("error", () => undefined);
        res.resume();
      });
    } catch (error) {
      // The bench's own mistake (a request Node will not write): counted apart, never as the server's.
      return finish({ status: 0, error: `client refused: ${error.code ?? error.message}` });
    }
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (error) => finish({ status: 0, error: error.code ?? error.message }));
    if (body === undefined) req.end();
    else if (spec.chunked) {
      // Several writes without a length: Node sends them chunked.
      for (let offset = 0; offset < body.length; offset += 64 * 1024) req.write(body.subarray(offset, offset + 64 * 1024));
      req.end();
    } else req.end(body);
  });
}

/**
 * Raw bytes on a socket; the status of the first answer's status line, once its headers are in. The
 * socket stays open for the answer (Node aborts a request whose client half-closes), unless `halfClose`
 * (end of stream right after the bytes) or `abortAfterMs` (the client goes away: no answer is expected).
 */
function sendRaw(port, { raw: bytes, halfClose = false, abortAfterMs }) {
  return new Promise((resolve) => {
    let received = Buffer.alloc(0);
    let done = false;
    const statusOf = () => {
      const match = /^HTTP\/\d\.\d (\d{3})/.exec(received.subarray(0, 32).toString("latin1"));
      return match ? Number(match[1]) : undefined;
    };
    const finish = (fallback) => {
      if (done) return;
      done = true;
      socket.destroy();
      const status = statusOf();
      // A 1xx (100 Continue) is not the answer: what came after it is, if anything did.
      resolve(status !== undefined ? { status } : received.length > 0 ? { status: 0, error: "answer not HTTP" } : fallback);
    };
    const socket = net.connect(port, "127.0.0.1", () => {
      if (halfClose) socket.end(bytes);
      else socket.write(bytes);
      if (abortAfterMs !== undefined) setTimeout(() => finish({ status: 0, error: BENCH_ABORT }), abortAfterMs);
    });
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => finish({ status: 0, error: "TIMEOUT" }));
    socket.on("data", (chunk) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf("\r\n\r\n");
      if (headEnd === -1) return;
      if (statusOf() === 100) {
        received = received.subarray(headEnd + 4);
        return;
      }
      finish();
    });
    socket.on("error", (error) => finish({ status: 0, error: error.code ?? error.message }));
    socket.on("close", () => finish({ status: 0, error: "closed without an answer" }));
  });
}

async function hostileCorpusPart(env, runId) {
  const serverEnv = { ...env, TRUST_PROXY: "loopback", CONTACT_RATE_LIMIT_MAX: "1000000" };
  const logs = logWatcher();
  const server = startServer({ port: PORT, env: serverEnv, onLogLine: logs.onLogLine });
  await waitForHealth(server, Date.now() + 60_000);
  // Real forms for the posts that must fail on something else than their token (invalid fields, honeypot).
  const realTokens = await collectTokens(PORT, 32);
  await sleep(MIN_FILL_WAIT_MS);
  const corpus = hostileCorpus({ count: HOSTILE, seed: SEED, port: PORT, runId, realTokens });

  const leadsBefore = await readStoredLeads(serverEnv);
  const consentBefore = Number((await sqlQuery(serverEnv, "select count(*)::int as n from consent_records"))[0].n);
  const maxIdBefore = leadsBefore.reduce((max, lead) => Math.max(max, lead.id), 0);

  const statuses = statusCounter();
  const byCategory = {};
  const byLabel = {};
  const serverErrors = [];
  const connectionErrorExamples = [];
  const deadline = Date.now() + PART_TIME_LIMIT_MS;
  let next = 0;
  let sent = 0;
  const started = performance.now();
  async function worker() {
    while (next < corpus.length && Date.now() < deadline) {
      const spec = corpus[next++];
      const answer = spec.raw ? await sendRaw(PORT, spec) : await sendHttp(PORT, spec);
      sent += 1;
      statuses.add(answer);
      const category = (byCategory[spec.category] ??= { requests: 0, "1xx": 0, "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, noAnswer: 0 });
      category.requests += 1;
      if (answer.status > 0) category[`${String(answer.status)[0]}xx`] += 1;
      else category.noAnswer += 1;
      const label = (byLabel[`${spec.category}: ${spec.label}`] ??= {});
      const outcome = answer.status > 0 ? String(answer.status) : answer.error;
      label[outcome] = (label[outcome] ?? 0) + 1;
      const description = `#${spec.index} ${spec.category}: ${spec.label} — ${spec.raw ? JSON.stringify(spec.raw.subarray(0, 80).toString("latin1")) : `${spec.method} ${spec.path.slice(0, 80)}`}`;
      if (answer.status >= 500) serverErrors.push(`${answer.status} ${description}`);
      else if (answer.status === 0 && answer.error !== BENCH_ABORT && connectionErrorExamples.length < 10) connectionErrorExamples.push(`${answer.error} ${description}`);
      corpus[spec.index] = undefined; // large bodies go as soon as they are sent
    }
  }
  await Promise.all(Array.from({ length: HOSTILE_CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const serverAlive = !server.hasExited();
  if (!serverAlive) throw new Error(`the server exited during the hostile corpus (${JSON.stringify(await server.exited)})`);

  // Whatever the corpus got stored has been committed by now (the group commit waits milliseconds).
  await sleep(500);
  const leadsAfter = await readStoredLeads(serverEnv);
  const consentAfter = Number((await sqlQuery(serverEnv, "select count(*)::int as n from consent_records"))[0].n);
  const newLeads = leadsAfter.filter((lead) => lead.id > maxIdBefore);
  await server.stop();

  return {
    requests: sent,
    seed: SEED,
    concurrency: HOSTILE_CONCURRENCY,
    seconds: Number(seconds.toFixed(1)),
    statuses: { classes: statuses.classes, byStatus: statuses.byStatus, connectionErrors: statuses.errors },
    connectionErrors: statuses.connectionErrors(),
    connectionErrorExamples,
    serverErrors: serverErrors.length,
    serverErrorExamples: serverErrors.slice(0, 50),
    byCategory,
    byLabel,
    leadsBefore: leadsBefore.length,
    leadsAfter: leadsAfter.length,
    leadsStored: leadsAfter.length - leadsBefore.length,
    newLeadExamples: newLeads.slice(0, 10).map((lead) => ({ id: lead.id, email: lead.email, firstName: lead.firstName.slice(0, 60) })),
    newLeadIds: newLeads.map((lead) => lead.id),
    consentBefore,
    consentAfter,
    consentStored: consentAfter - consentBefore,
    log: logs.stats,
  };
}

// ---------------------------------------------------------------------------------------------------
// Part 3: spoofed addresses.

/** 8 KB garbage pool: each post takes one and prefixes its own index, so no two are the same. */
function garbagePool(rng) {
  return Array.from({ length: 64 }, () => rng.chars(PRINTABLE, 8 * 1024));
}

async function spoofedPart(env, runId) {
  // Default rate limiting: the empty string is the server's default (parseEnv drops empty variables).
  const serverEnv = { ...env, TRUST_PROXY: "loopback", CONTACT_RATE_LIMIT_MAX: "", CONTACT_RATE_LIMIT_WINDOW_SECONDS: "" };
  const logs = logWatcher();
  const server = startServer({ port: PORT, env: serverEnv, onLogLine: logs.onLogLine });
  await waitForHealth(server, Date.now() + 60_000);
  const validEvery = SPOOFED_VALID > 0 ? Math.max(1, Math.floor(SPOOFED / SPOOFED_VALID)) : Infinity;
  const validCount = SPOOFED_VALID > 0 ? Math.ceil(SPOOFED / validEvery) : 0;
  const tokens = await collectTokens(PORT, validCount);
  await sleep(MIN_FILL_WAIT_MS);
  const rateRowsBefore = env.DATABASE_URL ? Number((await sqlQuery(serverEnv, "select count(*)::int as n from contact_rate_limits"))[0].n) : undefined;

  const rng = prng(SEED + 3);
  const garbage = garbagePool(rng);
  const forged = `${Date.now() - 60_000}.${rng.chars(B64URL, 16)}.${rng.chars(B64URL, 43)}`;
  const rssBefore = rssMb(server.pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server.pid) ?? 0)), 250);

  const statuses = statusCounter();
  const kinds = { ipv4: { posts: 0, 429: 0 }, ipv6: { posts: 0, 429: 0 }, garbage: { posts: 0, 429: 0 } };
  let validPosts = 0;
  let valid303 = 0;
  let next = 0;
  let sent = 0;
  const deadline = Date.now() + PART_TIME_LIMIT_MS;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const started = performance.now();
  async function worker() {
    while (next < SPOOFED && Date.now() < deadline) {
      const i = next++;
      const valid = i % validEvery === 0;
      // Valid-token posts come from valid addresses (IPv4 and IPv6 in turn); the others cycle all three kinds.
      const kind = valid ? ((i / validEvery) % 2 === 0 ? "ipv4" : "ipv6") : ["ipv4", "ipv6", "garbage"][i % 3];
      // 100.64.0.0/10 (shared address space) and 2001:db8::/32 (documentation): one address, one /64, per post.
      const address =
        kind === "ipv4" ? `100.${64 + ((i >> 16) & 63)}.${(i >> 8) & 255}.${i & 255}`
        : kind === "ipv6" ? `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::${(1 + (i % 7)).toString(16)}`
        : `${i}-${garbage[i % garbage.length]}`;
      const body = valid
        ? leadBody({ fullName: `Spoofed Lead ${i}`, email: `bench-${runId}-s${i}@example.com`, formToken: tokens[Math.floor(i / validEvery)] })
        : leadBody({ fullName: `Spoofed Post ${i}`, email: `bench-${runId}-x${i}@example.com`, formToken: forged });
      // The form script's request (JSON answer): the HTML form's page is rendered in part 2; 100,000 of them would take most of the run.
      const answer = await postForm({ port: PORT, agent, body, address, headers: { accept: "application/json" }, timeoutMs: REQUEST_TIMEOUT_MS });
      sent += 1;
      statuses.add(answer);
      kinds[kind].posts += 1;
      if (answer.status === 429) kinds[kind][429] += 1;
      if (valid) {
        validPosts += 1;
        if (answer.status === 303) valid303 += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  agent.destroy();
  if (server.hasExited()) throw new Error(`the server exited during the spoofed posts (${JSON.stringify(await server.exited)})`);
  const rssAfter = rssMb(server.pid);
  await sleep(2000);
  const rssSettled = rssMb(server.pid);

  const rows = (await readStoredLeads(serverEnv)).filter((lead) => lead.email.startsWith(`bench-${runId}-s`) || lead.email.startsWith(`bench-${runId}-x`));
  const rateRowsAfter = env.DATABASE_URL ? Number((await sqlQuery(serverEnv, "select count(*)::int as n from contact_rate_limits"))[0].n) : undefined;
  await server.stop();
  return {
    posts: sent,
    concurrency: CONCURRENCY,
    seconds: Number(seconds.toFixed(1)),
    postsPerSecond: Math.round(sent / seconds),
    kinds,
    rssBeforeMb: rssBefore,
    rssPeakMb: rssPeak,
    rssAfterMb: rssAfter,
    rssSettledMb: rssSettled,
    statuses: { classes: statuses.classes, byStatus: statuses.byStatus, connectionErrors: statuses.errors },
    rateLimited: statuses.byStatus[429] ?? 0,
    validPosts,
    valid303,
    storedValid: rows.filter((lead) => lead.email.startsWith(`bench-${runId}-s`)).length,
    storedInvalid: rows.filter((lead) => lead.email.startsWith(`bench-${runId}-x`)).length,
    rateLimitRowsBefore: rateRowsBefore,
    rateLimitRowsAfter: rateRowsAfter,
    log: logs.stats,
  };
}

// ---------------------------------------------------------------------------------------------------
// One database, then the report.

/** The PostgreSQL limiter's keys; none in a database the server has not migrated yet. */
async function rateLimitKeys(env) {
  const [{ present }] = await sqlQuery(env, "select to_regclass('contact_rate_limits') is not null as present");
  return new Set(present ? (await sqlQuery(env, "select key from contact_rate_limits")).map((row) => row.key) : []);
}

async function benchTarget(target, env) {
  const runId = `r${Date.now().toString(36)}`;
  const keysBefore = env.DATABASE_URL ? await rateLimitKeys(env) : undefined;
  const result = { target, runId };
  try {
    if (PARTS.has("exactly-once")) {
      console.log(`${target}: part 1, exactly once under SIGKILL (${LEADS} leads)…`);
      result.exactlyOnce = await exactlyOnce(env, runId);
    }
    if (PARTS.has("hostile")) {
      console.log(`${target}: part 2, hostile corpus (${HOSTILE} requests)…`);
      result.hostile = await hostileCorpusPart(env, runId);
    }
    if (PARTS.has("spoofed")) {
      console.log(`${target}: part 3, spoofed addresses (${SPOOFED} posts)…`);
      result.spoofed = await spoofedPart(env, runId);
    }
    if (PARTS.has("attacks")) {
      console.log(`${target}: part 4, issue 44's attacks…`);
      result.attacks = await attackScenarios({ target, env, runId, port: PORT });
    }
  } finally {
    if (env.DATABASE_URL) {
      // Leave the database as it was: the bench's leads are not leads, its counters not visitors'.
      result.cleanup = { leads: await deleteLeads(env.DATABASE_URL, `bench-${runId}-%`) };
      const corpusIds = result.hostile?.newLeadIds ?? [];
      if (corpusIds.length > 0) result.cleanup.corpusLeads = (await sqlQuery(env, `delete from "Contact-final" where id = any($1::int[]) returning id`, [corpusIds])).length;
      const specialKeys = ["127.0.0.1", "0.0.0.0", "255.255.255.255", "0:0:0:0::/64", "fe80:0:0:0::/64"];
      const created = (await sqlQuery(env, "select key from contact_rate_limits")).map((row) => row.key).filter((key) => !keysBefore.has(key));
      const ours = created.filter((key) => (/^198\.1[89]\./.test(key) || /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./.test(key)) || key.startsWith("2001:db8:") || specialKeys.includes(key));
      if (ours.length > 0) await sqlQuery(env, "delete from contact_rate_limits where key = any($1::text[])", [ours]);
      result.cleanup.rateLimitKeys = ours.length;
    }
  }
  if (result.hostile) delete result.hostile.newLeadIds;
  return result;
}

const classes = (c) => `${c["1xx"]} / ${c["2xx"]} / ${c["3xx"]} / ${c["4xx"]} / ${c["5xx"]}`;
const errorsText = (errors) => (Object.keys(errors).length === 0 ? "0" : Object.entries(errors).map(([code, n]) => `${code} ${n}`).join(", "));

function printTable(r) {
  const rows = [];
  const part = (name, figures) => figures.forEach(([figure, value], index) => rows.push([index === 0 ? name : "", figure, String(value)]));
  const e = r.exactlyOnce;
  if (e) {
    part("1 exactly once, SIGKILL ×2", [
      ["leads (each its own token, e-mail)", `${e.leads}, concurrency ${e.concurrency}`],
      ["acknowledged (303)", e.acknowledged],
      ["stored (rows of the run)", e.stored],
      ["lost (acknowledged, not stored)", e.lost],
      ["duplicated (e-mail stored >1)", e.duplicated],
      ["gave up (never 303)", e.gaveUp],
      ["posts sent / retried", `${e.attempts} / ${e.retries}`],
      ["answers 1xx/2xx/3xx/4xx/5xx", classes(e.statuses.classes)],
      ["no answer (retried)", errorsText(e.statuses.connectionErrors)],
      ["killed after acknowledged / down", e.restarts.map((k) => `${k.afterAcknowledged} / ${(k.downMs / 1000).toFixed(1)} s`).join(", ")],
      ["tokens / posting time", `${e.tokenSeconds} s / ${e.postingSeconds} s (p50 ${e.p50Ms} ms, p99 ${e.p99Ms} ms)`],
      ["log: not JSON / stack below error", `${e.log.notJson} / ${e.log.stackBelowError}`],
    ]);
  }
  const h = r.hostile;
  if (h) {
    part("2 hostile corpus", [
      ["requests (seed)", `${h.requests} (${h.seed}), concurrency ${h.concurrency}, ${h.seconds} s`],
      ["answers 1xx/2xx/3xx/4xx/5xx", classes(h.statuses.classes)],
      ["5xx (must be 0)", h.serverErrors],
      ["connection errors (no answer)", `${h.connectionErrors}${h.connectionErrors ? ` (${errorsText(Object.fromEntries(Object.entries(h.statuses.connectionErrors).filter(([code]) => code !== BENCH_ABORT)))})` : ""}`],
      ["uploads abandoned by the bench", h.statuses.connectionErrors[BENCH_ABORT] ?? 0],
      ["leads stored (must be 0)", `${h.leadsStored} (${h.leadsBefore} → ${h.leadsAfter})`],
      ["consent rows stored (must be 0)", `${h.consentStored} (${h.consentBefore} → ${h.consentAfter})`],
      ["log lines (by level)", `${h.log.lines} (${Object.entries(h.log.byLevel).map(([level, n]) => `${level} ${n}`).join(", ")})`],
      ["log lines not one JSON object", h.log.notJson],
      ["stack traces below level error", h.log.stackBelowError],
    ]);
  }
  const s = r.spoofed;
  if (s) {
    part("3 spoofed X-Forwarded-For", [
      ["posts (IPv4 / IPv6 /64s / 8 KB garbage)", `${s.posts} (${s.kinds.ipv4.posts} / ${s.kinds.ipv6.posts} / ${s.kinds.garbage.posts}), ${s.postsPerSecond}/s, ${s.seconds} s`],
      ["server RSS before → after (peak)", `${s.rssBeforeMb} → ${s.rssAfterMb} MB (peak ${s.rssPeakMb}, 2 s later ${s.rssSettledMb})`],
      ["429 (IPv4 / IPv6 / garbage)", `${s.rateLimited} (${s.kinds.ipv4[429]} / ${s.kinds.ipv6[429]} / ${s.kinds.garbage[429]})`],
      ["answers 1xx/2xx/3xx/4xx/5xx", classes(s.statuses.classes)],
      ["no answer", errorsText(s.statuses.connectionErrors)],
      ["stored: real-token posts", `${s.storedValid} of ${s.validPosts} (${s.valid303} answered 303)`],
      ["stored: forged-token posts (must be 0)", s.storedInvalid],
      ...(s.rateLimitRowsBefore === undefined ? [] : [["rate-limit rows before → after", `${s.rateLimitRowsBefore} → ${s.rateLimitRowsAfter}`]]),
      ["log: not JSON / stack below error", `${s.log.notJson} / ${s.log.stackBelowError}`],
    ]);
  }
  if (rows.length === 0) return;
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
  console.log(`\n${r.target} (run ${r.runId})`);
  for (const row of rows) console.log(`  ${row[0].padEnd(widths[0])}  ${row[1].padEnd(widths[1])}  ${row[2]}`);
  if (h?.serverErrorExamples.length) console.log(`  5xx answers:\n${h.serverErrorExamples.slice(0, 20).map((line) => `    ${line}`).join("\n")}`);
  if (h?.newLeadExamples.length) console.log(`  leads the corpus stored:\n${h.newLeadExamples.map((lead) => `    ${JSON.stringify(lead)}`).join("\n")}`);
  for (const [name, log] of [["part 1", e?.log], ["part 2", h?.log], ["part 3", s?.log]]) {
    if (!log) continue;
    for (const line of log.examples.notJson) console.log(`  ${name} log line not JSON: ${line}`);
    for (const line of log.examples.stackBelowError) console.log(`  ${name} stack below error: ${line}`);
  }
}

function failures(r) {
  const reasons = [];
  const e = r.exactlyOnce;
  const h = r.hostile;
  const s = r.spoofed;
  if (e?.lost > 0) reasons.push(`${e.lost} acknowledged lead(s) lost`);
  if (e?.duplicated > 0) reasons.push(`${e.duplicated} lead(s) duplicated`);
  const fiveHundreds = (e?.statuses.classes["5xx"] ?? 0) + (h?.statuses.classes["5xx"] ?? 0) + (s?.statuses.classes["5xx"] ?? 0);
  if (fiveHundreds > 0) reasons.push(`${fiveHundreds} answer(s) 5xx`);
  if (h && h.leadsStored + h.consentStored > 0) reasons.push(`the hostile corpus stored ${h.leadsStored} lead(s) and ${h.consentStored} consent row(s)`);
  if (s?.storedInvalid > 0) reasons.push(`${s.storedInvalid} forged-token post(s) stored`);
  if (r.attacks) reasons.push(...attackFailures(r.attacks));
  return reasons.map((reason) => `${r.target}: ${reason}`);
}

async function main() {
  const results = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), "pr-site-reliability-"));
  try {
    results.push(await benchTarget("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) results.push(await benchTarget("PostgreSQL", { DATABASE_URL: process.env.DATABASE_URL }));

  for (const result of results) printTable(result);
  const attackRows = results.flatMap((result) => result.attacks ?? []);
  if (attackRows.length > 0) console.log(`\nIssue 44's attacks\n${attackTable(attackRows)}`);
  await mkdir("bench/results", { recursive: true });
  const file = path.join("bench/results", `reliability-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`);
  console.log(`\nWritten to ${file}`);
  const reasons = results.flatMap(failures);
  if (reasons.length > 0) {
    console.log(`FAILED:\n${reasons.map((reason) => `  ${reason}`).join("\n")}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
