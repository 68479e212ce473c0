import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { contactCopy } from "~/content/contact";
import { contactSchema } from "./form-schema";
import { testDatabases, useTestDatabase } from "~/test-support/databases";
import { openDatabase, type DatabaseHandle } from "~server/db/client";
import { issueFormToken } from "./form-token.server";
import { listLeads } from "./leads.server";
import { memoryRateLimiter } from "~server/http/rate-limit";
import { readPostedForm } from "./read-form.server";
import type { SubmissionOutcome } from "./outcome";
import { handleSubmission, type ContactDependencies } from "./service.server";

const SECRET = "a-test-secret-that-is-long-enough-for-hmac";
const oldEnough = () => issueFormToken(SECRET, Date.now() - 10_000);

function service(max = 1_000_000): ContactDependencies {
  return {
    tokens: { secret: SECRET, minFillMs: 2000, maxAgeMs: 12 * 3600_000 },
    rateLimiter: memoryRateLimiter({ max, windowMs: 600_000 }),
    channels: [],
    leadStored: () => undefined,
  };
}

function post(body: BodyInit, contentType = "application/x-www-form-urlencoded") {
  return new Request("http://localhost/en/contact", { method: "POST", headers: { "content-type": contentType }, body });
}

/** The body as the contact post reads Node's request: a stream of bytes. */
const readBody = (request: Request) => readPostedForm(request.headers.get("content-type") ?? "", request.body ?? []);

function form(fields: Record<string, string>) {
  return post(new URLSearchParams(fields).toString());
}

const valid = { fullName: "Ada King Lovelace", email: "ada@example.com", company: "Analytical Engines", motivation: "" };

