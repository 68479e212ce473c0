import type { ContactService } from "./contact/service";
import type { SubmissionOutcome } from "./contact/submit";
import type { Database } from "./db/client";

/** What the Express server hands to every loader and action (server/app.ts, getLoadContext). */
declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    contact: ContactService;
    /** The client's address as Express sees it (trust proxy), the key of the contact form's rate limit. */
    clientIp: string;
    /**
     * A contact post the Express fast path has already submitted (server/contact-fast-path.ts) and hands
     * over only for its page to be rendered: the action answers with it instead of submitting again.
     */
    contactOutcome?: SubmissionOutcome;
  }
}

export {};
