import { fields, singleton } from "@keystatic/core";
import { languageNames, languages, type Language } from "~/i18n/languages";
import { avatarColours } from "./avatar-colours";
import { CAROUSEL_PAGE_RULE, HOME_DIR, INITIALS_RULE, PROFILE_LINK_RULE, RATING_LABEL_RULE, RATING_LABEL_WITH_COUNT_RULE, REVIEWS_FILE } from "./rules";
import { line, paragraph, permissionFields, pluralFields } from "~/content/editor-fields";
import { PUBLIC_ADDRESS } from "~/content/sources";

/**
 * The home page in the editor (docs/decisions/0033): one singleton per language, "Home page · Italiano" …,
 * each field mirroring ./schema.ts key for key (the editor drops a key it does not know when it saves).
 */
const lines = (label: string, itemLabel: string, length?: { min?: number; max?: number }) =>
  fields.array(line(itemLabel), { label, itemLabel: (props) => props.value, validation: length ? { length } : undefined });
/** The agency's own figures: stated as facts, so only what it can show on request. */
const stat = (label: string) =>
  fields.object(
    { value: line("Figure"), label: line("Words under it") },
    { label, description: "A figure the agency states about itself: write only one it can prove on request (e.g. with its list of projects or clients)." },
  );
/** A text in each language, e.g. a quote and its translations. */
const inEveryLanguage = (label: string, field: (label: string) => ReturnType<typeof line>) =>
  fields.object(Object.fromEntries(languages.map((lang) => [lang, field(`${label} · ${languageNames[lang]}`)])), { label });

function homeFields(lang: Language) {
  return {
    hero: fields.object(
      {
        eyebrow: line("Eyebrow", "The small line above the headline; also on the share image."),
        headlineDesktop: line("Headline", "Shown on wide screens; the page's main heading and the share image's words."),
        headlineMobile: line("Headline on phones", "A shorter line shown in its place on phones."),
        subtitle: paragraph("Subtitle"),
        primaryCta: line("Booking button", "Also ends every case study page."),
        secondaryCta: line("Results button"),
        scrollDown: line("Scroll-down arrow (read by screen readers)"),
        stats: fields.object(
          {
            rating: fields.object(
              {
                label: line("Words under it", "{platform} is replaced by the platform's name.", RATING_LABEL_RULE),
                labelWithCount: pluralFields(
                  lang,
                  "Words under it, with the number of reviews",
                  "Where the platform shows how many reviews, in each form the language has: {count} and {platform} are replaced.",
                  RATING_LABEL_WITH_COUNT_RULE,
                ),
              },
              {
                label: "Rating",
                description: "The figure, its platform and link are in 'Home page · reviews and testimonials': without a rating there, the hero shows none.",
              },
            ),
            projects: stat("Projects"),
            clients: stat("Clients"),
          },
          { label: "Figures" },
        ),
      },
      { label: "Hero" },
    ),
    proof: fields.object(
      { results: line("Results (read by screen readers)"), press: line("Press outlets heading", "Shown once logos.json has press outlets.") },
      { label: "Proof strip (under the hero)", description: "The results come from the case studies' cards, the outlets from Client and press logos." },
    ),
    services: fields.object(
      {
        title: line("Title"),
        intro: paragraph("Introduction"),
        cards: fields.array(
          fields.object({
            // The key is the cards' former icon's; the page shows none now, and the analytics name the service by it.
            icon: fields.select({
              label: "Service",
              description: "Which service the column describes: the analytics name it so in every language.",
              options: [
                { label: "Digital PR", value: "megaphone" },
                { label: "Crisis communication", value: "shield" },
              ],
              defaultValue: "megaphone",
            }),
            title: line("Title"),
            description: paragraph("Description"),
            points: lines("Points", "Point", { min: 1 }),
          }),
          { label: "Services (exactly 2)", itemLabel: (props) => props.fields.title.value, validation: { length: { min: 2, max: 2 } } },
        ),
      },
      { label: "Services" },
    ),
    about: fields.object(
      {
        title: line("Title"),
        intro: paragraph("Introduction"),
        founders: fields.array(fields.object({ role: line("Role"), description: paragraph("Description") }), {
          label: "Founders (in the order of the brand facts' founders)",
          itemLabel: (props) => props.fields.role.value,
          validation: { length: { min: 2, max: 2 } },
        }),
        profileLink: line("Profile link (read by screen readers)", "{name} is replaced by the founder's name.", PROFILE_LINK_RULE),
      },
      { label: "About us" },
    ),
    cases: fields.object(
      {
        title: line("Title"),
        intro: paragraph("Introduction"),
        readCase: line("Card link"),
        carouselLabel: line("Carousel name (read by screen readers)"),
      },
      { label: "Business cases", description: "Each case's card is written in the case study itself (Case studies · language)." },
    ),
    clients: fields.object(
      { title: line("Title"), intro: paragraph("Introduction"), carouselLabel: line("Carousel name (read by screen readers)") },
      { label: "Clients" },
    ),
    logoUnavailable: line("Logo that did not load", "Shown under the client's or press outlet's name in its place."),
    pricing: fields.object(
      {
        title: line("Title"),
        intro: paragraph("Introduction"),
        planName: line("Plan name"),
        price: line("Price"),
        priceNote: paragraph("Price note"),
        phasesTitle: line("Phases title"),
        phases: lines("Phases (exactly 5)", "Phase", { min: 5, max: 5 }),
        guaranteeBadge: line("Guarantee badge"),
        guaranteeText: paragraph("Guarantee"),
        timing: paragraph("Timing"),
        contactPrompt: paragraph("Contact prompt"),
        cta: line("Button"),
      },
      { label: "Pricing" },
    ),
    contact: fields.object(
      {
        title: line("Title"),
        text: paragraph("Text"),
        claims: lines("Claims", "Claim", { min: 1 }),
        primaryCta: line("Booking button"),
        secondaryCta: line("Company page button"),
      },
      { label: "Contact" },
    ),
    testimonials: fields.object(
      { title: line("Title"), intro: paragraph("Introduction"), carouselLabel: line("Carousel name (read by screen readers)") },
      {
        label: "Testimonials",
        description: "The quotes themselves are in 'Home page · reviews and testimonials': without one there, the section is not shown.",
      },
    ),
    faq: fields.object(
      {
        title: line("Title"),
        intro: paragraph("Introduction (beside the questions, for a question they do not answer)"),
        ask: line("Link to the contact page"),
        items: fields.array(fields.object({ question: line("Question"), answer: paragraph("Answer") }), {
          label: "Questions",
          itemLabel: (props) => props.fields.question.value,
          validation: { length: { min: 1 } },
        }),
      },
      { label: "Questions and answers" },
    ),
    carousel: fields.object(
      {
        previous: line("Previous"),
        next: line("Next"),
        pause: line("Pause"),
        play: line("Play"),
        page: line("Page button", "{number} and {total} are replaced by the numbers.", CAROUSEL_PAGE_RULE),
        roleDescription: line("What a carousel is called"),
        slideRoleDescription: line("What a slide is called"),
      },
      { label: "Carousel buttons (read by screen readers)" },
    ),
  };
}

