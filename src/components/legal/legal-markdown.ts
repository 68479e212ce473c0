import type { AstroIntegration } from "astro";
import type { Element, ElementContent, Root, RootContent } from "hast";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { HastPluginDefinition, HastPluginEntry, HastVisitorContext, PluginFactoryContext } from "satteri";
import { CookieSettingsLink } from "~/components/cookie-settings-link";
import { partHeading } from "~/components/ui/editorial";
import { withBrandFacts, withBrandFactsThroughout } from "~/content/brand-facts";
import { isLanguage, type Language } from "~/i18n/languages";
import { ANCHOR_RULE, COOKIE_SETTINGS_MARKER, TABLE_MARKER, type LegalRenderData, type LegalSection } from "~/content/legal/format";
import type { LegalFrontmatter } from "~/content/legal/schema";

type LegalTable = LegalFrontmatter["tables"][number];

const LEGAL_FILE = /[\\/](src[\\/]content[\\/]legal[\\/]([a-z]{2})[\\/][^\\/]+\.md)$/;

/** The file's path from the project root and its language, when it is a legal page. */
function legalFile(fileURL: URL | undefined): { file: string; lang: Language } | undefined {
  const match = fileURL && LEGAL_FILE.exec(decodeURIComponent(fileURL.pathname));
  if (!match || !isLanguage(match[2])) return undefined;
  return { file: match[1]!.replaceAll("\\", "/"), lang: match[2] };
}

const element = (tagName: string, className: string | undefined, children: ElementContent[], properties: Element["properties"] = {}): Element => ({
  type: "element",
  tagName,
  properties: className ? { ...properties, className: className.split(" ") } : properties,
  children,
});

/** What React renders for a component (the cookie-settings link), as it would on the page. */
const rendered = (node: Parameters<typeof renderToStaticMarkup>[0]): ElementContent => ({ type: "raw", value: renderToStaticMarkup(node) }) as ElementContent;

const isElement = (node: RootContent | ElementContent | undefined, tagName?: string): node is Element =>
  node?.type === "element" && (tagName === undefined || node.tagName === tagName);

/**
 * A table of the text, such as the cookie policy's list of cookies. A phone is too narrow for its columns:
 * there each row is a card, its first cell as the title and every other cell under its column's name;
 * from the `sm` breakpoint on, the table. Each rendering is hidden by CSS where the other shows, so
 * assistive technology meets one.
 */
function legalTable({ caption, columns, rows }: LegalTable): ElementContent[] {
  const text = (value: string): ElementContent[] => [{ type: "text", value }];
  const [, ...labels] = columns;
  const cards = element(
    "ul",
    "divide-y divide-slate-200 border-y border-slate-300 text-sm sm:hidden",
    rows.map(([title = "", ...values]) =>
      element("li", "px-4 py-3", [
        element("p", "font-semibold text-slate-900", text(title)),
        element(
          "dl",
          "mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1",
          values.flatMap((value, index) => [element("dt", "text-slate-500", text(labels[index] ?? "")), element("dd", undefined, text(value))]),
        ),
      ]),
    ),
    { ariaLabel: caption },
  );
  // Focusable so keyboard users can scroll it, should enlarged text make it wider than the column.
  const scroller = element(
    "div",
    "hidden overflow-x-auto border-y border-slate-300 focus-visible:outline-2 focus-visible:outline-brand-600 sm:block",
    [
      element("table", "w-full min-w-[36rem] text-left text-sm", [
        element("caption", "sr-only", text(caption)),
        element("thead", "border-b border-slate-300 text-slate-700", [
          element(
            "tr",
            undefined,
            columns.map((column) => element("th", "px-3 py-2 font-semibold", text(column), { scope: "col" })),
          ),
        ]),
        element(
          "tbody",
          "divide-y divide-slate-200",
          rows.map(([title = "", ...values]) =>
            element("tr", undefined, [
              element("th", "px-3 py-2 align-top font-normal", text(title), { scope: "row" }),
              ...values.map((value) => element("td", "px-3 py-2 align-top", text(value))),
            ]),
          ),
        ),
      ]),
    ],
    { role: "region", ariaLabel: caption, tabIndex: 0 },
  );
  return [cards, scroller];
}

/** What the blocks of a section need to know of their page. */
interface PageContext {
  lang: Language;
  fail: (problem: string) => never;
  textOf: (node: Element) => string;
  /** The frontmatter's next table, for the next {{table}}. */
  nextTable: () => LegalTable;
}

/** The blocks of one section, each as the page shows it. */
function sectionBlocks(blocks: Element[], { lang, fail, textOf, nextTable }: PageContext): ElementContent[] {
  return blocks.flatMap((block): ElementContent[] => {
    const text = textOf(block).trim();
    if (block.tagName === "p" && text === COOKIE_SETTINGS_MARKER) {
      const link = createElement(CookieSettingsLink, { lang, className: "rounded border border-brand-700 px-4 font-semibold text-brand-700" });
      return [element("p", undefined, [rendered(link)])];
    }
    if (block.tagName === "p" && text === TABLE_MARKER) return legalTable(nextTable());
    for (const marker of [COOKIE_SETTINGS_MARKER, TABLE_MARKER]) {
      if (text.includes(marker)) fail(`${marker} must stand alone on its line`);
    }
    if (block.tagName === "table") fail(`a table goes in the page's tables, and ${TABLE_MARKER} on a line of its own where it appears`);
    if (block.tagName === "ul" || block.tagName === "ol") {
      return [{ ...block, properties: { ...block.properties, className: [block.tagName === "ul" ? "list-disc" : "list-decimal", "space-y-1", "pl-6"] } }];
    }
    return [block];
  });
}

