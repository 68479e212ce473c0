import { fields, singleton } from "@keystatic/core";
import { languageNames, languages, type Language } from "~/i18n/languages";
import { legalSlugs } from "~/lib/pages";
import { LEGAL_BODY_HELP, TABLE_MARKER, legalIcons, type LegalSlug } from "./format";

const pageNames: Record<LegalSlug, string> = { privacypolicy: "Privacy policy", terms: "Terms of service", cookiepolicy: "Cookie policy" };

/** The meta description's length, as src/content/legal/schema.ts checks it. */
const descriptionLength = (lang: Language) => (lang === "zh" ? { min: 60, max: 80 } : { min: 120, max: 160 });

/** One legal page in one language: the fields of src/content/legal/schema.ts, in its order, and the text. */
function legalPageEditor(slug: LegalSlug, lang: Language) {
  const { min, max } = descriptionLength(lang);
  return singleton({
    label: `${pageNames[slug]} · ${languageNames[lang]}`,
    path: `src/content/legal/${lang}/${slug}`,
    format: { contentField: "body" },
    schema: {
      title: fields.text({ label: "Title", description: "The page's heading and the browser tab's title", validation: { isRequired: true } }),
      description: fields.text({
        label: "Description for search engines",
        description: `${min} to ${max} characters`,
        multiline: true,
        validation: { length: { min, max } },
      }),
      keywords: fields.array(fields.text({ label: "Keyword", validation: { isRequired: true } }), {
        label: "Keywords",
        itemLabel: (props) => props.value,
        validation: { length: { min: 1 } },
      }),
      intro: fields.text({ label: "Introduction", description: "The paragraph under the title", multiline: true, validation: { isRequired: true } }),
      updated: fields.date({ label: "Last updated", validation: { isRequired: true } }),
      icons: fields.array(
        fields.object({
          section: fields.text({ label: "Section anchor", description: "As written after its heading, without {# }", validation: { isRequired: true } }),
          icon: fields.select({ label: "Icon", options: legalIcons.map((icon) => ({ label: icon, value: icon })), defaultValue: "file-text" }),
        }),
        {
          label: "Section icons",
          description: "One per section of the text",
          itemLabel: (props) => `${props.fields.section.value} · ${props.fields.icon.value}`,
        },
      ),
      tables: fields.array(
        fields.object({
          caption: fields.text({ label: "Caption", description: "What the table lists, read aloud by screen readers", validation: { isRequired: true } }),
          columns: fields.array(fields.text({ label: "Column", validation: { isRequired: true } }), { label: "Columns", itemLabel: (props) => props.value }),
          rows: fields.array(fields.array(fields.text({ label: "Cell" }), { label: "Cells", itemLabel: (props) => props.value }), {
            label: "Rows",
            itemLabel: (props) => props.elements.map((cell) => cell.value).join(" · "),
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
