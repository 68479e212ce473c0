import { createServer, request as httpRequest, type Server } from "node:http";
import { sql } from "drizzle-orm";
import express from "express";
import { beforeAll, afterAll, describe, expect, it, vi } from "vitest";
import { contactCopy } from "~/content/contact";
import { issueFormToken } from "~/features/contact/form-token.server";
import { listLeads } from "~/features/contact/leads.server";
import { createContactService } from "~/features/contact/service.server";
import type { HandedContactPost } from "~/features/contact/service.server";
import type { DatabaseHandle } from "~server/db/client";
import { parseEnv } from "~server/env";
import { testDatabases, useTestDatabase } from "~/test-support/databases";
import { listenOnLoopback } from "~/test-support/http";
import { contactPost } from "./contact-post";
import { securityHeaders } from "./security-headers";

const SECRET = "a-test-secret-that-is-long-enough-for-hmac";
const RATE_LIMIT_MAX = 3;

/** What reached the handler after the contact post: the site's handler's place in server/http/app.ts. */
interface HandedOver {
  url: string;
  handed: HandedContactPost | undefined;
  /** The body as the next handler could still read it: empty when the contact post consumed it. */
  body: string;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe.each(testDatabases("contact-post"))("the contact form's one entry on $name", ({ target }) => {
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
      app.use(contactPost(contact));
      app.use((req, res) => {
        // The page renders with the status the contact post set; 299 marks a request it left alone.
        const done = (body: string) => {
          const handed = res.locals.contactPost as HandedContactPost | undefined;
          handedOver.push({ url: req.url, handed, body });
          res.status(handed ? res.statusCode : 299).end();
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
  const toFormData = (body: string) => {
    const data = new FormData();
    for (const [name, value] of new URLSearchParams(body)) data.append(name, value);
    return data;
  };
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

  it("hands a post that shows the form again to the page with its answer and status, having read and submitted it once", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined); // one line per bot or refused post
    handedOver.length = 0;
    const invalid = await post("/it/contattaci", lead("invalid", { fullName: "A", company: "" }));
    const repeated = await post("/en/contact", `${lead("repeated")}&company=Again`);
    const stale = await post("/en/contact", lead("stale", { formToken: "1700000000000.forged" }));
    const badUtf8 = await post("/en/contact", Buffer.concat([Buffer.from("fullName="), Buffer.from([0xff, 0xfe])]));
    const answers = handedOver.map(({ handed }) => (handed && "answer" in handed ? handed.answer : undefined));
    expect(answers.map((answer) => answer?.kind)).toEqual(["invalid", "bad-request", "expired", "bad-request"]);
    expect(answers[0]).toMatchObject({
      values: { fullName: "A", company: "", email: `invalid-${run}@example.com` },
      errors: { fullName: contactCopy("it").validation.fullNameMin, company: expect.any(String) },
      notice: null,
    });
    // The body was read once, here; the page is rendered from the answer, with a new token where the old was refused.
    expect(handedOver.map(({ body }) => body)).toEqual(["", "", "", ""]);
    expect(answers[2]!.token).not.toBe("1700000000000.forged");
    for (const answer of [invalid, repeated, stale, badUtf8]) {
      expect(answer.status).toBe(400);
      expect(answer.headers["cache-control"]).toBe("private, no-cache");
    }
    expect([...(await stored("invalid")), ...(await stored("repeated")), ...(await stored("stale"))]).toEqual([]);
  });

  it("answers the form's script in JSON itself: the answer the page would show, nothing handed on", async () => {
    handedOver.length = 0;
    const answer = await post("/en/contact", lead("json", { fullName: "A" }), { accept: "application/json" });
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toMatchObject({
      kind: "invalid",
      errors: { fullName: contactCopy("en").validation.fullNameMin },
      values: { fullName: "A" },
    });
    expect(handedOver).toEqual([]);
  });

  it("counts its posts in the rate limit and says when to come back", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined); // the refusal is logged
    handedOver.length = 0;
    const address = "198.51.100.251";
    const answers = [];
    for (let i = 0; i <= RATE_LIMIT_MAX; i++) answers.push(await post("/en/contact", lead(`limited-${i}`), { "x-forwarded-for": address }));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 429]);
    expect(Number(answers[RATE_LIMIT_MAX]!.headers["retry-after"])).toBeGreaterThan(0);
    expect(handedOver.map(({ handed }) => handed && "answer" in handed && handed.answer.kind)).toEqual(["rate-limited"]);
    expect(await stored(`limited-${RATE_LIMIT_MAX}`)).toEqual([]);
  });

  it("counts posts whose X-Forwarded-For is not an address as the connection's own, so a made-up one per post escapes nothing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined); // the refusal is logged
    handedOver.length = 0;
    const answers = [];
    for (let i = 0; i <= RATE_LIMIT_MAX; i++) answers.push(await post("/en/contact", lead(`spoofed-${i}`), { "x-forwarded-for": `${"x".repeat(8000)}-${i}` }));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 429]);
    expect(handedOver.map(({ handed }) => handed && "answer" in handed && handed.answer.kind)).toEqual(["rate-limited"]);
  });

  it("stores a post in every shape a browser or a proxy sends it, once each: multipart, chunked, a query, no Origin, a proxy's host, https behind TLS", async () => {
    handedOver.length = 0;
    // Encoded as a browser encodes a form with enctype="multipart/form-data" (undici's own encoder).
    const encoded = new Response(toFormData(lead("multipart")));
    const multipart = await encoded.text();
    const host = new URL(origin).host;
    const shapes: [string, string, string, Record<string, string | undefined>][] = [
      ["multipart", "/en/contact", multipart, { "content-type": encoded.headers.get("content-type")! }],
      ["chunked", "/en/contact", lead("chunked"), { "content-length": undefined, "transfer-encoding": "chunked" }],
      ["query", "/en/contact?utm_source=mail", lead("query"), {}],
      ["no-origin", "/en/contact", lead("no-origin"), { origin: undefined }],
      ["forwarded-host", "/en/contact", lead("forwarded-host"), { "x-forwarded-host": "www.example.com" }],
      ["https-origin", "/en/contact", lead("https-origin"), { origin: `https://${host}` }],
    ];
    for (const [label, path, body, headers] of shapes) {
      const answer = await post(path, body, headers);
      expect(answer.status, label).toBe(303);
      expect(await stored(label), label).toHaveLength(1);
    }
    expect(handedOver).toEqual([]);
  });

  it("refuses a post from another site before reading or counting it, and hands the page its 403", async () => {
    handedOver.length = 0;
    const body = lead("cross-site");
    for (const foreign of ["https://evil.example", "null"]) expect((await post("/fr/contact", body, { origin: foreign })).status).toBe(403);
    expect(handedOver.map(({ handed }) => handed)).toEqual([{ refused: "foreign-origin" }, { refused: "foreign-origin" }]);
    expect(handedOver.map(({ body: unread }) => unread)).toEqual([body, body]);
    expect(await stored("cross-site")).toEqual([]);
  });

  it("refuses what is not a form, and gives back what it could read of an over-long one", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined); // one line per refused post
    handedOver.length = 0;
    const json = await post("/en/contact", JSON.stringify({ fullName: "Ada" }), { "content-type": "application/json" });
    const oversize = await post("/en/contact", `${lead("oversize")}&motivation=${"x".repeat(64 * 1024)}`);
    expect([json.status, oversize.status]).toEqual([415, 413]);
    const answers = handedOver.map(({ handed }) => (handed && "answer" in handed ? handed.answer : undefined));
    expect(answers[1]?.values).toMatchObject({ fullName: "Ada King Lovelace", company: "Engines" });
    expect(await stored("oversize")).toEqual([]);
  });

  it("leaves any other path to the site untouched: body unread, nothing submitted", async () => {
    handedOver.length = 0;
    const body = lead("elsewhere");
    for (const path of ["/en/contact/", "/it/contact", "/EN/contact", "/en/contact-us"]) expect((await post(path, body)).status).toBe(299);
    expect(handedOver.map(({ handed, body: unread }) => [handed, unread])).toEqual(Array(4).fill([undefined, body]));
    expect(await stored("elsewhere")).toEqual([]);
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
