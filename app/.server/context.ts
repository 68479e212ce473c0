import type { Database } from "./db/client";

/** What the Express server hands to every loader and action (server/app.ts, getLoadContext). */
declare module "react-router" {
  interface AppLoadContext {
    db: Database;
  }
}

export {};
