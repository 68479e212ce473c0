import { createServer, type RequestListener, type Server } from "node:http";

export interface ConnectionLimits {
  /** A client must have sent its request's headers within this time. */
  headersTimeoutMs: number;
  /** … and the whole request, body included, within this time. */
  requestTimeoutMs: number;
  /** Connections held open at once; beyond it new ones are closed at once, so file handles last. */
  maxConnections: number;
}

/** How often Node looks for requests past their deadline: the deadlines hold to within this. */
const DEADLINE_CHECK_MS = 1000;

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
    },
    listener,
  );
  server.maxConnections = limits.maxConnections;
  return server;
}
