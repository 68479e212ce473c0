import { failure, log } from "./log";

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface Retention {
  stop(): void;
  /** The first purge, run at once. */
  done: Promise<void>;
}

/**
 * Deletes what is past a retention the privacy policy promises, at start and then once a day, so the
 * promise does not hang on someone remembering to. Every replica may run it: a purge is idempotent. A
 * failure is logged and tried again the next day; the timer does not keep the process alive.
 * `purge` deletes what is older than the cutoff it is given and returns how many it deleted.
 */
export function purgeDaily(what: string, cutoff: () => Date, purge: (cutoff: Date) => Promise<number>): Retention {
  const run = async () => {
    const before = cutoff();
    try {
      const purged = await purge(before);
      if (purged > 0) log.info(`${what} past their retention deleted`, { purged, before: before.toISOString() });
    } catch (error) {
      log.warn(`deleting ${what} past their retention failed; tried again tomorrow`, failure(error));
    }
  };
  const done = run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), done };
}
