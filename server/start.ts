import type { Server } from "node:http";
import { databaseTarget, trustedProxies, type Env } from "./env";
import { openDatabase } from "./db/client";
import {
  createContactService,
  notificationChannels,
  pruneRateLimitsRegularly,
  purgeExpiredLeadsRegularly,
  warmUpContact,
} from "~/features/contact/service.server";
import { purgeExpiredVitalsRegularly } from "~/features/analytics/field-vitals.server";
import { startOutboxWorker } from "./notify/outbox";
import { log } from "./log";
import { createApp } from "./http/app";
import { createHttpServer, type HttpServer } from "./http/http-server";
import { loadSiteBuild } from "./http/site-build";

export interface RunningServer {
  server: Server;
  /** Stops taking connections, lets the requests in flight finish, winds the outbox down, releases the database. */
  close(): Promise<void>;
}

/**
 * Boots the site and listens only once it is ready (ADR 0013): the database is open, migrated and, for
 * PGlite, recovered; the contact form is warmed up. A load balancer's health check, and so every
 * visitor, reaches a server that answers at full speed, not one that is still opening or warming.
 */
export async function startServer(env: Env, { buildDir }: { buildDir: string }): Promise<RunningServer> {
  const database = await openDatabase(databaseTarget(env), { shareSocket: true });
  log.info("database ready", { kind: database.kind });

  const channels = notificationChannels(env);
  if (Object.keys(channels).length === 0) {
    log.warn(
      "no lead notification configured (SMTP_URL with NOTIFY_EMAIL_FROM and NOTIFY_EMAIL_TO, or NOTIFY_WEBHOOK_URL): leads are stored, and only `npm run leads` shows them",
    );
  }
  const outbox = startOutboxWorker({ db: database.db, channels });
  const contact = await createContactService(env, database, Object.keys(channels) as (keyof typeof channels)[], outbox.wake);
  const stopPruning = pruneRateLimitsRegularly(env, database);
  const retention = purgeExpiredLeadsRegularly(database);
  const vitalsRetention = purgeExpiredVitalsRegularly(database);
  const warmUpStarted = performance.now();
  await warmUpContact(contact, database);
  log.info("contact form warmed up", { ms: Math.round(performance.now() - warmUpStarted) });

  // React's server renderer and Express choose their production code by this variable as they load
  // (below): env.ts's default must reach them, not only our own settings. Unset, React renders with
  // its development build.
  process.env.NODE_ENV = env.NODE_ENV;
  const site = await loadSiteBuild(buildDir);
  const listener = await createApp({ site, database, env, contact });
  const server = await new Promise<HttpServer>((resolve, reject) => {
    const trusts = trustedProxies(env.TRUST_PROXY);
    const limits = {
      headersTimeoutMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
      maxConnections: env.MAX_CONNECTIONS,
      maxConnectionsPerClient: env.MAX_CONNECTIONS_PER_CLIENT,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      isTrustedProxy: (address: string) => trusts(address, 0),
    };
    const listening = createHttpServer(listener, limits).listen(env.PORT, env.HOST, () => resolve(listening));
    listening.once("error", reject);
  });
  log.info("listening", { url: `http://localhost:${(server.address() as { port: number }).port}` });

  const close = async () => {
    // The outbox winds down (at most 5 s) while the requests in flight finish; then the database is
    // released (a PGlite folder is one process at a time).
    const outboxStopped = outbox.stop();
    await server.stopGracefully();
    stopPruning();
    retention.stop();
    vitalsRetention.stop();
    await outboxStopped;
    await database.close();
  };
  return { server, close };
}
