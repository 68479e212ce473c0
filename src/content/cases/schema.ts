import { defineCollection } from "astro/content/config";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { languages, type Language } from "~/i18n/languages";
import { CASES_DIR, FIGURE_KINDS, FIGURE_NAME_RULE, OWN_CASE } from "./rules";
import { characterCount, metaDescriptionRule, unlessNamingFacts } from "~/content/text-rules";

/**
 * The case studies (docs/decisions/0033). A case is one file of facts, the same in every language
 * (src/content/cases/<slug>.yaml: its name is the page's address, /it/<slug>), and one file of words per
 * language (src/content/cases/<lang>/<slug>.yaml), which also holds the case's card on the home page.
 */
const text = z.string().trim().min(1, "write something here");
/** What the editor writes for a text left empty, read as "none". */
const optionalText = z.string().trim().optional();
const url = z.url("a full web address, https://…");

/**
 * A figure of the case's results, written once here and named in its texts ({{case.raised}}) and in any
 * other page's ({{criptomining-case.raised}}), so that no two pages can give different ones; each
 * language writes it its own way (src/content/written-figures.ts).
 */
const figure = z.object({
  name: z.string(FIGURE_NAME_RULE.message).regex(FIGURE_NAME_RULE.regex, FIGURE_NAME_RULE.message),
  kind: z.enum(FIGURE_KINDS, `one of: ${FIGURE_KINDS.join(", ")}`),
  /** In euro, a number, or the percent (15 for 15%). */
  value: z.number("a number").int("a whole number").nonnegative("a number, 0 or more"),
  /**
   * What the campaign achieved (+400% conversions), which the page's key figures may show; no: a fact of
   * the campaign (its 12 months), which the texts name and the margin's dates give (issue 45).
   */
  result: z.boolean("yes or no").default(false),
});

export type CaseFigure = z.infer<typeof figure>;

const figures = z.array(figure).superRefine((list, context) => {
  list.forEach(({ name }, index) => {
    if (list.findIndex((other) => other.name === name) !== index) {
      context.addIssue({ code: "custom", path: [index, "name"], message: `another figure is named ${name}: {{${OWN_CASE}.${name}}} must name one` });
    }
  });
});

/** What the editor is told when a case's card picture is not a photo. */
export const CARD_PHOTO_RULE = "a photo (jpg, png, webp or avif): a card without one is type only";

export const caseFactsSchema = z.object({
  clientName: text,
  /** The cases' order on the home page and in every list. */
  order: z.number("a number").int("a whole number"),
  /** The client's wordmark, under public/images/cases/. */
  logo: z.string().startsWith("/images/cases/", "a picture in public/images/cases/"),
  /** Where the page's back button leads: the home page's top, or its business cases. */
  backTarget: z.enum(["home", "business-cases-section"], "home or business-cases-section"),
  /** The client's site, for the page's visit-website button; none, no button. */
  websiteUrl: url.nullish(),
  /** A card on the home page, the card's words in each language's file. */
  homeCard: z.boolean("yes or no"),
  /** The card's photo, under its words; none, the card is type only. A photo: a drawing there read as clip-art (issue 45). */
  cardImage: z
    .string()
    .startsWith("case-cards/", "a photo in src/assets/photos/case-cards/ (upload it in the editor)")
    .regex(/\.(jpe?g|png|webp|avif)$/iu, CARD_PHOTO_RULE)
    .nullish(),
  /** One of the three press clippings beside the home page's headline, with the card's result as its headline. */
  heroClipping: z.enum(["none", "front", "middle", "back"], "none, front, middle or back"),
  /**
   * The result the home page's proof strip shows for the case: the name of one of its result figures,
   * which each language's key figures (stats) show with their words (./check.ts). None: not in the strip.
   */
  proofFigure: z.string().nullish(),
  figures: figures.default([]),
});

export type CaseFacts = z.infer<typeof caseFactsSchema>;

/** A description that names a figure is measured once it is filled in (./check.ts). */
function metaDescription(lang: Language) {
  const rule = unlessNamingFacts(metaDescriptionRule(lang));
  return text.regex(rule.regex, { error: (issue) => descriptionLengthError(lang, String(issue.input)) });
}

export const descriptionLengthError = (lang: Language, description: string) => `${metaDescriptionRule(lang).message}, not ${characterCount(description)}`;

export function caseCopySchema(lang: Language) {
  return z.object({
    /** The browser tab's, the search result's and the share's title: it names the client (AirHelp: conversioni +400%). */
    title: text,
    /**
     * The case's headline result, the page's large title, under the client's name and industry
     * (Conversioni +400%); without one, the page shows the title.
     */
    headline: optionalText,
    subtitle: optionalText,
    metaDescription: metaDescription(lang),
    /** The case's card on the home page (when its facts say it has one). */
    card: z.object({ results: optionalText, details: optionalText }).optional(),
    /** The narrative: one paragraph each, in the page's header and its two story cards. */
    overview: text,
    challenge: text,
    solution: text,
    results: z.array(text).min(1, "at least one result"),
    /** e.g. "January – March 2021". */
    timeline: text,
    industry: text,
    /** The page's key figures: its results only, their numbers the case's result figures (./check.ts). */
    stats: z
      .array(z.object({ value: text, label: text }))
      .min(1, "at least 1 figure")
      .max(3, "at most 3 figures"),
    /** Coverage on other sites, shown as buttons that open in a new tab. */
    newsLinks: z.array(z.object({ label: text, url })).default([]),
    mediaTitle: optionalText,
    mediaDescription: optionalText,
    articles: z.array(z.object({ title: text, publication: text, url, description: text })).default([]),
  });
}

export type CaseCopy = z.infer<ReturnType<typeof caseCopySchema>>;

/** The collection of one language's words: caseCopyIt, caseCopyEn … */
export const caseCopyCollection = (lang: Language) => `caseCopy${lang[0]!.toUpperCase()}${lang.slice(1)}` as `caseCopy${Capitalize<Language>}`;

/** The file name is the slug, as written: the site checks it (./check.ts) rather than quietly change it. */
const bySlug = ({ entry }: { entry: string }) => entry.replace(/\.yaml$/, "");

const copyCollection = (lang: Language) =>
  defineCollection({ loader: glob({ pattern: "*.{yaml,yml}", base: `${CASES_DIR}/${lang}`, generateId: bySlug }), schema: caseCopySchema(lang) });

export const casesCollections = {
  caseFacts: defineCollection({ loader: glob({ pattern: "*.{yaml,yml}", base: CASES_DIR, generateId: bySlug }), schema: caseFactsSchema }),
  caseCopyIt: copyCollection("it"),
  caseCopyEn: copyCollection("en"),
  caseCopyZh: copyCollection("zh"),
  caseCopyFr: copyCollection("fr"),
} satisfies Record<"caseFacts" | ReturnType<typeof caseCopyCollection>, unknown>;

/** Every language has its collection (a new language without one fails the type check here). */
export const caseCopyCollections = Object.fromEntries(languages.map((lang) => [lang, caseCopyCollection(lang)])) as Record<
  Language,
  ReturnType<typeof caseCopyCollection>
>;
