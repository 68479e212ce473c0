import { createServer, request, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback } from "~/test-support/http";
import { methodGate } from "./methods";

interface Answer {
  status: number;
  allow: string | undefined;
  body: string;
}

describe("the method gate", () => {
  let server: Server;
  let origin: string;
  /** What got past the gate: the site's place in server/http/app.ts. */
  const passed: string[] = [];

  beforeAll(async () => {
    const gate = methodGate({ "x-content-type-options": "nosniff" });
    server = createServer((req, res) => {
      if (gate.refuse(req, res)) return;
      passed.push(`${req.method} ${req.url}`);
      res.end("ok");
    });
    origin = await listenOnLoopback(server);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (method: string, path: string, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(`${origin}${path}`, { method, headers: body ? { "content-type": "application/x-www-form-urlencoded" } : {} }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow, body: text }));
      });
      req.on("error", reject);
      req.end(body);
    });

  it("lets pages be read, and the contact pages, consent and vitals APIs be posted to", async () => {
    passed.length = 0;
    for (const [method, path] of [
      ["GET", "/en"],
      ["HEAD", "/it/airhelp-case"],
      ["GET", "/assets/site.css"],
      ["POST", "/it/contattaci"],
      ["POST", "/en/contact/"],
      ["POST", "/it/contact?x=1"],
      // The page answers a language the site lacks with its 404.
      ["POST", "/de/contact"],
      ["POST", "/api/consent"],
      ["POST", "/api/vitals"],
    ]) {
      expect((await send(method!, path!)).status).toBe(200);
    }
    expect(passed).toHaveLength(9);
  });

  it("answers every other method 405 with what the address allows, and the site never sees it", async () => {
    passed.length = 0;
    const form = "fullName=Ada+Lovelace&email=ada%40example.com&company=AE";
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect(await send(method, "/en/contact", form)).toEqual({ status: 405, allow: "GET, HEAD, POST", body: "Method Not Allowed\n" });
    }
    expect(await send("TRACE", "/en")).toMatchObject({ status: 405, allow: "GET, HEAD" });
    expect(await send("OPTIONS", "/fr/contact")).toMatchObject({ status: 405, allow: "GET, HEAD, POST" });
    expect(await send("POST", "/en")).toMatchObject({ status: 405, allow: "GET, HEAD" });
    expect(await send("POST", "/en/thank-you")).toMatchObject({ status: 405, allow: "GET, HEAD" });
    expect(await send("GET", "/api/consent")).toMatchObject({ status: 405, allow: "POST" });
    expect(await send("GET", "/api/vitals")).toMatchObject({ status: 405, allow: "POST" });
    expect(await send("PROPFIND", "/")).toMatchObject({ status: 405 });
    expect(passed).toEqual([]);
  });
});