describe.each(testDatabases("submit"))("the contact submission on $name", ({ target }) => {
  let handle: DatabaseHandle;
  const run = Math.random().toString(36).slice(2, 10);
  useTestDatabase(target, {
    opened: (opened) => void (handle = opened),
    beforeClose: (opened) => opened.db.execute(sql`delete from "Contact-final" where "Email" like ${`%${run}%`}`),
  });

  const submit = (request: Request, lang: "it" | "en" | "zh" | "fr" = "en", contact = service(), ip = "203.0.113.1") =>
    handleSubmission({ readForm: () => readBody(request), clientIp: ip, lang, copy: contactCopy(lang), db: handle.db, service: contact });
  const stored = async (email: string) => (await listLeads(handle.db)).filter((lead) => lead.email === email);

  it("stores the lead with the first word as First Name, the rest as Last Name and the localized default motivation", async () => {
    const email = `ada-${run}@example.com`;
    const outcome = await submit(form({ ...valid, fullName: "  Ada   King  Lovelace ", email, formToken: oldEnough() }), "it");
    expect(outcome.kind).toBe("stored");
    expect(await stored(email)).toEqual([
      expect.objectContaining({
        firstName: "Ada",
        lastName: "King Lovelace",
        company: "Analytical Engines",
        motivation: "Richiesta di contatto dal modulo",
        language: "it",
      }),
    ]);
    const single = `cher-${run}@example.com`;
    await submit(form({ ...valid, fullName: "Cher", email: single, motivation: "Press for our album", formToken: oldEnough() }), "fr");
    expect(await stored(single)).toEqual([expect.objectContaining({ firstName: "Cher", lastName: "", motivation: "Press for our album", language: "fr" })]);
  });

  it("answers a filled honeypot and a too-fast post like a success and stores nothing", async () => {
    const email = `bot-${run}@example.com`;
    const lines = vi.spyOn(console, "log").mockImplementation(() => undefined);
    expect(await submit(form({ ...valid, email, website: "http://spam.example", formToken: oldEnough() }))).toMatchObject({ kind: "bot" });
    expect(await submit(form({ ...valid, email, formToken: issueFormToken(SECRET) }))).toMatchObject({ kind: "bot" });
    expect(await stored(email)).toEqual([]);
    // Each one is counted in the log with its reason, and nothing the bot typed is written there.
    const logged = lines.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(logged).toEqual([
      expect.objectContaining({ level: "info", msg: "contact form bot turned away", reason: "honeypot" }),
      expect.objectContaining({ level: "info", msg: "contact form bot turned away", reason: "too-fast", ageMs: expect.any(Number) }),
    ]);
    for (const typed of [email, valid.fullName, valid.company]) expect(lines.mock.calls.join("\n")).not.toContain(typed);
  });

  it("asks a person to send again when the token is missing, forged or expired, keeping the values", async () => {
    const email = `stale-${run}@example.com`;
    for (const formToken of [
      undefined,
      "1700000000000.forged",
      issueFormToken("another-secret-of-sufficient-length!!", Date.now() - 10_000),
      issueFormToken(SECRET, Date.now() - 13 * 3600_000),
    ]) {
      const fields: Record<string, string> = { ...valid, email };
      if (formToken) fields.formToken = formToken;
      const outcome = await submit(form(fields));
      expect(outcome).toMatchObject({ kind: "expired", values: { email } });
    }
    expect(await stored(email)).toEqual([]);
  });

  it("stores the form sent again at once with the token that replaced an expired, unverifiable or missing one", async () => {
    const otherSecret = "the-secret-before-a-restart-without-FORM_SECRET";
    for (const [name, formToken] of [
      ["expired", issueFormToken(SECRET, Date.now() - 13 * 3600_000)],
      ["signed with another secret", issueFormToken(otherSecret, Date.now() - 60_000)],
      ["missing", undefined],
    ] as const) {
      const email = `again-${name.replaceAll(" ", "-")}-${run}@example.com`;
      const fields: Record<string, string> = { ...valid, email };
      if (formToken) fields.formToken = formToken;
      const refused = await submit(form(fields));
      expect(refused.kind, name).toBe("expired");
      const renewed = (refused as Extract<SubmissionOutcome, { kind: "expired" }>).token;
      expect(await submit(form({ ...valid, email, formToken: renewed })), name).toMatchObject({ kind: "stored", added: true });
      expect(await stored(email), name).toHaveLength(1);
    }
  });

  it("thanks again, and stores nothing more, when a form sent hours ago is sent again from the history", async () => {
    const email = `history-${run}@example.com`;
    const body = new URLSearchParams({ ...valid, email, formToken: issueFormToken(SECRET, Date.now() - 13 * 3600_000) }).toString();
    // Sent while its token was still young enough (a server that allows a day, standing in for 13 hours ago).
    const patient = { ...service(), tokens: { ...service().tokens, maxAgeMs: 24 * 3600_000 } };
    expect(await submit(post(body), "en", patient)).toMatchObject({ kind: "stored", added: true });
    expect(await submit(post(body))).toMatchObject({ kind: "stored", added: false });
    expect(await stored(email)).toHaveLength(1);
  });

  it("stores a form posted twice at once, or again later, as one lead and thanks every post", async () => {
    const email = `twice-${run}@example.com`;
    const body = new URLSearchParams({ ...valid, email, formToken: oldEnough() }).toString();
    const together = await Promise.all([submit(post(body)), submit(post(body))]);
    const again = await submit(post(body));
    expect([...together, again].map((outcome) => outcome.kind)).toEqual(["stored", "stored", "stored"]);
    expect(await stored(email)).toHaveLength(1);
    // Another rendering of the form is another lead, even with the same words.
    await submit(form({ ...valid, email, formToken: oldEnough() }));
    expect(await stored(email)).toHaveLength(2);
  });

  it("stores a form sent again with other words as another lead, and with the same words as the same one", async () => {
    const email = `changed-${run}@example.com`;
    const other = `changed-other-${run}@example.com`;
    const formToken = oldEnough();
    expect(await submit(form({ ...valid, email, motivation: "First question\nin two lines", formToken }))).toMatchObject({ kind: "stored", added: true });
    // Back to the page with this token (without JavaScript, the page an invalid post gave back keeps it), other words, sent.
    expect(await submit(form({ ...valid, email: other, motivation: "A second question", formToken }))).toMatchObject({ kind: "stored", added: true });
    // The first words again, as a browser posts them without JavaScript (CR LF): the lead already stored.
    expect(await submit(form({ ...valid, email, motivation: "First question\r\nin two lines", formToken }))).toMatchObject({ kind: "stored", added: false });
    expect(await stored(email)).toHaveLength(1);
    expect(await stored(other)).toEqual([expect.objectContaining({ motivation: "A second question" })]);
  });

  it("gives back the fields it could read of an over-long post, and nothing of a body that is not a form", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const email = `huge-${run}@example.com`;
    const huge = await submit(form({ formToken: oldEnough(), fullName: "Ada Lovelace", email, company: "AE", motivation: "x".repeat(70_000) }));
    expect(huge).toMatchObject({ kind: "bad-request", status: 413, values: { fullName: "Ada Lovelace", email, company: "AE", motivation: "" } });
    const json = await submit(post(JSON.stringify({ fullName: "Ada Lovelace" }), "application/json"));
    expect(json).toMatchObject({ kind: "bad-request", status: 415 });
    expect(json).not.toHaveProperty("values.fullName");
    expect(await stored(email)).toEqual([]);
  });

  it("reports every invalid field in the page language and keeps what was typed", async () => {
    const outcome = await submit(form({ fullName: "A", email: "not-an-address", company: "  ", motivation: "x".repeat(5001), formToken: oldEnough() }), "it");
    expect(outcome).toMatchObject({
      kind: "invalid",
      values: { fullName: "A", email: "not-an-address" },
      errors: {
        fullName: "Il nome completo deve contenere almeno 2 caratteri",
        email: "Inserisci un indirizzo e-mail valido",
        company: "Il nome dell’azienda è obbligatorio",
        motivation: "Usa al massimo 5000 caratteri",
      },
    });
    const limits = await submit(
      form({ fullName: "n".repeat(121), email: `${"e".repeat(250)}@x.io`, company: "c".repeat(201), motivation: "", formToken: oldEnough() }),
    );
    expect(outcome.kind === "invalid" && limits.kind === "invalid" && Object.keys(limits.errors).sort()).toEqual(["company", "email", "fullName"]);
    const control = await submit(form({ ...valid, fullName: "Ada\u0000Lovelace", motivation: "line one\r\nline two\tok", formToken: oldEnough() }));
    expect(control).toMatchObject({ kind: "invalid", errors: { fullName: "This field contains characters we cannot accept" } });
    expect(control.kind === "invalid" && control.errors.motivation).toBeUndefined();
  });

  it("limits posts per address and says when to come back", async () => {
    const contact = service(2);
    const email = `limit-${run}@example.com`;
    const outcomes: SubmissionOutcome[] = [];
    for (let i = 0; i < 3; i++) outcomes.push(await submit(form({ ...valid, email, formToken: oldEnough() }), "en", contact, "198.51.100.7"));
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["stored", "stored", "rate-limited"]);
    expect(outcomes[2]).toMatchObject({ values: { email }, retryAfterSeconds: expect.any(Number) });
    expect((await submit(form({ ...valid, email, formToken: oldEnough() }), "en", contact, "198.51.100.8")).kind).toBe("stored");
  });

  it("survives thousands of malformed posts without an exception and stores nothing invalid", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined); // one "refused" line per post
    const token = oldEnough();
    const marker = `bad-${run}`;
    const injections = ["<script>alert(1)</script>", '\'; drop table "Contact-final"; --', "{{7*7}}", '=HYPERLINK("http://x")', "${jndi:ldap://x}"];
    const bodies: Request[] = [];
    for (let i = 0; i < 2500; i++) {
      const email = `${marker}-${i}@example.com`;
      switch (i % 10) {
        case 0:
          bodies.push(post("x".repeat(70 * 1024)));
          break;
        case 1:
          bodies.push(post(JSON.stringify({ ...valid, email }), "application/json"));
          break;
        case 2:
          bodies.push(post(`fullName=Ada+Lovelace&fullName=Other&email=${email}&company=A&formToken=${token}`));
          break;
        case 3:
          bodies.push(post(`email=${email}&formToken=${token}`));
          break;
        case 4:
          bodies.push(post(new Uint8Array([...Buffer.from(`fullName=`), 0xff, 0xfe, ...Buffer.from(`&email=${email}&company=A&formToken=${token}`)])));
          break;
        case 5:
          bodies.push(post(`fullName=Ada%FFLovelace&email=${email}&company=A&formToken=${token}`));
          break;
        case 6:
          bodies.push(post(`fullName=%E0%A4%A&email=${email}&company=A&formToken=${token}`));
          break;
        case 7:
          bodies.push(post(`fullName=Ada%00Lovelace&email=${email}&company=A&formToken=${token}`));
          break;
        case 8:
          bodies.push(post("", "text/plain"));
          break;
        default:
          bodies.push(post(`fullName=${"a".repeat(200)}&email=${email}&company=${"c".repeat(300)}&formToken=${token}`));
          break;
      }
    }
    const kinds = new Set<string>();
    for (const request of bodies) kinds.add((await submit(request)).kind);
    expect([...kinds].sort()).toEqual(["bad-request", "invalid"]);

    const injectionEmail = `inject-${run}@example.com`;
    for (const text of injections) {
      expect((await submit(form({ fullName: `${text} Name`, email: injectionEmail, company: text, motivation: text, formToken: oldEnough() }))).kind).toBe(
        "stored",
      );
    }
    const leads = await listLeads(handle.db);
    expect(leads.filter((lead) => lead.email.includes(marker))).toEqual([]);
    const schema = contactSchema(contactCopy("en").validation);
    for (const lead of leads) {
      expect(
        schema.safeParse({ fullName: `${lead.firstName} ${lead.lastName}`.trim(), email: lead.email, company: lead.company, motivation: lead.motivation })
          .success,
      ).toBe(true);
    }
    expect(leads.filter((lead) => lead.email === injectionEmail).map((lead) => lead.company)).toEqual(injections);
  });

  it("tells the visitor the truth when the database cannot store the lead", async () => {
    const where = await target();
    const broken = await openDatabase(where);
    await broken.close();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const email = `down-${run}@example.com`;
    const outcome = await handleSubmission({
      readForm: () => readBody(form({ ...valid, email, formToken: oldEnough() })),
      clientIp: "192.0.2.1",
      lang: "zh",
      copy: contactCopy("zh"),
      db: broken.db,
      service: service(),
    });
    expect(outcome).toMatchObject({ kind: "unavailable", values: { email, fullName: valid.fullName } });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("lead not stored"));
    if ("dataDir" in where) await rm(where.dataDir, { recursive: true, force: true });
  });
});
