import { fields, singleton } from "@keystatic/core";
import { languageNames, languages } from "~/i18n/languages";
import { MESSAGE_SECTIONS, MESSAGES_DIR, messageTextRule, placeholderRule, type MessageRule } from "./rules";

/** A message's box: its label, and what its placeholders stand for, which it refuses to lose. */
function messageField(rule: MessageRule) {
  const { label, description, placeholders = [], long } = rule;
  const help = [description, ...placeholders.map(placeholderRule)].filter(Boolean).join("; ");
  return fields.text({ label, description: help || undefined, multiline: long, validation: { isRequired: true, pattern: messageTextRule(rule) } });
}

/** The sections of ./rules.ts, which the schema is made from as well: the fields mirror it key for key. */
const messagesFields = Object.fromEntries(
  Object.entries(MESSAGE_SECTIONS).map(([section, { label, messages }]) => [
    section,
    fields.object(Object.fromEntries(Object.entries(messages).map(([key, rule]) => [key, messageField(rule)])), { label }),
  ]),
);

/** The interface words in the editor: one singleton per language, "Interface texts · Italiano" … */
export const messagesSingletons = Object.fromEntries(
  languages.map((lang) => [
    `messages-${lang}`,
    singleton({
      label: `Interface texts · ${languageNames[lang]}`,
      path: `${MESSAGES_DIR}/${lang}`,
      format: { data: "json" },
      schema: messagesFields,
    }),
  ]),
);
