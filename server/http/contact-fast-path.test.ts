import { createServer, request as httpRequest, type Server } from "node:http";
import { sql } from "drizzle-orm";
import express from "express";
import { beforeAll, afterAll, describe, expect, it, vi } from "vitest";
import { issueFormToken } from "~/features/contact/form-token.server";
import { listLeads } from "~/features/contact/leads.server";
import { createContactService } from "~/features/contact/service.server";
import type { SubmissionOutcome } from "~/features/contact/outcome";
import type { DatabaseHandle } from "~server/db/client";
import { parseEnv } from "~server/env";
import { testDatabases, useTestDatabase } from "~/test-support/databases";
import { listenOnLoopback } from "~/test-support/http";
import { contactFastPath } from "./contact-fast-path";
import { securityHeaders } from "./security-headers";

const SECRET = "a-test-secret-that-is-long-enough-for-hmac";
const RATE_LIMIT_MAX = 3;

/** What reached the handler after the fast path: the site's handler's place in server/http/app.ts. */
interface HandedOver {
  url: string;
  outcome: SubmissionOutcome | undefined;
  /** The body as the next handler could still read it: empty when the fast path consumed it. */
  body: string;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe.each(testDatabases("fast-path"))("the contact form's Express fast path on $name", ({ target }) => {
  let handle: DatabaseHandle;
  let server: Server;
  let origin: string;
  const handedOver: HandedOver[] = [];
  const run = Math.random().toString(36).slice(2, 10);
  let addressCounter = 0;

  useTestDatabase(target, {
    opened: async (opened) => {
      handle = opened;
      const env = parseEnv({ FORM_SECRET: SECRET, CONTACT_RATE_LIMIT_MAX: String(RATE_LIMIT_MAX), DATA_DIR: "/nonexistent" });
      const contact = await createContactService(env, opened, [], () => undefined);
      const app = express();
      app.set("trust proxy", "loopback");
      app.use(securityHeaders());
      app.use(contactFastPath(contact));
      app.use((req, res) => {
        const done = (body: string) => {
          handedOver.push({ url: req.url, outcome: res.locals.contactOutcome as SubmissionOutcome | undefined, body });
          res.status(299).end();
        };
        if (req.readableEnded) return done("");
        let body = "";
        req.setEncoding("utf8");
        req.on("data", (chunk: string) => (body += chunk));
        req.on("end", () => done(body));
      });
      server = createServer(app);
      origin = await listenOnLoopback(server);
    },
    beforeClose: async (opened) => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await opened.db.execute(sql`delete from "Contact-final" where "Email" like ${`%${run}%`}`);
      await opened.db.execute(sql`delete from contact_rate_limits where key like ${"198.51.100.%"} or key = ${"127.0.0.1"}`);
    },
  });

  /** Each post comes from its own address unless told, so the rate limit bites only where a test wants it. */
  function post(path: string, body: string | Buffer, headers: Record<string, string | undefined> = {}): Promise<Answer> {
    addressCounter += 1;
    const url = new URL(path, origin);
    const allHeaders: Record<string, string> = {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(Buffer.byteLength(body)),
      origin,
      "x-forwarded-for": `198.51.100.${addressCounter % 250}`,
    };
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined) delete allHeaders[name];
      else allHeaders[name] = value;
    }
    return new Promise((resolve, reject) => {
      const req = httpRequest(url, { method: "POST", headers: allHeaders }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      });
      req.on("error", reject);
      req.end(body);
    });
  }

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const lead = (label: string, fields: Record<string, string> = {}) =>
    form({
      fullName: "Ada King Lovelace",
      email: `${label}-${run}@example.com`,
      company: "Engines",
      motivation: "",
      formToken: issueFormToken(SECRET, Date.now() - 10_000),
      ...fields,
    });
  const stored = async (label: string) => (await listLeads(handle.db)).filter((row) => row.email === `${label}-${run}@example.com`);

  beforeAll(() => void (handedOver.length = 0));
  afterAll(() => void (handedOver.length = 0));

  it("answers a plain post with the thank-you redirect once the lead is stored, with the security headers and no body", async () => {
    handedOver.length = 0;
    const answer = await post("/en/contact", lead("plain"));
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/en/thank-you?sent=1");
    expect(answer.headers["content-length"]).toBe("0");
    expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(answer.body).toBe("");
    expect(await stored("plain")).toEqual([expect.objectContaining({ firstName: "Ada", lastName: "King Lovelace", company: "Engines", language: "en" })]);
    expect(handedOver).toEqual([]);
  });

  it("serves every language's own contact path in that language", async () => {
    const paths = { it: "/it/contattaci", en: "/en/contact", zh: "/zh/contact", fr: "/fr/contact" };
    for (const [lang, path] of Object.entries(paths)) {
      const answer = await post(path, lead(`lang-${lang}`));
      expect(answer.headers.location).toBe(`/${lang}/thank-you?sent=1`);
      expect(await stored(`lang-${lang}`)).toEqual([expect.objectContaining({ language: lang })]);
    }
    // The localized default motivation comes with the language.
    expect((await stored("lang-it"))[0]!.motivation).toBe("Richiesta di contatto dal modulo");
  });

  it("thanks a bot without the conversion marker and stores nothing", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined); // one line per bot or refused post
    handedOver.length = 0;
    const honeypot = await post("/fr/contact", lead("honeypot", { website: "http://spam.example" }));
    const tooFast = await post("/fr/contact", lead("too-fast", { formToken: issueFormToken(SECRET) }));
    for (const answer of [honeypot, tooFast]) {
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe("/fr/thank-you");
    }
    expect([...(await stored("honeypot")), ...(await stored("too-fast"))]).toEqual([]);
    expect(handedOver).toEqual([]);
  });

  it("hands a post that shows the form again to the next handler with its outcome, having submitted it once", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined); // one line per bot or refused post
    handedOver.length = 0;
    const invalid = await post("/it/contattaci", lead("invalid", { fullName: "A", company: "" }));
    expect(invalid.status).toBe(299);
    const repeated = await post("/en/contact", `${lead("repeated")}&company=Again`);
    const stale = await post("/en/contact", lead("stale", { formToken: "1700000000000.forged" }));
    const badUtf8 = await post("/en/contact", Buffer.concat([Buffer.from("fullName="), Buffer.from([0xff, 0xfe])]));
    expect(handedOver.map(({ outcome }) => outcome?.kind)).toEqual(["invalid", "bad-request", "expired", "bad-request"]);
    expect(handedOver[0]!.outcome).toMatchObject({
      values: { fullName: "A", company: "", email: `invalid-${run}@example.com` },
      errors: { fullName: expect.any(String), company: expect.any(String) },
    });
    // The body was read once, by the fast path; the page is rendered from the outcome.
    expect(handedOver.map(({ body }) => body)).toEqual(["", "", "", ""]);
    for (const answer of [repeated, stale, badUtf8]) expect(answer.status).toBe(299);
    expect([...(await stored("invalid")), ...(await stored("repeated")), ...(await stored("stale"))]).toEqual([]);
  });

  it("counts its posts in the rate limit and hands the refused one over", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined); // the refusal is logged
    handedOver.length = 0;
    const address = "198.51.100.251";
    const answers = [];
    for (let i = 0; i <= RATE_LIMIT_MAX; i++) answers.push(await post("/en/contact", lead(`limited-${i}`), { "x-forwarded-for": address }));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 299]);
    expect(handedOver.map(({ outcome }) => outcome?.kind)).toEqual(["rate-limited"]);
    expect(await stored(`limited-${RATE_LIMIT_MAX}`)).toEqual([]);
  });

  it("counts posts whose X-Forwarded-For is not an address as the connection's own, so a made-up one per post escapes nothing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined); // the refusal is logged
    handedOver.length = 0;
    const answers = [];
    for (let i = 0; i <= RATE_LIMIT_MAX; i++) answers.push(await post("/en/contact", lead(`spoofed-${i}`), { "x-forwarded-for": `${"x".repeat(8000)}-${i}` }));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 299]);
    expect(handedOver.map(({ outcome }) => outcome)).toEqual([expect.objectContaining({ kind: "rate-limited", retryAfterSeconds: expect.any(Number) })]);
  });

  it("leaves every unusual post to the contact page untouched: body unread, nothing submitted", async () => {
    handedOver.length = 0;
    const body = lead("unusual");
    const multipart = `--b\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAda\r\n--b--\r\n`;
    const cases: [string, string, Record<string, string | undefined>][] = [
      ["a query string", "/en/contact?index", {}],
      ["a trailing slash", "/en/contact/", {}],
      ["another language's slug", "/it/contact", {}],
      ["no Origin", "/en/contact", { origin: undefined }],
      ["Origin null", "/en/contact", { origin: "null" }],
      ["another site's Origin", "/en/contact", { origin: "https://evil.example" }],
      ["a forwarded host", "/en/contact", { "x-forwarded-host": "www.example.com" }],
      ["a body without a declared length", "/en/contact", { "content-length": undefined, "transfer-encoding": "chunked" }],
      ["JSON", "/en/contact", { "content-type": "application/json" }],
    ];
    for (const [, path, headers] of cases) expect((await post(path, body, headers)).status).toBe(299);
    const multipartAnswer = await post("/en/contact", multipart, { "content-type": "multipart/form-data; boundary=b" });
    expect(multipartAnswer.status).toBe(299);
    const oversize = `${body}&motivation=${"x".repeat(64 * 1024)}`;
    expect((await post("/en/contact", oversize)).status).toBe(299);

    expect(handedOver.map(({ outcome }) => outcome)).toEqual(Array(cases.length + 2).fill(undefined));
    expect(handedOver.map(({ body: received }) => received)).toEqual([...cases.map(() => body), multipart, oversize]);
    expect(await stored("unusual")).toEqual([]);
  });

  it("stores nothing for a visitor who goes away mid-post, and keeps serving", async () => {
    const body = lead("gone");
    await new Promise<void>((resolve) => {
      const req = httpRequest(new URL("/en/contact", origin), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(body.length + 100), origin },
      });
      req.on("error", () => resolve());
      req.write(body, () => setImmediate(() => req.destroy()));
      req.on("close", () => resolve());
    });
    const after = await post("/en/contact", lead("after-gone"));
    expect(after.status).toBe(303);
    expect(await stored("after-gone")).toHaveLength(1);
    expect(await stored("gone")).toEqual([]);
  });
});
