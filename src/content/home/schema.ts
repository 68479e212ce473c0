import { defineCollection } from "astro/content/config";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { languages } from "~/i18n/languages";
import { avatarColours, type AvatarColour } from "./avatar-colours";
import { CAROUSEL_PAGE_RULE, HOME_DIR, INITIALS_RULE, PEOPLE_FILE, PROFILE_LINK_RULE } from "./rules";

/** The words of the home page, one file per language (src/content/home/<lang>.yaml), edited as "Home page · <language>". */
const text = z.string().trim().min(1, "write something here");

const stat = z.object({ value: text, label: text });

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
    stats: z.object({ reviews: stat, projects: stat, clients: stat }),
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
  cases: z.object({ title: text, intro: text, readCase: text, carouselLabel: text }),
  clients: z.object({ title: text, intro: text, carouselLabel: text }),
  /** On the Italian page only (spec, section 2): the other languages' files have none. */
  press: z.object({ title: text, unavailable: text }).optional(),
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
  testimonials: z.object({
    title: text,
    intro: text,
    carouselLabel: text,
    /** In the order of the people in src/content/home/people.yaml. */
    items: z.array(z.object({ role: text, quote: text })).min(1, "at least one testimonial"),
  }),
  faq: z.object({ title: text, items: z.array(z.object({ question: text, answer: text })).min(1, "at least one question") }),
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

/** The clients quoted on the home page, the same in every language (invented placeholders, like the logos). */
export const testimonialPeopleSchema = z.object({
  people: z
    .array(
      z.object({
        name: text,
        initials: text.regex(INITIALS_RULE.regex, INITIALS_RULE.message),
        avatarColour: z.enum(Object.keys(avatarColours) as [AvatarColour], `one of ${Object.keys(avatarColours).join(", ")}`),
      }),
    )
    .min(1, "at least one person"),
});

export type TestimonialPerson = z.infer<typeof testimonialPeopleSchema>["people"][number];

export const homeCollections = {
  home: defineCollection({ loader: glob({ pattern: `{${languages.join(",")}}.yaml`, base: HOME_DIR }), schema: homeSchema }),
  testimonialPeople: defineCollection({ loader: glob({ pattern: `${PEOPLE_FILE}.yaml`, base: HOME_DIR }), schema: testimonialPeopleSchema }),
};
