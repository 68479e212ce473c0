import { describe, expect, it } from "vitest";
import { contactCopy } from "~/content/contact";
import { emptyValues } from "./form-schema";
import { contactRequest, type ContactPageData, type ContactRequestContext } from "./contact-request.server";
import type { HandedContactPost } from "./service.server";

const tokens = { secret: "a-test-secret-that-is-long-enough-for-hmac", minFillMs: 2000, maxAgeMs: 12 * 3600_000 };

/** A request as Astro hands it to the route, with what server/http/contact-post.ts handed on for a post. */
function visit(path: string, { method = "GET", contactPost }: { method?: string; contactPost?: HandedContactPost } = {}) {
  const url = new URL(path, "http://localhost:4321");
  const response = { status: 200, headers: new Headers() };
  const context: ContactRequestContext = {
    request: new Request(url, { method }),
    url,
    params: { lang: url.pathname.split("/")[1] },
    locals: { contact: { tokens }, contactPost },
    response,
  };
  return { render: () => contactRequest(context), response };
}

describe("the contact routes, which only render", () => {
  it("gives every visit its own token and keeps the page out of shared caches", () => {
    const first = visit("/en/contact");
    const tokensSeen = [(first.render() as ContactPageData).token, (visit("/en/contact").render() as ContactPageData).token];
    expect(tokensSeen[0]).not.toBe(tokensSeen[1]);
    expect(first.response.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("renders a post's answer with the status and headers the contact post chose, and the answer's new token", () => {
    const answer = {
      kind: "rate-limited" as const,
      values: { ...emptyValues, fullName: "Ada" },
      errors: {},
      notice: contactCopy("fr").unavailable,
      token: "the-next-token",
    };
    const { render, response } = visit("/fr/contact", { method: "POST", contactPost: { answer, status: 429, headers: { "Retry-After": "600" } } });
    const page = render() as ContactPageData;
    expect(page).toMatchObject({ lang: "fr", answer, token: "the-next-token" });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("600");
  });

  it("renders the localized 403 page for a post from another site", () => {
    const { render, response } = visit("/zh/contact", { method: "POST", contactPost: { refused: "foreign-origin" } });
    expect(render()).toEqual({ refused: "foreign-origin", lang: "zh" });
    expect(response.status).toBe(403);
  });

  it("never submits a post itself: one that did not pass the contact post is a server error", () => {
    expect(() => visit("/en/contact", { method: "POST" }).render()).toThrow(/contact-post/);
  });

  it("moves another language's slug permanently and keeps the query, for a post too", () => {
    for (const method of ["GET", "POST"]) {
      const answer = visit("/it/contact?utm_source=mail", { method }).render() as Response;
      expect(answer.status).toBe(301);
      expect(answer.headers.get("location")).toBe("/it/contattaci?utm_source=mail");
    }
  });

  it("gives a language the site does not have the 404 page", () => {
    const { render, response } = visit("/de/contact", { method: "POST" });
    expect(render()).toEqual({ refused: "not-found" });
    expect(response.status).toBe(404);
  });
});