export const homeSingletons = {
  ...Object.fromEntries(
    languages.map((lang) => [
      `home-${lang}`,
      singleton({ label: `Home page · ${languageNames[lang]}`, path: `${HOME_DIR}/${lang}`, format: { data: "yaml" }, schema: homeFields(lang) }),
    ]),
  ),
  "home-reviews": singleton({
    label: "Home page · reviews and testimonials",
    path: `${HOME_DIR}/${REVIEWS_FILE}`,
    format: { data: "yaml" },
    schema: {
      ratings: fields.array(
        fields.object({
          value: fields.number({ label: "Rating", description: "As the platform shows it, e.g. 4.8", validation: { isRequired: true, min: 0 } }),
          scale: fields.integer({
            label: "Out of",
            description: "The best rating possible, e.g. 5",
            defaultValue: 5,
            validation: { isRequired: true, min: 1 },
          }),
          platform: line("Platform", "The review site's name as it writes it, e.g. Google, Trustpilot, Clutch"),
          url: fields.text({
            label: "Page of the rating",
            description: "The platform's page that shows this rating, for anyone to check",
            validation: { isRequired: true, pattern: PUBLIC_ADDRESS },
          }),
          reviewCount: fields.integer({
            label: "Number of reviews",
            description: "Where the platform shows it; leave empty where it does not",
            validation: { min: 1 },
          }),
        }),
        {
          label: "Rating (one at most)",
          description: "A rating from a review platform the hero shows with its platform's name and a link to it. None: the hero shows no rating.",
          itemLabel: (props) => props.fields.platform.value,
          validation: { length: { max: 1 } },
        },
      ),
      testimonials: fields.array(
        fields.object({
          name: line("Name", "The person quoted, as they agreed to be named"),
          company: line("Company"),
          initials: line("Initials (1 to 3 letters)", undefined, INITIALS_RULE),
          avatarColour: fields.select({
            label: "Avatar colour",
            options: Object.keys(avatarColours).map((colour) => ({ label: colour, value: colour })),
            defaultValue: "sky",
          }),
          role: inEveryLanguage("Position", (label) => line(label)),
          quote: inEveryLanguage("Quote", (label) => paragraph(label, "Their words, or a translation they approved")),
          permission: permissionFields("Their written permission to publish these words with their name, in these languages"),
        }),
        {
          label: "Testimonials",
          description: "Real clients' words, each with their permission. None: the home page shows no testimonials section.",
          itemLabel: (props) => `${props.fields.name.value}, ${props.fields.company.value}`,
        },
      ),
    },
  }),
};
