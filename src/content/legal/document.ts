import { readFileSync } from "node:fs";
import type { Nodes, Root, RootContent } from "mdast";
import { markdownToMdast } from "satteri";
import { parse } from "yaml";
import { withBrandFacts } from "~/content/brand-facts";
import type { Language } from "~/i18n/languages";
import { COOKIE_SETTINGS_MARKER, TABLE_MARKER, type LegalSlug } from "./format";

export type LegalBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "table"; caption: string; head: string[]; rows: string[][] }
  | { kind: "cookie-settings" };

export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  description: string;
  keywords: string[];
  intro: string;
  sections: { id: string; title: string; content: LegalBlock[] }[];
}

const textOf = (node: Nodes): string => ("value" in node ? node.value : "children" in node ? node.children.map(textOf).join("") : "");

/**
 * A legal page's words as plain text, section by section, with its brand facts filled in: what the tests
 * read (the unit tests and the browser tests, outside Astro). The site renders the same file with
 * render() (src/content/legal/index.ts); this reads it with the same Markdown parser (Sätteri).
 */
export function legalDocument(slug: LegalSlug, lang: Language): LegalDocument {
  const source = readFileSync(new URL(`./${lang}/${slug}.md`, import.meta.url), "utf8");
  const fill = (text: string) => withBrandFacts(text, lang, `src/content/legal/${lang}/${slug}.md`);
  const tree = markdownToMdast(source, { features: { headingAttributes: true } }) as Root;
  const frontmatter = tree.children.find((node) => node.type === "yaml");
  const data = parse(frontmatter && "value" in frontmatter ? frontmatter.value : "") as {
    title: string;
    description: string;
    keywords: string[];
    intro: string;
    tables: { caption: string; columns: string[]; rows: string[][] }[];
  };
  const tables = data.tables.values();
  const sections: LegalDocument["sections"] = [];
  const blocks: RootContent[] = tree.children.filter((node) => node.type !== "yaml");
  for (const node of blocks) {
    if (node.type === "heading" && node.depth === 2) {
      const id = String((node.data as { hProperties?: { id?: string } } | undefined)?.hProperties?.id ?? "");
      sections.push({ id, title: fill(textOf(node)), content: [] });
      continue;
    }
    const content = sections.at(-1)?.content;
    if (!content) continue;
    const text = textOf(node);
    if (node.type === "paragraph" && text === COOKIE_SETTINGS_MARKER) content.push({ kind: "cookie-settings" });
    else if (node.type === "paragraph" && text === TABLE_MARKER) {
      const { caption, columns, rows } = tables.next().value ?? { caption: "", columns: [], rows: [] };
      content.push({ kind: "table", caption: fill(caption), head: columns.map(fill), rows: rows.map((row) => row.map(fill)) });
    } else if (node.type === "paragraph") content.push({ kind: "paragraph", text: fill(text) });
    else if (node.type === "list") content.push({ kind: "list", items: node.children.map((item) => fill(textOf(item))) });
  }
  return { slug, title: fill(data.title), description: fill(data.description), keywords: data.keywords.map(fill), intro: fill(data.intro), sections };
}
