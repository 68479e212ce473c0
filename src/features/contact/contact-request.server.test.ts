import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "~/test-support/databases";
import { issueFormToken } from "./form-token.server";
import { listLeads } from "./leads.server";
import { createContactService, type ContactService } from "./service.server";
import type { DatabaseHandle } from "~server/db/client";
import { parseEnv } from "~server/env";
import { contactCopy } from "~/content/contact";
import { contactRequest, type ContactPageData } from "./contact-request.server";

const en = contactCopy("en");

const SECRET = "a-test-secret-that-is-long-enough-for-hmac";

describe.each(testDatabases("contact-route"))("the contact routes on $name", ({ target }) => {
  let handle: DatabaseHandle;
  let contact: ContactService;
  useTestDatabase(target, {
    opened: async (opened) => {
      handle = opened;
      contact = await createContactService(parseEnv({ FORM_SECRET: SECRET, DATA_DIR: "/nonexistent" }), opened, [], () => undefined);
    },
    // The shared PostgreSQL outlives the run: its leads must not meet the next run's.
    beforeClose: (opened) => opened.db.execute(sql`delete from "Contact-final" where "Email" like ${"%-route@example.com"}`),
  });

  let address = 0;
  /** A request as Astro hands it to the route, from its own address so the rate limit stays out of the way. */
  function visit(path: string, init: RequestInit & { lang?: string } = {}) {
    address += 1;
    const url = new URL(path, "http://localhost:4321");
    const response = { status: 200, headers: new Headers() };
    const lang = init.lang ?? url.pathname.split("/")[1];
    const result = contactRequest({
      request: new Request(url, init),
      url,
      params: { lang },
      locals: { contact, clientIp: `192.0.2.${address}` },
      response,
    });
    return { result, response };
  }
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    visit(path, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://localhost:4321",
        ...headers,
      },
      body: new URLSearchParams({
        formToken: issueFormToken(SECRET, Date.now() - 60_000),
        ...fields,
      }),
    });
  const storedWith = async (email: string) => (await listLeads(handle.db)).filter((lead) => lead.email === email);

  it("stores one lead and sends the visitor to the thank-you page", async () => {
    const email = "ada-route@example.com";
    const answer = await post("/it/contattaci", {
      fullName: "Ada King Lovelace",
      email,
      company: "AE",
    }).result;
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get("location")).toBe("/it/thank-you?sent=1");
    expect(await storedWith(email)).toEqual([
      expect.objectContaining({
        firstName: "Ada",
        lastName: "King Lovelace",
        company: "AE",
        language: "it",
      }),
    ]);
  });

  it("shows an invalid post again with status 400, its errors and what was typed, and stores nothing", async () => {
    const { result, response } = post("/en/contact", {
      fullName: "A",
      email: "ada-invalid@",
      company: "AE",
      motivation: "<b>hi</b>",
    });
    const page = (await result) as ContactPageData;
    expect(response.status).toBe(400);
    expect(page.answer?.errors).toEqual({
      fullName: en.validation.fullNameMin,
      email: en.validation.emailInvalid,
    });
    expect(page.answer?.values).toEqual({
      fullName: "A",
      email: "ada-invalid@",
      company: "AE",
      motivation: "<b>hi</b>",
    });
    expect(await storedWith("ada-invalid@")).toEqual([]);
  });

  it("answers the form's script in JSON: the same status and answer the page would show", async () => {
    const { result } = post("/en/contact", { fullName: "A" }, { accept: "application/json" });
    const answer = (await result) as Response;
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      kind: "invalid",
      errors: { fullName: en.validation.fullNameMin },
      values: { fullName: "A" },
    });
  });

  it("refuses a post from another site before reading it", async () => {
    const email = "cross-site-route@example.com";
    const { result, response } = post("/fr/contact", { fullName: "Cross Site", email, company: "Evil" }, { origin: "https://evil.example" });
    expect(await result).toEqual({ refused: "foreign-origin", lang: "fr" });
    expect(response.status).toBe(403);
    expect(await storedWith(email)).toEqual([]);
  });

  it("answers a client that went away mid-post with a 400, not a failure, and stores nothing", async () => {
    const email = "gone-route@example.com";
    const fields = new URLSearchParams({ formToken: issueFormToken(SECRET, Date.now() - 60_000), fullName: "Gone Away", email, company: "AE" });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(fields.toString()));
        controller.error(new Error("aborted"));
      },
    });
    const { result, response } = visit("/en/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as RequestInit);
    const page = (await result) as ContactPageData;
    expect(response.status).toBe(400);
    expect(page.answer?.kind).toBe("bad-request");
    expect(await storedWith(email)).toEqual([]);
  });

  it("gives every visit its own token and keeps the page out of shared caches", async () => {
    const first = visit("/en/contact");
    const second = visit("/en/contact");
    const tokens = [((await first.result) as ContactPageData).token, ((await second.result) as ContactPageData).token];
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(first.response.headers.get("cache-control")).toBe("private, no-cache");
    const invalid = post("/en/contact", { fullName: "A", email: "invalid-route@example.com", company: "AE" });
    await invalid.result;
    expect(invalid.response.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("moves another language's slug permanently and keeps the query", async () => {
    const answer = (await visit("/it/contact?utm_source=mail").result) as Response;
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/it/contattaci?utm_source=mail");
  });

  it("gives a language the site does not have the 404 page and stores nothing", async () => {
    const email = "unknown-language-route@example.com";
    const { result, response } = post("/de/contact", {
      fullName: "Nobody Here",
      email,
      company: "Nowhere",
    });
    expect(await result).toEqual({ refused: "not-found" });
    expect(response.status).toBe(404);
    expect(await storedWith(email)).toEqual([]);
  });
});
