import { createServer, type RequestListener, type Server } from "node:http";
import type { Duplex } from "node:stream";

export interface ConnectionLimits {
  /** A client must have sent its request's headers within this time. */
  headersTimeoutMs: number;
  /** … and the whole request, body included, within this time. */
  requestTimeoutMs: number;
  /** Connections held open at once; beyond it new ones are closed at once, so file handles last. */
  maxConnections: number;
}

const CONNECT_REFUSAL = ["HTTP/1.1 405 Method Not Allowed", "Allow: GET, HEAD", "Content-Length: 0", "Connection: close", "", ""].join("\r\n");

/** How often Node looks for requests past their deadline: the deadlines hold to within this. */
const DEADLINE_CHECK_MS = 1000;
/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_MS = 65_000;

/**
 * The HTTP server with deadlines for slow clients: a connection that trickles its headers or body (a
 * "slowloris") is answered 408 and closed once its deadline passes, instead of being held for Node's
 * default of five minutes; the others are served meanwhile.
 */
export function createHttpServer(listener: RequestListener, limits: ConnectionLimits): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: DEADLINE_CHECK_MS,
      // Longer than a proxy's idle connections live (60 s on common load balancers): with Node's 5 s
      // default, a proxy reusing a connection Node has just closed answers 502, and does not retry a post.
      keepAliveTimeout: KEEP_ALIVE_MS,
    },
    listener,
  );
  server.maxConnections = limits.maxConnections;
  // A CONNECT (a proxy tunnel) never reaches the request listener: without this Node closes the socket
  // without a word. This site is not a proxy, so it says so like any other method it does not take.
  server.on("connect", (_req, socket: Duplex) => {
    socket.on("error", () => undefined);
    socket.end(CONNECT_REFUSAL);
  });
  return server;
}
