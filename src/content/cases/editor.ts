import { collection, fields } from "@keystatic/core";
import { languageNames, languages, type Language } from "~/i18n/languages";
import { CASES_DIR, FIGURE_KINDS, FIGURE_NAME_RULE, OWN_CASE, type FigureKind } from "./rules";
import { metaDescriptionRule, SLUG_RULE, unlessNamingFacts } from "~/content/text-rules";
import { line, paragraph } from "~/content/editor-fields";

/**
 * The case studies in the editor (docs/decisions/0033), fields mirroring ./schema.ts key for key. A new
 * case is one entry in "Case studies · facts" (its address is the file name) and one in each
 * "Case studies · <language>" under the same address: the build names the file that is missing.
 */

const figureKindLabels: Record<FigureKind, string> = {
  euro: "Amount in euro (300.000 €, €15M, 30万欧元)",
  count: "Number (30 days, 12 partners, 2 million people)",
  percent: "Percent (15%)",
};

const facts = collection({
  label: "Case studies · facts",
  path: `${CASES_DIR}/*`,
  slugField: "clientName",
  format: { data: "yaml" },
  columns: ["clientName", "order"],
  schema: {
    clientName: fields.slug({
      name: { label: "Client name", validation: { isRequired: true } },
      slug: {
        label: "Page address",
        description: "The last part of the case's address (/it/acme-case): lowercase letters, digits and hyphens. Each language's entry uses the same.",
        validation: { pattern: SLUG_RULE },
      },
    }),
    order: fields.integer({ label: "Order", description: "Where the case comes among the others (1 first).", validation: { isRequired: true } }),
    logo: fields.image({
      label: "Logo",
      description: "The client's wordmark, shown on the case's page.",
      directory: "public/images/cases",
      publicPath: "/images/cases/",
      validation: { isRequired: true },
    }),
    backTarget: fields.select({
      label: "Back button leads to",
      options: [
        { label: "The home page's top", value: "home" },
        { label: "The home page's business cases", value: "business-cases-section" },
      ],
      defaultValue: "home",
    }),
    websiteUrl: fields.url({ label: "Client's website", description: "Leave empty for no visit-website button." }),
    homeCard: fields.checkbox({ label: "Card on the home page", description: "Its words are in each language's entry (Home card)." }),
    cardImage: fields.image({
      label: "Home card photo",
      description: "A photo (jpg, png, webp or avif), 3:2, at least 600 × 400, shown under the card's words. Leave empty for a card of type only.",
      // The value is the photo's path in src/assets/photos/ (case-cards/acme-case/cardImage.jpg), as the
      // build's photos name it (src/render/photos.ts): it makes AVIF and WebP at the widths a card needs.
      directory: "src/assets/photos/case-cards",
      publicPath: "case-cards/",
    }),
    heroClipping: fields.select({
      label: "Press clipping beside the home page's headline",
      description: "Its headline is the home card's result. One case per clipping.",
      options: [
        { label: "None", value: "none" },
        { label: "Front", value: "front" },
        { label: "Middle", value: "middle" },
        { label: "Back", value: "back" },
      ],
      defaultValue: "none",
    }),
    proofFigure: fields.text({
      label: "Result in the home page's proof strip",
      description:
        "The name of one of the result figures below (reach, for {{case.reach}}); a key figure of each language shows it with its words. Leave empty to keep the case out of the strip.",
    }),
    figures: fields.array(
      fields.object({
        name: line("Name", `How the texts name it: {{${OWN_CASE}.raised}} in this case's texts, {{acme-case.raised}} on any other page.`, FIGURE_NAME_RULE),
        kind: fields.select({
          label: "Kind",
          description: "Says how each language writes it.",
          options: FIGURE_KINDS.map((kind) => ({ label: figureKindLabels[kind], value: kind })),
          defaultValue: "count",
        }),
        value: fields.integer({ label: "Value", description: "In euro, a number, or the percent (15 for 15%).", validation: { isRequired: true, min: 0 } }),
        result: fields.checkbox({
          label: "A result",
          description: "What the campaign achieved (+400% conversions): only a result may be a key figure. Leave unticked for its length or dates.",
        }),
      }),
      {
        label: "Figures",
        description: "The case's results, written once here and named in its texts and on any other page, so that no two pages can differ.",
        itemLabel: (props) => `{{${OWN_CASE}.${props.fields.name.value}}} · ${props.fields.value.value ?? ""}`,
      },
    ),
  },
});

function copy(lang: Language) {
  const description = unlessNamingFacts(metaDescriptionRule(lang));
  return collection({
    label: `Case studies · ${languageNames[lang]}`,
    path: `${CASES_DIR}/${lang}/*`,
    slugField: "title",
    format: { data: "yaml" },
    schema: {
      title: fields.slug({
        name: { label: "Title", validation: { isRequired: true } },
        slug: {
          label: "Page address",
          description: "The same as the case's in 'Case studies · facts' (e.g. airhelp-case), not made from the title.",
          validation: { pattern: SLUG_RULE },
        },
      }),
      headline: fields.text({
        label: "Headline result",
        description: "The page's large title: the result, without the client's name, which stands above it (Conversioni +400%). Empty: the title.",
      }),
      subtitle: fields.text({ label: "Subtitle" }),
      metaDescription: paragraph("Description for search engines", `${description.message}.`, description),
      card: fields.object(
        { results: fields.text({ label: "Result (large)" }), details: fields.text({ label: "Details", multiline: true }) },
        { label: "Home card", description: "Needed when the case has a card on the home page or a press clipping." },
      ),
      overview: paragraph("Overview", "The paragraph under the title."),
      challenge: paragraph("The challenge"),
      solution: paragraph("Our solution"),
      results: fields.array(line("Result"), { label: "Results", itemLabel: (props) => props.value, validation: { length: { min: 1 } } }),
      timeline: line("Timeline", "e.g. January – March 2021"),
      industry: line("Industry"),
      stats: fields.array(fields.object({ value: line("Figure"), label: line("Words under it") }), {
        label: "Key figures (1 to 3)",
        description: `The case's results only: a number is a figure ticked as a result ({{${OWN_CASE}.conversionGrowth}}); the case's length and dates are in Timeline.`,
        itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`,
        validation: { length: { min: 1, max: 3 } },
      }),
      newsLinks: fields.array(fields.object({ label: line("Button"), url: fields.url({ label: "Address", validation: { isRequired: true } }) }), {
        label: "News buttons",
        itemLabel: (props) => props.fields.label.value,
      }),
      mediaTitle: fields.text({ label: "Media coverage: title" }),
      mediaDescription: fields.text({ label: "Media coverage: introduction", multiline: true }),
      articles: fields.array(
        fields.object({
          title: line("Title"),
          publication: line("Publication"),
          url: fields.url({ label: "Address", validation: { isRequired: true } }),
          description: paragraph("Description"),
        }),
        { label: "Media coverage: articles", itemLabel: (props) => props.fields.title.value },
      ),
    },
  });
}

export const caseStudyCollections = {
  "case-facts": facts,
  ...Object.fromEntries(languages.map((lang) => [`cases-${lang}`, copy(lang)])),
};
