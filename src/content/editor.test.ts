import { cpSync, globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createReader } from "@keystatic/core/reader";
import type { z } from "astro/zod";
import { parse, stringify } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
// eslint-disable-next-line no-restricted-imports -- the editor's configuration sits at the project's root, which has no alias
import keystaticConfig from "../../keystatic.config";
import { caseCopySchema } from "./cases/schema";
import { contactSchema } from "./contact/schema";
import { homeSchema, reviewsSchema } from "./home/schema";
import { logosSchema } from "./logos/schema";
import { legalSchema } from "./legal/schema";
import { messagesSchema } from "./messages/schema";

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
function fieldsOf(file: string, text = readFileSync(file, "utf8")): unknown {
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

/** reviews.yaml's testimonials as one complete testimonial with `change` applied, for a rule to break. */
const testimonialWith = (change: Record<string, unknown>) => {
  const inEveryLanguage = (text: string) => ({ it: text, en: text, zh: text, fr: text });
  const testimonial = {
    name: "Maria Rossi",
    company: "Rossi Foods",
    initials: "MR",
    avatarColour: "sky",
    role: inEveryLanguage("CEO"),
    quote: inEveryLanguage("Words"),
    permission: { grantedBy: "Maria Rossi, CEO", date: "2025-03-14", record: "e-mail of 14 March 2025" },
    ...change,
  };
  return stringify({ testimonials: [testimonial] }).trim();
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

/**
 * The committed content has no testimonial, rating or press outlet (none until the agency supplies them,
 * with their sources): each is written here as the agency will, and must survive the editor's reading whole.
 */
describe("the content editor keeps every field of the sources the agency will supply", () => {
  const copy = mkdtempSync(path.join(tmpdir(), "editor-sources-"));
  cpSync("src/content", path.join(copy, "src/content"), { recursive: true });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const permission = { grantedBy: "Maria Rossi, CEO", date: "2025-03-14", record: "e-mail of 14 March 2025" };

  it.each([
    {
      file: "src/content/home/reviews.yaml",
      schema: reviewsSchema,
      entry: "home-reviews",
      text: `${stringify({ ratings: [{ value: 4.8, scale: 5, platform: "Google", url: "https://g.page/r/agency", reviewCount: 27 }] })}${testimonialWith({})}\n`,
    },
    {
      file: "src/content/logos/logos.json",
      schema: logosSchema,
      entry: "logos",
      text: JSON.stringify({
        clients: [
          {
            slug: "rossi",
            name: "Rossi Foods",
            image: "/images/clients/rossi/image.svg",
            width: 200,
            height: 64,
            source: { discriminant: "permission", value: permission },
          },
          {
            slug: "airhelp",
            name: "AirHelp",
            image: "/images/clients/airhelp/image.svg",
            width: 200,
            height: 64,
            source: { discriminant: "caseStudy", value: "airhelp-case" },
          },
        ],
        press: [
          {
            slug: "corriere",
            name: "Corriere",
            image: "/images/press/corriere/image.svg",
            width: 200,
            height: 64,
            article: "https://www.corriere.it/a",
          },
        ],
      }),
    },
  ])("$file", async ({ file, schema, entry, text }) => {
    expect(schema.safeParse(fieldsOf(file, text)).error).toBeUndefined();
    writeFileSync(path.join(copy, file), text);
    const read = await (createReader(copy, keystaticConfig).singletons as Record<string, { readOrThrow(): Promise<unknown> }>)[entry]!.readOrThrow();
    expect(keysTheEditorDrops(fieldsOf(file, text), read)).toEqual([]);
  });
});

/**
 * The editor refuses, as the agency types, what the build would refuse: each rule of a schema broken once,
 * in a copy of the content, is refused by the schema and by the editor's own reading of the file
 * (Keystatic's reader applies its fields' validation).
 */
describe("the content editor refuses what the build refuses", () => {
  const copy = mkdtempSync(path.join(tmpdir(), "editor-rules-"));
  cpSync("src/content", path.join(copy, "src/content"), { recursive: true });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  interface BrokenRule {
    rule: string;
    file: string;
    schema: z.ZodType;
    /** The editor's entry, and the collection's item when it is one. */
    entry: string;
    slug?: string;
    breakIt: (text: string) => string;
  }
  const broken: BrokenRule[] = [
    {
      rule: "a profile link without {name}",
      file: "src/content/home/it.yaml",
      schema: homeSchema,
      entry: "home-it",
      breakIt: (text) => text.replace(/profileLink: .*/, "profileLink: Profilo su LinkedIn"),
    },
    {
      rule: "a carousel page without {total}",
      file: "src/content/home/it.yaml",
      schema: homeSchema,
      entry: "home-it",
      breakIt: (text) => text.replace(/ {2}page: .*/, "  page: Pagina {number}"),
    },
    {
      rule: "a rating's words without {platform}",
      file: "src/content/home/it.yaml",
      schema: homeSchema,
      entry: "home-it",
      breakIt: (text) => text.replace(/ {6}label: .*\{platform\}.*/, "      label: media delle recensioni"),
    },
    {
      rule: "a rating's words for one review without {count}",
      file: "src/content/home/it.yaml",
      schema: homeSchema,
      entry: "home-it",
      breakIt: (text) => text.replace(/ {8}one: .*\{count\}.*/, '        one: "media di una recensione su {platform}"'),
    },
    {
      rule: "four initials",
      file: "src/content/home/reviews.yaml",
      schema: reviewsSchema,
      entry: "home-reviews",
      breakIt: (text) => text.replace("testimonials: []", testimonialWith({ initials: "ABCD" })),
    },
    {
      rule: "a testimonial without its permission",
      file: "src/content/home/reviews.yaml",
      schema: reviewsSchema,
      entry: "home-reviews",
      breakIt: (text) => text.replace("testimonials: []", testimonialWith({ permission: undefined })),
    },
    {
      rule: "a rating without a page anyone can open",
      file: "src/content/home/reviews.yaml",
      schema: reviewsSchema,
      entry: "home-reviews",
      breakIt: (text) => text.replace("ratings: []", stringify({ ratings: [{ value: 4.8, scale: 5, platform: "Google", url: "reviews on request" }] }).trim()),
    },
    {
      rule: "a press outlet without its article",
      file: "src/content/logos/logos.json",
      schema: logosSchema,
      entry: "logos",
      breakIt: (text) =>
        text.replace(
          '"press": []',
          `"press": ${JSON.stringify([{ slug: "corriere", name: "Corriere", image: "/images/press/corriere/image.svg", width: 200, height: 64 }])}`,
        ),
    },
    {
      rule: "a legal page's description under 120 characters",
      file: "src/content/legal/en/terms.md",
      schema: legalSchema,
      entry: "legal-terms-en",
      breakIt: (text) => text.replace(/description: >-\n(?: {2}.*\n)+/, "description: The terms of use of our website.\n"),
    },
    {
      rule: "an empty cell of a table",
      file: "src/content/legal/en/cookiepolicy.md",
      schema: legalSchema,
      entry: "legal-cookiepolicy-en",
      breakIt: (text) => text.replace("        - 90 days\n", "        - ''\n"),
    },
    {
      rule: "a case's description over 160 characters",
      file: "src/content/cases/en/airhelp-case.yaml",
      schema: caseCopySchema("en"),
      entry: "cases-en",
      slug: "airhelp-case",
      // Without a named figure: one with a figure is measured once it is filled in (src/content/cases/check.test.ts).
      breakIt: (text) => text.replace(/metaDescription: >-\n(?: {2}.*\n)+/, `metaDescription: >-\n  ${"Much more to say. ".repeat(10)}\n`),
    },
    {
      rule: "an interface text without {year}",
      file: "src/content/messages/fr.json",
      schema: messagesSchema,
      entry: "messages-fr",
      breakIt: (text) => text.replace("© {year} {name}.", "© {name}."),
    },
    {
      rule: "the form's note without {privacy}",
      file: "src/content/contact/fr.json",
      schema: contactSchema,
      entry: "contact-fr",
      breakIt: (text) => text.replace("notre {privacy}.", "notre politique."),
    },
    {
      rule: "a plural form without its number",
      file: "src/content/contact/fr.json",
      schema: contactSchema,
      entry: "contact-fr",
      breakIt: (text) => text.replace('Jusqu’à {max} caractère"', 'Un seul caractère"'),
    },
  ];

  it.each(broken)("$rule", async ({ file, schema, entry, slug, breakIt }) => {
    const original = readFileSync(file, "utf8");
    const text = breakIt(original);
    expect(text, "the test's change applies").not.toBe(original);
    expect(schema.safeParse(fieldsOf(file, text)).success, "the schema refuses it").toBe(false);

    writeFileSync(path.join(copy, file), text);
    try {
      const reader = createReader(copy, keystaticConfig);
      const read = slug
        ? (reader.collections as Record<string, { readOrThrow(slug: string): Promise<unknown> }>)[entry]!.readOrThrow(slug)
        : (reader.singletons as Record<string, { readOrThrow(): Promise<unknown> }>)[entry]!.readOrThrow();
      await expect(read, "the editor refuses it").rejects.toThrow(/Invalid data/);
    } finally {
      writeFileSync(path.join(copy, file), original);
    }
  });
});
