import { z } from "astro/zod";
import type { TextRule } from "./text-rules";

/**
 * What makes a testimonial, a rating or a logo ours to show (EU Omnibus Directive: no review or
 * endorsement without a source): written so that an auditor can check it without asking us. Shared by the
 * schemas and the editor's fields (./editor-fields.ts); no Astro code here, the editor loads this file.
 */

/** Where the written permission is kept: a link, or an e-mail's date, sender and subject and the folder. */
export const PERMISSION_RECORD_EXAMPLE = "e-mail from maria.rossi@rossifoods.it, 14 March 2025, “Quote for your website”, folder Clients/Rossi";

/** A public web address anyone can open: the review page, the article. */
export const PUBLIC_ADDRESS: TextRule = { regex: /^https:\/\/\S+$/, message: "an https address anyone can open, e.g. https://www.corriere.it/…" };

const text = (what: string) => z.string(`write ${what}`).trim().min(1, `write ${what}`);

/** Who allowed us to show it, when, and where their written yes is kept. */
export const permissionSchema = z.object(
  {
    /** A person with the authority to give it: name and position. */
    grantedBy: text("who gave the permission: name and position, e.g. Maria Rossi, CEO"),
    /** Read as a date whether the file writes it quoted or not (the editor's date field does not). */
    date: z.coerce
      .date({ error: "the date of the permission, written 2025-03-14" })
      .max(new Date(), "a date not in the future: the day the permission was given"),
    record: text(`where the written permission is kept, e.g. ${PERMISSION_RECORD_EXAMPLE}`),
  },
  "say who gave the permission, when, and where it is kept",
);

export const publicAddress = z.string(PUBLIC_ADDRESS.message).regex(PUBLIC_ADDRESS.regex, PUBLIC_ADDRESS.message);

export type Permission = z.infer<typeof permissionSchema>;
