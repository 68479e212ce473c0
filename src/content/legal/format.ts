/**
 * How a legal page is written (src/content/legal/<lang>/<slug>.md), shared by its schema, the editor
 * and the Markdown plugin that renders it; nothing here reaches Astro's own modules, so the config and
 * the editor in the browser can import it.
 */

import { SLUG_RULE, type TextRule } from "~/content/text-rules";

/** The pages' slugs (src/lib/pages.ts lists them, with every other page). */
export type LegalSlug = "privacypolicy" | "terms" | "cookiepolicy";

/** A paragraph of exactly this places the button that reopens the cookie settings (labelled in the page's language). */
export const COOKIE_SETTINGS_MARKER = "{{cookieSettingsButton}}";
/**
 * A paragraph of exactly this places the next table of the frontmatter's `tables`. Tables are data beside
 * the text, not Markdown tables: the editor (Keystatic) saves a Markdown table in a syntax of its own
 * ({% table %}), and would save a cell such as _ga_<id> as emphasis and HTML.
 */
export const TABLE_MARKER = "{{table}}";

/** How the body is written, for the editor's help and the build's messages. */
export const LEGAL_BODY_HELP =
  "One section per heading of level 2 ending with its anchor in braces, e.g. “## Cookies we use {#cookie-list}”: keep the anchor as it is " +
  "(links from other pages use it). Brand facts by name: {{legalName}}, {{email}}, {{malta.address}}… A line holding only " +
  `${TABLE_MARKER} shows the next of the page's tables (edited above); one holding only ${COOKIE_SETTINGS_MARKER} shows the button that reopens the cookie settings.`;

/** A section of a legal page, as its table of contents lists it. */
export interface LegalSection {
  id: string;
  title: string;
}

/** What the Markdown plugin (src/components/legal/legal-markdown.ts) leaves for the page beside the HTML: render()'s remarkPluginFrontmatter.sections. */
export interface LegalRenderData {
  sections: LegalSection[];
}

/** A section's anchor, as written after its heading: `## Cookies we use {#cookie-list}`. */
export const ANCHOR_RULE: TextRule = { regex: SLUG_RULE.regex, message: "a section's anchor, in lower case with hyphens (cookie-list)" };

/** A table's cell: the editor would save an empty one as nothing at all, which no reader can follow. */
export const CELL_MESSAGE = "a cell cannot be empty: write – where there is nothing to say";

/** A table lists things against something: two columns at least. */
export const TABLE_COLUMNS_MIN = 2;