/**
 * A legal page's body as the page shows it: each `## Title {#anchor}` and what follows it becomes a
 * numbered section under a thin rule, its number a serif numeral in the margin of its title (the case
 * page's story parts, docs/design-brief.md), each {{table}} the next of its `tables` (with a ruled list
 * for phones), the cookie-settings marker the button. A section without an anchor or two with the same
 * one stop the build, naming the file.
 */
function legalSections(file: string, lang: Language): HastPluginDefinition {
  const fail = (problem: string): never => {
    throw new Error(`${file}: ${problem}`);
  };
  return {
    name: "legal-sections",
    before(root: Readonly<Root>, context: HastVisitorContext) {
      const textOf = (node: Element) => context.textContent(node);
      const astro = context.data.astro as { frontmatter: Partial<LegalFrontmatter> & Partial<LegalRenderData> } | undefined;
      const tables = withBrandFactsThroughout(astro?.frontmatter.tables ?? [], lang, file, "tables");
      let tablesShown = 0;
      const page: PageContext = {
        lang,
        fail,
        textOf,
        nextTable: () => tables[tablesShown++] ?? fail(`there are more ${TABLE_MARKER} lines than tables (${tables.length})`),
      };
      const blocks = root.children.filter((node): node is Element => {
        if (node.type === "text" && node.value.trim() === "") return false;
        if (isElement(node)) return true;
        return fail(`unexpected ${node.type} in the text (HTML is not read here: write plain Markdown)`);
      });
      if (blocks.length > 0 && !isElement(blocks[0], "h2"))
        fail(`the text must start with a section heading (## Title {#anchor}), not with “${textOf(blocks[0]!).slice(0, 40)}”`);

      const sections: LegalSection[] = [];
      const children: Element[] = [];
      let start = 0;
      while (start < blocks.length) {
        const heading = blocks[start]!;
        let end = start + 1;
        while (end < blocks.length && !isElement(blocks[end], "h2")) end++;
        const title = withBrandFacts(textOf(heading), lang, file);
        const id = heading.properties.id;
        if (typeof id !== "string" || id === "") fail(`the section “## ${title}” has no anchor: end its heading with one in braces, e.g. {#section-name}`);
        const anchor = String(id);
        if (!ANCHOR_RULE.regex.test(anchor)) fail(`{#${anchor}}: ${ANCHOR_RULE.message}`);
        if (sections.some((section) => section.id === anchor)) fail(`two sections have the anchor {#${anchor}}: each needs its own`);
        sections.push({ id: anchor, title });
        children.push(
          element(
            "section",
            "mt-12 scroll-mt-24 border-t border-slate-300 pt-6",
            [
              element(
                "h2",
                partHeading,
                [element("span", "mr-1 text-brand-700 tabular-nums", [{ type: "text", value: `${sections.length}. ` }]), ...heading.children],
                { id: `${anchor}-title` },
              ),
              // Running text wraps line by line: `pretty` (site.css, for short paragraphs) pulls words down
              // over a long paragraph's last lines and leaves its right edge ragged.
              element("div", "mt-4 space-y-4 leading-relaxed text-slate-700 [&_:is(p,li)]:text-wrap", sectionBlocks(blocks.slice(start + 1, end), page)),
            ],
            { id: anchor, ariaLabelledBy: [`${anchor}-title`] },
          ),
        );
        start = end;
      }
      if (tablesShown < tables.length) fail(`${tables.length - tablesShown} of the tables has no ${TABLE_MARKER} line in the text`);
      if (astro) astro.frontmatter.sections = sections;
      context.replaceNode(root, { type: "root", children });
    },
  };
}

/** Every `{{fact}}` of the text in the page's language (src/content/brand-facts.ts). */
function brandFactsIn(file: string, lang: Language): HastPluginDefinition {
  return {
    name: "legal-brand-facts",
    text(node) {
      if (!node.value.includes("{{")) return;
      return { type: "text", value: withBrandFacts(node.value, lang, file) };
    },
  };
}

/** The plugins for a legal page's Markdown, none for any other file. */
export const legalPagePlugins: HastPluginEntry = ({ fileURL }: PluginFactoryContext) => {
  const legal = legalFile(fileURL);
  return legal ? [legalSections(legal.file, legal.lang), brandFactsIn(legal.file, legal.lang)] : null;
};

/**
 * The legal pages' Markdown (src/content/legal/<lang>/<slug>.md) through Astro's Markdown processor
 * (Sätteri): anchors written `{#anchor}` after a heading, the text's quotes and dashes as written (the
 * translations choose their own typography), and the plugins above.
 */
export function legalMarkdown(): AstroIntegration {
  return {
    name: "legal-markdown",
    hooks: {
      "astro:config:setup": ({ config }) => {
        const processor = config.markdown.processor as { name: string; options?: { hastPlugins: HastPluginEntry[]; features: Record<string, unknown> } };
        if (processor.name !== "satteri" || !processor.options) throw new Error("the legal pages need Astro's Sätteri Markdown processor");
        processor.options.features.headingAttributes = true;
        processor.options.features.smartPunctuation = false;
        processor.options.hastPlugins.push(legalPagePlugins);
      },
    },
  };
}
