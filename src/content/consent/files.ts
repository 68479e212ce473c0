import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { Language } from "~/i18n/languages";
import { parseContent } from "~/content/parse-content";
import { checkedConsent } from "./check";
import { CONSENT_DIR } from "./rules";
import { consentSchema } from "./schema";

// A path, not a URL: a test's jsdom has a URL class of its own, which Node's file functions do not take.
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The consent copy read straight from its file, for the tests, which run outside Astro; checked like the site's. */
export function readConsentCopy(lang: Language) {
  let data: unknown;
  try {
    data = parse(readFileSync(path.join(HERE, `${lang}.yaml`), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  return checkedConsent(lang, data === undefined ? undefined : parseContent(consentSchema, data, `${CONSENT_DIR}/${lang}.yaml`));
}
