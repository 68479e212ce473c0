import { parseContent } from "~/content/parse-content";
import data from "./logos.json" with { type: "json" };
import { LOGOS_FILE, logosSchema } from "./schema";

/**
 * The client and press logos (src/content/logos/logos.json, "Client and press logos" in the editor), read
 * synchronously for the page shells, `npm run brand:check` and the tests, and checked on import.
 */
const logos = parseContent(logosSchema, data, LOGOS_FILE);

export const clientLogos = logos.clients;
export const pressOutlets = logos.press;
export type { ClientLogo, PressOutlet } from "./schema";
