import type { Language } from "./languages";
import { uiMessages, type Messages } from "~/content/messages";
import { createTranslator, type Translate } from "./translate";

export interface Ui {
  lang: Language;
  t: Translate;
  messages: Messages;
}

const cache = new Map<Language, Ui>();

/**
 * The page language's UI words for components rendered at build time (or per request). They take the
 * language as a prop and look their words up here: no React context, since Astro renders each
 * component as a tree of its own, and nothing of this reaches the browser.
 */
export function ui(lang: Language): Ui {
  let entry = cache.get(lang);
  if (!entry) {
    const messages = uiMessages(lang);
    entry = { lang, t: createTranslator(messages), messages };
    cache.set(lang, entry);
  }
  return entry;
}
