import type { Language } from "~/i18n/languages";
import { withBrandFactsThroughout } from "~/content/brand-facts";
import { CONSENT_DIR } from "./rules";
import type { ConsentCopy } from "./schema";

/**
 * A language's file is required: Astro's collection alone would let a page render without its banner.
 * Its texts may name brand facts (`{{name}}`), as every text may.
 */
export function checkedConsent(lang: Language, copy: ConsentCopy | undefined): ConsentCopy {
  const file = `${CONSENT_DIR}/${lang}.yaml`;
  if (!copy) throw new Error(`${file} is missing`);
  return withBrandFactsThroughout(copy, lang, file);
}
