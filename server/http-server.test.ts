import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer } from "./http-server";

const limits = { headersTimeoutMs: 1000, requestTimeoutMs: 2000, maxConnections: 500 };

/** A raw connection that sends `chunk` and then nothing more; resolves with what the server said and when it closed. */
function trickle(port: number, chunk: string): { socket: Socket; closed: Promise<{ answer: string; afterMs: number }> } {
  const started = performance.now();
  const socket = connect(port, "127.0.0.1", () => socket.write(chunk));
  let answer = "";
  socket.setEncoding("utf8");
  socket.on("data", (data: string) => (answer += data));
  socket.on("error", () => undefined);
  const closed = new Promise<{ answer: string; afterMs: number }>((resolve) =>
    socket.on("close", () => resolve({ answer, afterMs: performance.now() - started })),
  );
  return { socket, closed };
}

describe("the HTTP server and slow clients", () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createHttpServer((req, res) => {
      req.resume();
      req.on("end", () => res.end("done"));
    }, limits);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("closes connections that trickle their headers or their body once their deadline passes, and serves others meanwhile", { timeout: 15_000 }, async () => {
    const slowHeaders = Array.from({ length: 100 }, () => trickle(port, "GET / HTTP/1.1\r\nHost: x\r\n"));
    const slowBodies = Array.from({ length: 100 }, () => trickle(port, "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nfullName=A"));

    // A visitor arriving while 200 connections dawdle is answered at once.
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: "fullName=Ada" });
    expect(await response.text()).toBe("done");
    expect(performance.now() - started).toBeLessThan(500);

    const headerEnds = await Promise.all(slowHeaders.map((connection) => connection.closed));
    const bodyEnds = await Promise.all(slowBodies.map((connection) => connection.closed));
    for (const end of headerEnds) {
      expect(end.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(end.afterMs).toBeLessThan(limits.headersTimeoutMs + 1500);
    }
    for (const end of bodyEnds) {
      expect(end.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(end.afterMs).toBeGreaterThanOrEqual(limits.requestTimeoutMs - 100);
      expect(end.afterMs).toBeLessThan(limits.requestTimeoutMs + 1500);
    }
  });

  it("answers a CONNECT (a proxy tunnel it does not offer) with 405 and Allow instead of dropping it", async () => {
    const { closed } = trickle(port, "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
    const { answer } = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD\r\n/);
  });

  it("keeps an idle connection longer than a proxy in front keeps its own (60 s on common load balancers)", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    await response.text();
    expect(response.headers.get("keep-alive")).toBe("timeout=65");
  });
});
