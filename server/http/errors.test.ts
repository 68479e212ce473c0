import { createServer, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { listenOnLoopback } from "~/test-support/http";
import { errorHandler } from "./errors";

describe("the server's error answers and logs", () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const app = express();
    app.post("/api/thing", express.json({ limit: "1kb" }), (_req, res) => void res.end("ok"));
    app.get("/files/{*path}", (req, res) => void res.end(String(req.params.path)));
    app.get("/broken", () => {
      throw new Error("a bug of ours");
    });
    app.use(errorHandler);
    server = createServer(app);
    origin = await listenOnLoopback(server);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("logs what scanners send as one JSON line without a stack, and answers its status in plain words", async () => {
    const out = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const err = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answers = [
      await fetch(`${origin}/files/%E0%A4%A`),
      await fetch(`${origin}/api/thing`, { method: "POST", headers: { "content-type": "application/json" }, body: "{bad" }),
      await fetch(`${origin}/api/thing`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ a: "x".repeat(5000) }) }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 413]);
    expect(await answers[0]!.text()).toBe("Bad Request\n");
    const lines = out.mock.calls.map(([line]) => String(line));
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(JSON.parse(line)).toMatchObject({ level: "info", msg: "request refused" });
      expect(line).not.toContain("    at ");
    }
    expect(err).not.toHaveBeenCalled();
    out.mockRestore();
    err.mockRestore();
  });

  it("logs a failure of ours as an error, stack inside its one JSON line, and tells the visitor nothing of it", async () => {
    const err = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = await fetch(`${origin}/broken`);
    expect(answer.status).toBe(500);
    expect(await answer.text()).toBe("Internal Server Error\n");
    const [line] = err.mock.calls.map(([text]) => String(text));
    expect(err).toHaveBeenCalledTimes(1);
    expect(JSON.parse(line!)).toMatchObject({
      level: "error",
      msg: "request failed",
      status: 500,
      path: "/broken",
      error: expect.stringContaining("a bug of ours"),
    });
    err.mockRestore();
  });
});
