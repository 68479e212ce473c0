import { createServer, type IncomingMessage, type RequestListener, type Server } from "node:http";
import type { Duplex } from "node:stream";
import type { Socket } from "node:net";
import { rateLimitKey } from "./rate-limit";
import { plainAddress } from "./client-address";

export interface ConnectionLimits {
  /** A client must have sent its request's headers within this time. */
  headersTimeoutMs: number;
  /** … and the whole request, body included, within this time. */
  requestTimeoutMs: number;
  /** Connections held open at once; beyond it new ones are closed at once, so file handles last. */
  maxConnections: number;
  /** Connections one client address (an IPv6 /64) may hold at once, unless it is a trusted proxy. */
  maxConnectionsPerClient: number;
  /** How long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** Whether the socket's peer is a proxy named in TRUST_PROXY, through which every visitor arrives. */
  isTrustedProxy: (address: string) => boolean;
}

export interface HttpServer extends Server {
  /**
   * Stops taking connections and resolves once every one is closed: the requests in flight are answered,
   * idle connections and those still sending their headers are closed at once, a body still arriving
   * after STOP_BODY_GRACE_MS is given up, and whatever is left after STOP_GRACE_MS is closed.
   */
  stopGracefully(): Promise<void>;
}

const CONNECT_REFUSAL = ["HTTP/1.1 405 Method Not Allowed", "Allow: GET, HEAD", "Content-Length: 0", "Connection: close", "", ""].join("\r\n");

/** How often Node looks for requests past their deadline: the deadlines hold to within this. */
const DEADLINE_CHECK_MS = 1000;
/** While stopping, how often the connections that have finished their request are looked for and closed. */
const IDLE_CHECK_WHILE_STOPPING_MS = 100;
/** A browser's post arrives in milliseconds: a body still arriving this long after the stop is a slow client's. */
const STOP_BODY_GRACE_MS = 1000;
/** Within the 10 s a supervisor is given before the process exits (server/index.ts), with room to close the database. */
const STOP_GRACE_MS = 7000;

/**
 * The HTTP server with deadlines for slow clients: a connection that trickles its headers or body (a
 * "slowloris") is answered 408 and closed once its deadline passes, instead of being held for Node's
 * default of five minutes; the others are served meanwhile. One client address holds at most its share
 * of the connections, so that one client's idle or dawdling sockets cannot take every slot; and a stop
 * waits for the requests in flight, not for slow clients.
 */
export function createHttpServer(listener: RequestListener, limits: ConnectionLimits): HttpServer {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: DEADLINE_CHECK_MS,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
    },
    listener,
  );
  server.maxConnections = limits.maxConnections;
  // The global cap reached, the idle keep-alive connections give way (their clients reconnect when they
  // need to) rather than the server refusing newcomers until they time out.
  server.on("drop", () => server.closeIdleConnections());

  const openByClient = new Map<string, number>();
  const connections = new Set<Socket>();
  const requestOf = new Map<Socket, IncomingMessage>();
  server.on("connection", (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress ?? "");
    const client = limits.isTrustedProxy(address) ? undefined : rateLimitKey(address);
    if (client !== undefined) {
      const open = (openByClient.get(client) ?? 0) + 1;
      if (open > limits.maxConnectionsPerClient) return void socket.destroy();
      openByClient.set(client, open);
    }
    connections.add(socket);
    socket.once("close", () => {
      connections.delete(socket);
      requestOf.delete(socket);
      if (client === undefined) return;
      const open = (openByClient.get(client) ?? 1) - 1;
      if (open === 0) openByClient.delete(client);
      else openByClient.set(client, open);
    });
  });
  server.on("request", (req: IncomingMessage, res) => {
    requestOf.set(req.socket, req);
    res.once("close", () => requestOf.delete(req.socket));
  });

  // A CONNECT (a proxy tunnel) never reaches the request listener: without this Node closes the socket
  // without a word. This site is not a proxy, so it says so like any other method it does not take.
  server.on("connect", (_req, socket: Duplex) => {
    socket.on("error", () => undefined);
    socket.end(CONNECT_REFUSAL);
  });

  const stopGracefully = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      // No request of their own in flight: idle, or headers still arriving. A request that is answered
      // leaves its connection idle, and the next check closes it.
      const closeWithoutRequest = () => {
        for (const socket of connections) {
          const request = requestOf.get(socket);
          if (!request) socket.destroy();
          else if (!request.complete && performance.now() - started >= STOP_BODY_GRACE_MS) socket.destroy();
        }
      };
      const check = setInterval(closeWithoutRequest, IDLE_CHECK_WHILE_STOPPING_MS);
      const lastResort = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
      server.close(() => {
        clearInterval(check);
        clearTimeout(lastResort);
        resolve();
      });
      closeWithoutRequest();
    });
  return Object.assign(server, { stopGracefully });
}
