import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer } from "./http-server";

const limits = {
  headersTimeoutMs: 1000,
  requestTimeoutMs: 2000,
  maxConnections: 500,
  maxConnectionsPerClient: 100,
  keepAliveTimeoutMs: 65_000,
  isTrustedProxy: (_address: string) => false,
};

/** A raw connection that sends `chunk` and then nothing more; resolves with what the server said and when it closed. */
function trickle(port: number, chunk: string, from?: string): { socket: Socket; closed: Promise<{ answer: string; afterMs: number }> } {
  const started = performance.now();
  const socket = connect({ port, host: "127.0.0.1", localAddress: from }, () => socket.write(chunk));
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
    // 200 slow connections from one address: its share is not what this part is about.
    server = createHttpServer(
      (req, res) => {
        req.resume();
        req.on("end", () => res.end("done"));
      },
      { ...limits, maxConnectionsPerClient: limits.maxConnections },
    );
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

/** A server on a free port with these limits; closed after the test. */
async function serverWith(overrides: Partial<typeof limits>, listener: Parameters<typeof createHttpServer>[0] = (_req, res) => res.end("done")) {
  const server = createHttpServer(listener, { ...limits, ...overrides });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** A GET from one address on a connection of its own, kept open afterwards as a browser keeps it. */
function getFrom(port: number, from: string) {
  return trickle(port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n", from);
}

const answered = (connection: ReturnType<typeof trickle>) =>
  new Promise<boolean>((resolve) => {
    connection.socket.once("data", () => resolve(true));
    void connection.closed.then(() => resolve(false));
  });

describe("the HTTP server and one client's many connections", () => {
  it("holds a client address to its share of connections, so that the others are still served", { timeout: 15_000 }, async () => {
    const { server, port } = await serverWith({ maxConnections: 60, maxConnectionsPerClient: 20 });
    try {
      // One address opens more connections than the whole server holds, and leaves each idle once answered.
      const hoard = Array.from({ length: 70 }, () => getFrom(port, "127.0.0.2"));
      const hoardAnswers = await Promise.all(hoard.map(answered));
      expect(hoardAnswers.filter(Boolean).length).toBe(20);

      const control = Array.from({ length: 10 }, () => getFrom(port, "127.0.0.3"));
      expect(await Promise.all(control.map(answered))).toEqual(Array<boolean>(10).fill(true));
      for (const connection of [...hoard, ...control]) connection.socket.destroy();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("makes room, once every slot is taken by idle connections, by closing them: a newcomer's next try is served", { timeout: 15_000 }, async () => {
    const { server, port } = await serverWith({ maxConnections: 20, maxConnectionsPerClient: 1 });
    try {
      const idle = Array.from({ length: 20 }, (_, index) => getFrom(port, `127.0.1.${index + 1}`));
      expect(await Promise.all(idle.map(answered))).toEqual(Array<boolean>(20).fill(true));
      // The try that finds the server full is refused, as with any cap; the idle connections then give way.
      expect(await answered(getFrom(port, "127.0.2.1"))).toBe(false);
      expect(await answered(getFrom(port, "127.0.2.1"))).toBe(true);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("does not count a trusted proxy's connections as one client's: every visitor behind it arrives through it", { timeout: 15_000 }, async () => {
    const { server, port } = await serverWith({ maxConnectionsPerClient: 20, isTrustedProxy: (address) => address === "127.0.0.2" });
    try {
      const throughProxy = Array.from({ length: 40 }, () => getFrom(port, "127.0.0.2"));
      expect(await Promise.all(throughProxy.map(answered))).toEqual(Array<boolean>(40).fill(true));
      for (const connection of throughProxy) connection.socket.destroy();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe("stopping the HTTP server", () => {
  it("answers the request in flight and closes idle and dawdling connections at once, not at their deadlines", { timeout: 15_000 }, async () => {
    const { server, port } = await serverWith({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 }, (req, res) => {
      req.resume();
      req.on("end", () => setTimeout(() => res.end("done"), req.url === "/slow" ? 300 : 0));
    });
    const idle = getFrom(port, "127.0.0.1");
    await answered(idle);
    const halfHeaders = trickle(port, "GET / HTTP/1.1\r\nHost: x\r\n");
    const tricklingBody = trickle(port, "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nfullName=A");
    const inFlight = fetch(`http://127.0.0.1:${port}/slow`);
    // The request in flight has reached the server before it is asked to stop.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = performance.now();
    await server.stopGracefully();
    expect(performance.now() - started).toBeLessThan(1500);
    expect(await (await inFlight).text()).toBe("done");
    for (const connection of [idle, halfHeaders, tricklingBody]) expect(connection.socket.destroyed || (await connection.closed, true)).toBe(true);
  });
});
