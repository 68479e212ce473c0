import type { Language } from "~/i18n/languages";
import { CONSENT_DIR } from "./rules";
import type { ConsentCopy } from "./schema";

/** A language's file is required: Astro's collection alone would let a page render without its banner. */
export function checkedConsent(lang: Language, copy: ConsentCopy | undefined): ConsentCopy {
  if (!copy) throw new Error(`${CONSENT_DIR}/${lang}.yaml is missing`);
  return copy;
}
