import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { databaseTarget, EnvError, parseEnv } from "../app/.server/env";
import { openDatabase } from "../app/.server/db/client";
import { createContactService, notificationChannels, pruneRateLimitsRegularly, warmUpContact } from "../app/.server/contact/service";
import { startOutboxWorker } from "../app/.server/notify/outbox";
import { log } from "../app/.server/log";
import { createApp } from "./app";

const buildDir = path.resolve("build");

async function main() {
  // Variables already in the environment win over the file (process.loadEnvFile does not overwrite).
  if (existsSync(".env")) process.loadEnvFile(".env");
  const env = parseEnv();
  const database = await openDatabase(databaseTarget(env), { shareSocket: true });
  log.info("database ready", { kind: database.kind });

  const channels = notificationChannels(env);
  const outbox = startOutboxWorker({ db: database.db, channels });
  const contact = await createContactService(env, database, Object.keys(channels) as (keyof typeof channels)[], outbox.wake);
  const stopPruning = pruneRateLimitsRegularly(env, database);
  // Before listening, so that a load balancer's health check (and so the first visitors) find a server
  // that is ready, not one that answers its first posts cold (ADR 0013).
  const warmUpStarted = performance.now();
  await warmUpContact(contact, database);
  log.info("contact form warmed up", { ms: Math.round(performance.now() - warmUpStarted) });

  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const app = await createApp({ build, clientDir: path.join(buildDir, "client"), database, env, contact });
  const server = app.listen(env.PORT, env.HOST, () => log.info("listening", { url: `http://localhost:${env.PORT}` }));

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    // The outbox winds down (at most 5 s) while the requests in flight finish; then the database is
    // released (a PGlite folder is one process at a time).
    const outboxStopped = outbox.stop();
    server.close(async () => {
      stopPruning();
      await outboxStopped;
      await database.close();
      log.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else log.error("failed to start", { error: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
});
