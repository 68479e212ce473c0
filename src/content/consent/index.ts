import { getEntry } from "astro:content";
import type { Language } from "~/i18n/languages";
import { checkedConsent } from "./check";

/**
 * The consent copy of one language, read by the site layout, which hands it to the banner, the settings
 * and the debug panel: the page carries only its own language's words.
 */
export async function consentCopy(lang: Language) {
  return checkedConsent(lang, (await getEntry("consent", lang))?.data);
}

export type { ConsentCopy } from "./schema";
