import { fields, singleton } from "@keystatic/core";
import { languageNames, languages, type Language } from "~/i18n/languages";
import { legalSlugs } from "~/lib/pages";
import { line, paragraph } from "~/content/editor-fields";
import { metaDescriptionRule } from "~/content/text-rules";
import { CELL_MESSAGE, LEGAL_BODY_HELP, TABLE_COLUMNS_MIN, TABLE_MARKER, type LegalSlug } from "./format";

const pageNames: Record<LegalSlug, string> = { privacypolicy: "Privacy policy", terms: "Terms of service", cookiepolicy: "Cookie policy" };

/** One legal page in one language: the fields of src/content/legal/schema.ts, in its order, and the text. */
function legalPageEditor(slug: LegalSlug, lang: Language) {
  const description = metaDescriptionRule(lang);
  return singleton({
    label: `${pageNames[slug]} · ${languageNames[lang]}`,
    path: `src/content/legal/${lang}/${slug}`,
    format: { contentField: "body" },
    schema: {
      title: line("Title", "The page's heading and the browser tab's title"),
      description: paragraph("Description for search engines", description.message, description),
      keywords: fields.array(line("Keyword"), {
        label: "Keywords",
        itemLabel: (props) => props.value,
        validation: { length: { min: 1 } },
      }),
      intro: paragraph("Introduction", "The paragraph under the title"),
      updated: fields.date({ label: "Last updated", validation: { isRequired: true } }),
      tables: fields.array(
        fields.object({
          caption: line("Caption", "What the table lists, read aloud by screen readers"),
          columns: fields.array(line("Column"), {
            label: "Columns",
            itemLabel: (props) => props.value,
            validation: { length: { min: TABLE_COLUMNS_MIN } },
          }),
          rows: fields.array(fields.array(line("Cell", CELL_MESSAGE), { label: "Cells", itemLabel: (props) => props.value }), {
            label: "Rows",
            itemLabel: (props) => props.elements.map((cell) => cell.value).join(" · "),
            validation: { length: { min: 1 } },
          }),
        }),
        {
          label: "Tables",
          description: `Each appears where the text has a line ${TABLE_MARKER}, in this order`,
          itemLabel: (props) => props.fields.caption.value,
        },
      ),
      body: fields.markdoc({ label: "Text", description: LEGAL_BODY_HELP, extension: "md" }),
    },
  });
}

/** Every legal page in every language, grouped by page: "Privacy policy · Italiano", "Privacy policy · English"… */
export const legalEditors = Object.fromEntries(legalSlugs.flatMap((slug) => languages.map((lang) => [`legal-${slug}-${lang}`, legalPageEditor(slug, lang)])));
