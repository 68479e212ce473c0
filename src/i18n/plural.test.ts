import { describe, expect, it } from "vitest";
import { contactCopy } from "~/content/contact";
import { languages, type Language } from "./languages";
import { countMessage, type PluralMessage } from "./plural";

/** Every message of the site that names a number, by language, and the placeholder it names it with. */
function countedMessages(lang: Language): [string, PluralMessage, string][] {
  const copy = contactCopy(lang);
  return [
    ["tooLong", copy.validation.tooLong, "max"],
    ["messageLimit", copy.messageLength.limit, "max"],
    ["messageLeft", copy.messageLength.left, "count"],
    ["messageOver", copy.messageLength.over, "count"],
    ["summary", copy.validation.summary, "count"],
    ["rateLimited", copy.rateLimited.description, "minutes"],
  ];
}

const expected: Record<Language, Record<string, [string, string, string, string]>> = {
  en: {
    tooLong: ["at most 0 characters", "at most 1 character", "at most 2 characters", "at most 5,000 characters"],
    messageLimit: ["Up to 0 characters", "Up to 1 character", "Up to 2 characters", "Up to 5,000 characters"],
    messageLeft: ["0 characters left", "1 character left", "2 characters left", "5,000 characters left"],
    messageOver: ["0 characters too many", "1 character too many", "2 characters too many", "5,000 characters too many"],
    summary: ["correct 0 fields:", "correct 1 field:", "correct 2 fields:", "correct 5,000 fields:"],
    rateLimited: ["in 0 minutes;", "in 1 minute;", "in 2 minutes;", "in 5,000 minutes;"],
  },
  // Italian groups thousands only from five digits on (CLDR): 5000, but 50.000.
  it: {
    tooLong: ["al massimo 0 caratteri", "al massimo 1 carattere", "al massimo 2 caratteri", "al massimo 5000 caratteri"],
    messageLimit: ["Fino a 0 caratteri", "Fino a 1 carattere", "Fino a 2 caratteri", "Fino a 5000 caratteri"],
    messageLeft: ["Restano 0 caratteri", "Resta 1 carattere", "Restano 2 caratteri", "Restano 5000 caratteri"],
    messageOver: ["0 caratteri di troppo", "1 carattere di troppo", "2 caratteri di troppo", "5000 caratteri di troppo"],
    summary: ["Correggi 0 campi:", "Correggi 1 campo:", "Correggi 2 campi:", "Correggi 5000 campi:"],
    rateLimited: ["tra 0 minuti;", "tra 1 minuto;", "tra 2 minuti;", "tra 5000 minuti;"],
  },
  // French counts 0 and 1 as singular, groups thousands with a narrow no-break space, and keeps ";" and ":"
  // on the line before with a narrow or a full no-break space.
  fr: {
    tooLong: ["dépasser 0 caractère", "dépasser 1 caractère", "dépasser 2 caractères", "dépasser 5\u202f000 caractères"],
    messageLimit: ["Jusqu’à 0 caractère", "Jusqu’à 1 caractère", "Jusqu’à 2 caractères", "Jusqu’à 5\u202f000 caractères"],
    messageLeft: ["0 caractère restant", "1 caractère restant", "2 caractères restants", "5\u202f000 caractères restants"],
    messageOver: ["0 caractère de trop", "1 caractère de trop", "2 caractères de trop", "5\u202f000 caractères de trop"],
    summary: ["corriger 0 champ\u00a0:", "corriger 1 champ\u00a0:", "corriger 2 champs\u00a0:", "corriger 5\u202f000 champs\u00a0:"],
    rateLimited: ["dans 0 minute\u202f;", "dans 1 minute\u202f;", "dans 2 minutes\u202f;", "dans 5\u202f000 minutes\u202f;"],
  },
  zh: {
    tooLong: ["不要超过0个字符", "不要超过1个字符", "不要超过2个字符", "不要超过5,000个字符"],
    messageLimit: ["最多0个字符", "最多1个字符", "最多2个字符", "最多5,000个字符"],
    messageLeft: ["还可输入0个字符", "还可输入1个字符", "还可输入2个字符", "还可输入5,000个字符"],
    messageOver: ["超出0个字符", "超出1个字符", "超出2个字符", "超出5,000个字符"],
    summary: ["请更正0个字段", "请更正1个字段", "请更正2个字段", "请更正5,000个字段"],
    rateLimited: ["在0分钟后", "在1分钟后", "在2分钟后", "在5,000分钟后"],
  },
};

describe("messages that name a number", () => {
  for (const lang of languages) {
    it(`read correctly in ${lang} with 0, 1, 2 and 5,000`, () => {
      for (const [name, message, placeholder] of countedMessages(lang)) {
        const rendered = [0, 1, 2, 5000].map((count) => countMessage(lang, message, count, placeholder));
        rendered.forEach((text, index) => expect(text, `${lang} ${name}`).toContain(expected[lang][name]![index]));
        // No placeholder left, and no "(s)" or "/i" hedging about the plural.
        for (const text of rendered) expect(text).not.toMatch(/\{\w+\}|\(s\)|\/i\b/);
      }
    });
  }
});
