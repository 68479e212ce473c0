import { withBrandFactsThroughout } from "~/content/brand-facts";
import { parseContent } from "~/content/parse-content";
import type { Language } from "~/i18n/languages";
import en from "./en.json" with { type: "json" };
import fr from "./fr.json" with { type: "json" };
import it from "./it.json" with { type: "json" };
import zh from "./zh.json" with { type: "json" };
import { CONTACT_DIR } from "./rules";
import { contactSchema, type ContactCopy } from "./schema";

const files = { it, en, zh, fr } satisfies Record<Language, unknown>;

function contactCopyOf(lang: Language, data: unknown): ContactCopy {
  const file = `${CONTACT_DIR}/${lang}.json`;
  const filled = withBrandFactsThroughout(parseContent(contactSchema, data, file), lang, file);
  return { ...filled, validation: { ...filled.validation, lang } };
}

/**
 * Every language's copy, checked on import and made once: the server reads it synchronously to check a
 * posted form (the contact post, server/http/contact-post.ts, runs under tsx, outside Vite), and the form's checks are kept per
 * copy object (form-schema.ts), so each language must stay the same object.
 */
const copies = Object.fromEntries(Object.entries(files).map(([lang, data]) => [lang, contactCopyOf(lang as Language, data)])) as Record<Language, ContactCopy>;

/** Called from the page shell and the server only, so the browser receives one language's words. */
export function contactCopy(lang: Language): ContactCopy {
  return copies[lang];
}

export type { ContactCopy, NoticeCopy } from "./schema";
