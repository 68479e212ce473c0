import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { languages, type Language } from "~/i18n/languages";
import { consentSingletons } from "./consent/editor";
import { contactSingletons } from "./contact/editor";
import { messagesSingletons } from "./messages/editor";

interface Field {
  kind: string;
  fields?: Record<string, Field>;
  element?: Field;
}

/** Every key path of a value (array items as "[]"), as the editor would have to know it to keep it. */
function dataPaths(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => dataPaths(item, `${path}[]`));
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => dataPaths(item, path ? `${path}.${key}` : key));
  return [path];
}

/** The same paths for the editor's fields. */
function fieldPaths(field: Field, path = ""): string[] {
  if (field.kind === "object") return Object.entries(field.fields!).flatMap(([key, inner]) => fieldPaths(inner, path ? `${path}.${key}` : key));
  if (field.kind === "array") return fieldPaths(field.element!, `${path}[]`);
  return [path];
}

const read = (file: string): unknown => (file.endsWith(".json") ? JSON.parse(readFileSync(file, "utf8")) : parse(readFileSync(file, "utf8")));

/** Each editor entry (Keystatic singleton), by language, with the file it saves. */
const editors: [string, (lang: Language) => unknown, (lang: Language) => string][] = [
  ["contact page", (lang) => contactSingletons[`contact-${lang}`], (lang) => `src/content/contact/${lang}.json`],
  ["cookie banner", (lang) => consentSingletons[`consent-${lang}`], (lang) => `src/content/consent/${lang}.yaml`],
  ["interface texts", (lang) => messagesSingletons[`messages-${lang}`], (lang) => `src/content/messages/${lang}.json`],
];

/**
 * The editor writes only the keys it has a field for: a key it did not know would vanish from the file at
 * the next save. So each file holds only keys its editor shows (a language's plural forms included), and the
 * editor shows no key the file lacks but the optional plural forms.
 */
describe.each(languages)("the editor's fields in %s", (lang) => {
  it.each(editors)("match the %s file key for key", (_, editor, file) => {
    const fields = new Set(fieldPaths({ kind: "object", fields: (editor(lang) as { schema: Record<string, Field> }).schema }));
    const keys = new Set(dataPaths(read(file(lang))));
    expect([...keys].filter((key) => !fields.has(key))).toEqual([]);
    expect([...fields].filter((key) => !keys.has(key) && !/\.(zero|one|two|few|many)$/.test(key))).toEqual([]);
  });
});
