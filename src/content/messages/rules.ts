/**
 * The interface words (menus, buttons, footer, titles of the small pages), section by section: each
 * message's label in the editor and the placeholders its text must keep. The schema (./schema.ts) and the
 * editor's fields (./editor.ts) are both made from this list, so they cannot drift apart; it sits apart
 * from the schema because the editor runs in the browser, which cannot load Astro's collection code.
 */
import { keeping, type TextRule } from "~/content/text-rules";

export const MESSAGES_DIR = "src/content/messages";

/** What the code puts in place of each `{placeholder}` when it shows the text. */
export const PLACEHOLDERS = {
  brand: "the agency's name",
  language: "the language's name",
  email: "the agency's e-mail address",
  year: "the current year",
  name: "the registered company name",
  client: "the client's name",
  date: "the date",
  tagline: "the home page's headline",
  title: "the page's title",
} as const;

export type Placeholder = keyof typeof PLACEHOLDERS;

export interface MessageRule {
  label: string;
  description?: string;
  /** The placeholders the text must contain. */
  placeholders?: readonly Placeholder[];
  /** A sentence or more: a taller box in the editor. */
  long?: true;
}

interface SectionRule {
  label: string;
  messages: Record<string, MessageRule>;
}

export const MESSAGE_SECTIONS = {
  common: {
    label: "On every page",
    messages: {
      brandTagline: { label: "Tagline after the agency's name in page titles" },
      home: { label: "Home (the first step of the breadcrumb)" },
      skipToContent: { label: "Skip to content (first link, for keyboard users)" },
      opensInNewTab: { label: "Added to links that open a new tab (read by screen readers)" },
      backToHome: { label: "Back to home link" },
    },
  },
  home: {
    label: "Floating contact bar",
    messages: {
      floatingBarLabel: { label: "Name of the bar (read by screen readers)" },
      floatingBarCompanyPage: { label: "Company page button" },
      floatingBarCopyEmail: { label: "Copy e-mail button" },
    },
  },
  nav: {
    label: "Main menu",
    messages: {
      label: { label: "Name of the menu (read by screen readers)" },
      home: { label: "Logo link (read by screen readers)", placeholders: ["brand"] },
      services: { label: "Services" },
      about: { label: "About us" },
      results: { label: "Results" },
      contact: { label: "Contact" },
      openMenu: { label: "Open the menu (phones)" },
      closeMenu: { label: "Close the menu (phones)" },
    },
  },
  language: {
    label: "Language switcher",
    messages: {
      label: { label: "Name of the switcher" },
      current: { label: "The current language (read by screen readers)", placeholders: ["language"] },
    },
  },
  email: {
    label: "Copy e-mail button",
    messages: {
      copy: { label: "Button" },
      copied: { label: "Message once copied" },
      copiedDescription: { label: "Line under that message", placeholders: ["email"] },
      copyFailed: { label: "Message when the browser cannot copy", placeholders: ["email"] },
    },
  },
  footer: {
    label: "Footer",
    messages: {
      closingTitle: {
        label: "Closing line",
        description: "Large, at the top of every page's footer, with the sentence and the button below; the contact and thank-you pages leave all three out.",
      },
      closingText: { label: "Closing sentence", long: true },
      closingAction: { label: "Closing button (opens the contact form)" },
      legalHeading: { label: "Legal heading" },
      privacy: { label: "Privacy policy link" },
      terms: { label: "Terms of service link" },
      cookies: { label: "Cookie policy link" },
      contactHeading: { label: "Contact heading" },
      officesHeading: { label: "Offices heading" },
      milanOffice: { label: "Milan office" },
      maltaOffice: { label: "Malta office" },
      rights: { label: "Rights line", placeholders: ["year", "name"] },
      backToTop: { label: "Back to top link" },
    },
  },
  notFound: {
    label: "Page not found (404)",
    messages: {
      metaTitle: { label: "Title in the browser tab" },
      title: { label: "Heading" },
      description: { label: "Text", long: true },
      backHome: { label: "Button" },
    },
  },
  foreignOrigin: {
    label: "Form sent from another website",
    messages: {
      metaTitle: { label: "Title in the browser tab" },
      title: { label: "Heading" },
      description: { label: "Text", long: true },
      action: { label: "Button" },
    },
  },
  error: {
    label: "Unexpected error (500)",
    messages: {
      metaTitle: { label: "Title in the browser tab" },
      title: { label: "Heading" },
      description: { label: "Text", long: true },
      reload: { label: "Reload button" },
      backHome: { label: "Home button" },
    },
  },
  form: {
    label: "Contact form",
    messages: {
      success: { label: "Message once sent (also on the thank-you page)", long: true },
    },
  },
  thankYou: {
    label: "Thank-you page",
    messages: {
      metaTitle: { label: "Title in the browser tab" },
      metaDescription: { label: "Description for search engines", long: true },
      title: { label: "Heading" },
      nextHeading: { label: "Heading of what to do while waiting" },
      casesTitle: { label: "Case studies: title" },
      casesText: { label: "Case studies: text", long: true },
      casesLink: { label: "Case studies: link" },
      companyTitle: { label: "Company page: title" },
      companyText: { label: "Company page: text", long: true },
      companyLink: { label: "Company page: link" },
    },
  },
  caseStudy: {
    label: "Case study pages",
    messages: {
      client: { label: "Client" },
      keyFigures: { label: "Key figures" },
      challenge: { label: "The challenge" },
      solution: { label: "Our solution" },
      results: { label: "Results" },
      timeline: { label: "Timeline" },
      industry: { label: "Industry" },
      visitWebsite: { label: "Link to the client's website", placeholders: ["client"] },
      readArticle: { label: "Link to an article" },
      nextTitle: { label: "Closing invitation: title", description: "Ends every case page, beside the home page's booking button." },
      nextText: { label: "Closing invitation: text", long: true },
    },
  },
  legal: {
    label: "Legal pages",
    messages: {
      lastUpdated: { label: "Last updated", placeholders: ["date"] },
      contents: { label: "Contents" },
      referenceNote: { label: "Note that the English text is the reference", long: true },
      englishVersion: { label: "Link to the English version" },
    },
  },
  consent: {
    label: "Cookie settings link",
    messages: {
      cookieSettings: { label: "Link that reopens the cookie settings" },
    },
  },
  pages: {
    label: "Page titles and descriptions",
    messages: {
      socialImageAlt: { label: "Share image's text alternative", placeholders: ["brand", "tagline"] },
      homeTitle: { label: "Home page: title" },
      homeDescription: { label: "Home page: description for search engines", long: true },
      contactTitle: { label: "Contact page: title" },
      contactErrorTitle: {
        label: "Contact page: title when the form comes back with errors",
        description: "Screen readers say it first.",
        placeholders: ["title"],
      },
      contactDescription: { label: "Contact page: description", long: true },
    },
  },
} as const satisfies Record<string, SectionRule>;

export type MessageSections = typeof MESSAGE_SECTIONS;

/** The schema's words for a placeholder a text lost, shared with the editor's description of the field. */
export function placeholderRule(placeholder: Placeholder): string {
  return `keep {${placeholder}}: ${PLACEHOLDERS[placeholder]} goes there`;
}

/** The rule of a message with placeholders, for the schema and the editor alike; none without. */
export function messageTextRule({ placeholders = [] }: MessageRule): TextRule | undefined {
  return placeholders.length > 0 ? keeping(placeholders, placeholders.map(placeholderRule).join("; ")) : undefined;
}
