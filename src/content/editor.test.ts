import { globSync, readFileSync } from "node:fs";
import { createReader } from "@keystatic/core/reader";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import keystaticConfig from "../../keystatic.config";

/**
 * The editor saves only the fields it knows: a key of a content file that its editor definition lacks
 * would be gone after the agency's next save (docs/decisions/0033). Every entry is read through
 * Keystatic's own reader and compared with the file.
 */
const reader = createReader(process.cwd(), keystaticConfig);
// By name: the test goes through every entry whatever its fields.
const singletonReaders = reader.singletons as Record<string, { readOrThrow(): Promise<unknown> }>;
const collectionReaders = reader.collections as Record<string, { list(): Promise<string[]>; readOrThrow(slug: string): Promise<unknown> }>;

/** A data file's fields, or a Markdown file's frontmatter. */
function fieldsOf(file: string): unknown {
  const text = readFileSync(file, "utf8");
  if (file.endsWith(".json")) return JSON.parse(text);
  if (file.endsWith(".md")) return parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "");
  return parse(text);
}

/** The paths of the file's keys that the editor's reading lacks (`hero.stats.0.label`). */
function keysTheEditorDrops(inFile: unknown, inEditor: unknown, at: string[] = []): string[] {
  if (Array.isArray(inFile)) {
    return inFile.flatMap((item, index) => keysTheEditorDrops(item, Array.isArray(inEditor) ? inEditor[index] : undefined, [...at, String(index)]));
  }
  if (inFile && typeof inFile === "object") {
    const read = (inEditor && typeof inEditor === "object" ? inEditor : {}) as Record<string, unknown>;
    return Object.entries(inFile).flatMap(([key, value]) => (key in read ? keysTheEditorDrops(value, read[key], [...at, key]) : [[...at, key].join(".")]));
  }
  return [];
}

const onlyFile = (pattern: string) => {
  const files = globSync(pattern).filter((file) => /\.(ya?ml|json|md)$/.test(file));
  expect(files, pattern).toHaveLength(1);
  return files[0]!;
};

describe("the content editor knows every field of every file", () => {
  const singletons = Object.entries(keystaticConfig.singletons ?? {});
  const collections = Object.entries(keystaticConfig.collections ?? {});

  it("covers the content", () => {
    expect(singletons.length + collections.length).toBeGreaterThan(20);
  });

  it.each(singletons)("%s", async (key, singleton) => {
    const file = onlyFile(`${singleton.path}.*`);
    const read = await singletonReaders[key]!.readOrThrow();
    expect(keysTheEditorDrops(fieldsOf(file), read), file).toEqual([]);
  });

  it.each(collections)("%s", async (key, collection) => {
    const slugs = await collectionReaders[key]!.list();
    expect(slugs.length, key).toBeGreaterThan(0);
    for (const slug of slugs) {
      const file = onlyFile(`${collection.path!.replace("*", slug)}.*`);
      const read = await collectionReaders[key]!.readOrThrow(slug);
      expect(keysTheEditorDrops(fieldsOf(file), read), file).toEqual([]);
    }
  });
});
