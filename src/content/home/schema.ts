import { defineCollection } from "astro/content/config";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { languageNames, languages, type Language } from "~/i18n/languages";
import { pluralTexts } from "~/content/plural-forms";
import { permissionSchema, publicAddress } from "~/content/sources";
import { avatarColours, type AvatarColour } from "./avatar-colours";
import { CAROUSEL_PAGE_RULE, HOME_DIR, INITIALS_RULE, PROFILE_LINK_RULE, RATING_LABEL_RULE, RATING_LABEL_WITH_COUNT_RULE, REVIEWS_FILE } from "./rules";

/** The words of the home page, one file per language (src/content/home/<lang>.yaml), edited as "Home page · <language>". */
const text = z.string().trim().min(1, "write something here");

const stat = z.object({ value: text, label: text });

/**
 * A section with a carousel: a screen reader lists both as regions by their names, so the carousel's
 * name must not repeat the section's title (axe: landmark-unique).
 */
const carouselNamedApart = ({ title, carouselLabel }: { title: string; carouselLabel: string }) => carouselLabel !== title;
const carouselNamedApartIssue = {
  path: ["carouselLabel"],
  error: "must differ from the title: screen readers list the section and its carousel by their names (e.g. Carosello dei casi)",
};

const serviceCard = z.object({
  icon: z.enum(["megaphone", "shield"], "megaphone or shield"),
  title: text,
  description: text,
  points: z.array(text).min(1, "at least one point"),
});

export const homeSchema = z.object({
  hero: z.object({
    eyebrow: text,
    /** Typed in full on wide screens. */
    headlineDesktop: text,
    /** A shorter line for phones, typed in place of the desktop one. */
    headlineMobile: text,
    subtitle: text,
    primaryCta: text,
    secondaryCta: text,
    scrollDown: text,
    /**
     * The rating's words; its figure and platform come from src/content/home/reviews.yaml, and without a
     * rating there the hero shows none. Projects and clients: figures the agency states about itself.
     */
    stats: z.object({
      rating: z.object({
        label: text.regex(RATING_LABEL_RULE.regex, RATING_LABEL_RULE.message),
        /** In each plural form of the language (../plural-forms.ts): "1 recensione", "2 recensioni". */
        labelWithCount: pluralTexts(text.regex(RATING_LABEL_WITH_COUNT_RULE.regex, RATING_LABEL_WITH_COUNT_RULE.message)),
      }),
      projects: stat,
      clients: stat,
    }),
  }),
  /** The strip under the hero: the cases' headline results, and the press outlets once the agency supplies them. */
  proof: z.object({ results: text, press: text }),
  services: z.object({ title: text, intro: text, cards: z.array(serviceCard).length(2, "exactly 2 services") }),
  about: z.object({
    title: text,
    intro: text,
    /** In the order of the founders in the brand facts. */
    founders: z.array(z.object({ role: text, description: text })).length(2, "exactly 2: one per founder, in the founders' order"),
    /** Accessible name of a founder's profile link; {name} is the founder. */
    profileLink: text.regex(PROFILE_LINK_RULE.regex, PROFILE_LINK_RULE.message),
  }),
  /** The section's own words; each case brings its card (src/content/cases/<lang>/<slug>.yaml). */
  cases: z.object({ title: text, intro: text, readCase: text, carouselLabel: text }).refine(carouselNamedApart, carouselNamedApartIssue),
  clients: z.object({ title: text, intro: text, carouselLabel: text }).refine(carouselNamedApart, carouselNamedApartIssue),
  /** Under a client's or press outlet's name where its logo did not load (spec, section 8: 'Logo non disponibile'). */
  logoUnavailable: text,
  pricing: z.object({
    title: text,
    intro: text,
    planName: text,
    price: text,
    priceNote: text,
    phasesTitle: text,
    phases: z.array(text).length(5, "exactly 5 phases"),
    guaranteeBadge: text,
    guaranteeText: text,
    timing: text,
    contactPrompt: text,
    cta: text,
  }),
  contact: z.object({ title: text, text, claims: z.array(text).min(1, "at least one claim"), primaryCta: text, secondaryCta: text }),
  /** The section's own words; the quotes are in src/content/home/reviews.yaml, and without one the section hides. */
  testimonials: z.object({ title: text, intro: text, carouselLabel: text }).refine(carouselNamedApart, carouselNamedApartIssue),
  faq: z.object({ title: text, intro: text, ask: text, items: z.array(z.object({ question: text, answer: text })).min(1, "at least one question") }),
  carousel: z.object({
    previous: text,
    next: text,
    pause: text,
    play: text,
    /** {number} and {total}: the accessible name of a page button and of a slide. */
    page: text.regex(CAROUSEL_PAGE_RULE.regex, CAROUSEL_PAGE_RULE.message),
    roleDescription: text,
    slideRoleDescription: text,
  }),
});

export type HomeContent = z.infer<typeof homeSchema>;

/** A text in each language, e.g. a quote and its translations. */
const inEveryLanguage = (what: string) =>
  z.object(
    Object.fromEntries(
      languages.map((lang) => [lang, z.string(`write ${what} in ${languageNames[lang]}`).trim().min(1, `write ${what} in ${languageNames[lang]}`)]),
    ) as Record<Language, z.ZodString>,
    `write ${what} in each language`,
  );

/** A client's words, published with their permission: who said them, at which company, in each language. */
const testimonial = z.object({
  name: text,
  company: text,
  initials: text.regex(INITIALS_RULE.regex, INITIALS_RULE.message),
  avatarColour: z.enum(Object.keys(avatarColours) as [AvatarColour], `one of ${Object.keys(avatarColours).join(", ")}`),
  /** The person's position, as each language writes it. */
  role: inEveryLanguage("the person's position"),
  quote: inEveryLanguage("the quote"),
  permission: permissionSchema,
});

/** A rating a review platform shows of the agency, which the hero repeats with the platform's name and a link to it. */
const rating = z
  .object({
    value: z.number("the rating, e.g. 4.8").positive("the rating, e.g. 4.8"),
    scale: z.int("the best rating possible, e.g. 5").min(1, "the best rating possible, e.g. 5"),
    platform: text,
    /** The page of the platform that shows the rating, for anyone to check. */
    url: publicAddress,
    /** How many reviews the rating averages, where the platform shows it. */
    reviewCount: z.int("the number of reviews, e.g. 27").min(1, "the number of reviews, e.g. 27").optional(),
  })
  .refine(({ value, scale }) => value <= scale, { message: "the rating cannot be above its scale", path: ["value"] });

/**
 * What others say of the agency, shown only with a source (EU Omnibus Directive): none until the agency
 * supplies them, and then the page shows them; `npm run brand:check` lists what is still missing.
 */
export const reviewsSchema = z.object({
  /** None or one: the hero shows one rating. */
  ratings: z.array(rating).max(1, "one rating at most: the hero shows one"),
  testimonials: z.array(testimonial),
});

export type Reviews = z.infer<typeof reviewsSchema>;
export type Testimonial = Reviews["testimonials"][number];
export type Rating = Reviews["ratings"][number];

export const homeCollections = {
  home: defineCollection({ loader: glob({ pattern: `{${languages.join(",")}}.yaml`, base: HOME_DIR }), schema: homeSchema }),
  reviews: defineCollection({ loader: glob({ pattern: `${REVIEWS_FILE}.yaml`, base: HOME_DIR }), schema: reviewsSchema }),
};
