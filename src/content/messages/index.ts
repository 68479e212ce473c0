import { withBrandFactsThroughout } from "~/content/brand-facts";
import { parseContent } from "~/content/parse-content";
import type { Language } from "~/i18n/languages";
import en from "./en.json" with { type: "json" };
import fr from "./fr.json" with { type: "json" };
import it from "./it.json" with { type: "json" };
import zh from "./zh.json" with { type: "json" };
import { MESSAGES_DIR } from "./rules";
import { messagesSchema, type Messages } from "./schema";

const files = { it, en, zh, fr } satisfies Record<Language, unknown>;

/**
 * Every language's interface words, checked on import: a message missing or emptied in one language stops
 * the build, the server and the tests with the file and the message to fix; a `{{fact}}` is filled in as
 * in every text (../brand-facts.ts). Read synchronously, as the
 * components take them while they render, and never by a browser script (a page ships its own words in
 * its HTML).
 */
const catalogue = Object.fromEntries(
  Object.entries(files).map(([lang, data]) => {
    const file = `${MESSAGES_DIR}/${lang}.json`;
    return [lang, withBrandFactsThroughout(parseContent(messagesSchema, data, file), lang as Language, file)];
  }),
) as Record<Language, Messages>;

export function uiMessages(lang: Language): Messages {
  return catalogue[lang];
}

export type { Messages };
