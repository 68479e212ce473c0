import { defineCollection } from "astro/content/config";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { languages } from "~/i18n/languages";
import { CONSENT_DIR } from "./rules";

const text = z.string("write something here").trim().min(1, "write something here");
const category = z.object({ title: text, description: text });

/**
 * The words of the consent banner, the cookie settings and the analytics debug panel, one file per
 * language (src/content/consent/<lang>.yaml, "Cookie banner · <language>" in the editor).
 */
export const consentSchema = z.object({
  banner: z.object({ title: text, body: text, policyLink: text, acceptAll: text, rejectAll: text, settings: text }),
  sheet: z.object({
    title: text,
    description: text,
    alwaysOn: text,
    /** Shown when the browser sends Global Privacy Control. */
    gpcNotice: text,
    /** The categories of src/features/consent/record.ts. */
    categories: z.object({ necessary: category, analytics: category, marketing: category, preferences: category }),
    save: text,
    acceptAll: text,
    rejectAll: text,
    close: text,
  }),
  debug: z.object({ title: text, consent: text, location: text, queued: text, sent: text, none: text, close: text }),
});

export type ConsentCopy = z.infer<typeof consentSchema>;

export const consentCollections = {
  consent: defineCollection({ loader: glob({ pattern: `{${languages.join(",")}}.yaml`, base: CONSENT_DIR }), schema: consentSchema }),
};
