import { existsSync } from "node:fs";
import path from "node:path";
import { EnvError, parseEnv } from "./env";
import { log } from "./log";
import { startServer } from "./start";

async function main() {
  // Variables already in the environment win over the file (process.loadEnvFile does not overwrite).
  if (existsSync(".env")) process.loadEnvFile(".env");
  const env = parseEnv();
  // Listened for before the start: a stop asked for while the server starts (or just as it logs
  // "listening") waits for the start, then stops cleanly, instead of killing the process mid-way.
  const starting = startServer(env, { buildDir: path.resolve("dist") });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    starting
      .then((running) => running.close())
      .then(
        () => {
          log.info("stopped");
          process.exit(0);
        },
        (error: unknown) => {
          log.error("failed to stop cleanly", { error: error instanceof Error ? error.stack : String(error) });
          process.exit(1);
        },
      );
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  await starting;
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else log.error("failed to start", { error: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
});
