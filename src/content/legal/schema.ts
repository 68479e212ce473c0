import { defineCollection } from "astro/content/config";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { characterCount, metaDescriptionRule } from "~/content/text-rules";
import { CELL_MESSAGE, TABLE_COLUMNS_MIN } from "./format";

/**
 * The legal pages (privacy policy, terms, cookie policy), one Markdown file per page per language:
 * src/content/legal/<lang>/<slug>.md. The frontmatter holds what a page needs besides its text; the
 * body is the text, written as src/content/legal/format.ts says (src/components/legal/legal-markdown.ts reads it).
 */

const HAN = /\p{Script=Han}/u;

/**
 * A meta description within its language's length (../text-rules.ts). One schema reads the four
 * languages' files, so a description written in Chinese is held to Chinese's length.
 */
function describedWithin(text: string, context: z.RefinementCtx) {
  const rule = metaDescriptionRule(HAN.test(text) ? "zh" : "en");
  if (!rule.regex.test(text)) context.addIssue({ code: "custom", message: `${rule.message} (this one has ${characterCount(text)})` });
}

export const legalSchema = z.object({
  title: z.string().min(1, "the page's title, shown as its heading and in the browser tab"),
  description: z.string().superRefine(describedWithin),
  keywords: z.array(z.string().min(1, "a keyword cannot be empty")).min(1, "at least one keyword"),
  intro: z.string().min(1, "the paragraph under the title"),
  updated: z.coerce.date({ error: "a date, written 2025-01-01" }),
  tables: z
    .array(
      z
        .object({
          caption: z.string().min(1, "what the table lists, read aloud by screen readers"),
          columns: z.array(z.string().min(1, "a column's name")).min(TABLE_COLUMNS_MIN, `at least ${TABLE_COLUMNS_MIN} columns`),
          rows: z.array(z.array(z.string(CELL_MESSAGE).min(1, CELL_MESSAGE))).min(1, "at least one row"),
        })
        .superRefine(({ columns, rows }, context) => {
          for (const [index, row] of rows.entries()) {
            if (row.length !== columns.length) {
              context.addIssue({ code: "custom", path: ["rows", index], message: `${columns.length} cells, one per column (this row has ${row.length})` });
            }
          }
        }),
    )
    .default([]),
});

export type LegalFrontmatter = z.infer<typeof legalSchema>;

export const legalCollections = {
  legal: defineCollection({ loader: glob({ pattern: "*/*.md", base: "./src/content/legal" }), schema: legalSchema }),
};
