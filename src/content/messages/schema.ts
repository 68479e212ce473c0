import { defineCollection } from "astro/content/config";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { languages } from "~/i18n/languages";
import { MESSAGE_SECTIONS, MESSAGES_DIR, messageTextRule, type MessageRule, type MessageSections } from "./rules";

/** One message: some words, with the placeholders the code fills in. */
function message(rule: MessageRule): z.ZodString {
  const text = z.string("write something here").trim().min(1, "write something here");
  const kept = messageTextRule(rule);
  return kept ? text.regex(kept.regex, kept.message) : text;
}

type MessagesShape = { [Section in keyof MessageSections]: z.ZodObject<{ [Key in keyof MessageSections[Section]["messages"]]: z.ZodString }> };

/**
 * The interface words of one language (src/content/messages/<lang>.json, "Interface texts · <language>" in
 * the editor): every message of ./rules.ts, none empty. Built from that list, hence the cast: the type
 * system cannot follow a mapped object through Object.fromEntries.
 */
export const messagesSchema = z.object(
  Object.fromEntries(
    Object.entries(MESSAGE_SECTIONS).map(([section, { messages }]) => [
      section,
      z.object(Object.fromEntries(Object.entries(messages).map(([key, rule]) => [key, message(rule)]))),
    ]),
  ) as unknown as MessagesShape,
);

export type Messages = z.infer<typeof messagesSchema>;

export const messagesCollections = {
  messages: defineCollection({ loader: glob({ pattern: `{${languages.join(",")}}.json`, base: MESSAGES_DIR }), schema: messagesSchema }),
};
