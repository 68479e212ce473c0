import { site } from "~/config/site";
import type { LegalDocument } from "../types";

export const cookiePolicy: LegalDocument = {
  slug: "cookiepolicy",
  title: "Cookie policy",
  description: "Which cookies our website uses, what each one does and how long it is kept, and how to give, change or withdraw your consent at any time.",
  keywords: ["cookie policy", "cookies", "cookie consent", "analytics cookies", "marketing cookies", "cookie settings"],
  intro: `This policy explains how the ${site.name} website uses cookies and similar technologies. It lists the cookies we use, what they are for and how long they last, and tells you how to manage your choices.`,
  sections: [
    {
      id: "what-are-cookies",
      icon: "cookie",
      title: "What cookies are",
      content: [
        {
          kind: "paragraph",
          text: "Cookies are small text files that a website stores in your browser when you visit it. They allow the site to remember information between pages or visits, such as your consent choices.",
        },
        {
          kind: "paragraph",
          text: "Some cookies are set by us as the site owner. Others are set by third-party services that we use for analytics and advertising, and these are covered by the providers' own privacy policies.",
        },
      ],
    },
    {
      id: "why-we-use-cookies",
      icon: "chart",
      title: "Why we use cookies",
      content: [
        {
          kind: "paragraph",
          text: "Necessary cookies keep the site running and let us respect the choices you make about the other categories. Without them, we could not remember whether you have accepted or rejected tracking.",
        },
        {
          kind: "paragraph",
          text: "Analytics cookies show which pages are visited most, how long visitors stay and where they leave the site. We look at this information in aggregate to improve our content and navigation.",
        },
        {
          kind: "paragraph",
          text: "Marketing cookies tell us which ads and campaigns bring visitors who then contact us. This lets us invest in the campaigns that work and show our ads to people who have already shown an interest in our services.",
        },
      ],
    },
    {
      id: "cookie-categories",
      icon: "file-text",
      title: "Categories of cookies",
      content: [
        {
          kind: "paragraph",
          text: "We group the cookies on this site into four categories:",
        },
        {
          kind: "list",
          items: [
            "Necessary: required for the site to work and to remember your consent choices. They are always on and cannot be switched off.",
            "Analytics: help us understand how visitors use the site, through a search-engine vendor's analytics service and a heatmap and session-recording tool.",
            "Marketing: measure the results of our advertising, support conversion tracking and remarketing, and help show relevant ads on other websites.",
            "Preferences: remember choices that change how the site looks or behaves, such as your preferred language.",
          ],
        },
        {
          kind: "paragraph",
          text: "Where consent is required (see “How we ask for consent”), analytics, marketing and preference cookies are only set after you have given it.",
        },
      ],
    },
    {
      id: "cookie-list",
      icon: "database",
      title: "Cookies we use",
      content: [
        {
          kind: "table",
          caption: "Cookies set on this website, with their category, purpose and retention period",
          head: ["Cookie", "Category", "Purpose", "Retention"],
          rows: [
            ["cookie_consent", "Necessary", "Stores your cookie choices and the version of this policy you accepted", "90 days"],
            ["Session cookies", "Necessary", "Keep the site working correctly during a single visit", "Until the browser is closed"],
            ["_ga", "Analytics", "Distinguishes visitors so that visits can be counted anonymously", "26 months"],
            ["_ga_<id>", "Analytics", "Keeps track of the current session for the analytics service", "26 months"],
            ["_clck", "Analytics", "Recognises returning visitors in the heatmap and session-recording tool", "Up to 26 months"],
            ["_clsk", "Analytics", "Links the pages viewed in one visit into a single session recording", "1 day"],
            ["_gcl_au", "Marketing", "Measures how ad clicks turn into contact requests", "90 days"],
            ["_gcl_aw", "Marketing", "Stores the ad click identifier (gclid) to attribute conversions", "90 days"],
            ["_gcl_dc", "Marketing", "Stores click information from display advertising campaigns", "90 days"],
            ["IDE", "Marketing", "Used by the search-engine vendor's ad network for remarketing and ad measurement", "13 months"],
            ["test_cookie", "Marketing", "Checks whether the browser accepts advertising cookies", "Up to 90 days"],
            ["_fbp", "Marketing", "Used by a social-media advertising platform to measure and deliver ads", "90 days"],
            ["fr", "Marketing", "Used by a social-media advertising platform to show relevant ads", "90 days"],
            ["MUID", "Marketing", "Recognises the browser across sites for another search-advertising network", "13 months"],
            ["NID", "Marketing", "Stores preferences used to personalise the search-engine vendor's ads", "6 months"],
            ["Preference cookies", "Preferences", "Remember settings such as your preferred language", "1 year"],
          ],
        },
      ],
    },
    {
      id: "similar-technologies",
      icon: "globe",
      title: "Similar technologies",
      content: [
        {
          kind: "paragraph",
          text: "Besides cookies, the analytics and advertising services use small pieces of code, often called tags or pixels, that run when a page loads. Some of them may also store information in your browser's local storage.",
        },
        {
          kind: "paragraph",
          text: "We treat these technologies in the same way as cookies. They are only active for the categories that are on for you, and you can switch them off in the same place.",
        },
        {
          kind: "paragraph",
          text: "Our own page-speed measurement also belongs to the Analytics category. It sets no cookie and stores nothing in your browser: when you leave a page, your browser tells us how quickly it loaded and responded, without any identifier, and we delete these figures after 90 days. Where the law requires consent, it only runs once you have allowed analytics.",
        },
      ],
    },
    {
      id: "retention",
      icon: "clock",
      title: "How long cookies are kept",
      content: [
        {
          kind: "paragraph",
          text: "Each cookie is deleted automatically when its retention period ends. In summary:",
        },
        {
          kind: "list",
          items: [
            "the consent cookie, cookie_consent, is kept for 90 days",
            "analytics cookies are kept for up to 26 months",
            "marketing cookies are kept for between 90 days and 2 years, depending on the cookie",
            "preference cookies are kept for 1 year",
            "session cookies are deleted when you close your browser",
          ],
        },
      ],
    },
    {
      id: "advertising-and-analytics",
      icon: "megaphone",
      title: "Advertising and analytics services",
      content: [
        {
          kind: "paragraph",
          text: "Our marketing and analytics cookies come mainly from a search-engine vendor's advertising and analytics services. They support conversion tracking, remarketing and enhanced conversions, which use hashed (SHA-256) data instead of readable contact details.",
        },
        {
          kind: "paragraph",
          text: "When you arrive from an ad or a campaign link, the site reads the gclid click identifier and the utm campaign parameters from the URL to attribute your visit. This information is stored only if the relevant cookies are on for you.",
        },
        {
          kind: "paragraph",
          text: "Our privacy policy explains in more detail how these services process personal data.",
        },
      ],
    },
    {
      id: "consent",
      icon: "shield",
      title: "How we ask for consent",
      content: [
        {
          kind: "paragraph",
          text: "If you visit from a country of the European Economic Area or from China, a banner asks on your first visit for your consent to the analytics, marketing and preference categories, and until you make a choice only necessary cookies are used. Elsewhere, and on the Italian version of the site, these categories are on from your first visit, and you can switch each of them off in the cookie settings. If your browser sends a Global Privacy Control signal, marketing cookies stay off unless you switch them on there.",
        },
        {
          kind: "paragraph",
          text: "Your choice is saved in the cookie_consent cookie. We ask for your consent again after 90 days, or sooner if we publish a new version of this policy.",
        },
        {
          kind: "paragraph",
          text: "Rejecting analytics, marketing or preference cookies does not limit your access to the site or to the contact form.",
        },
      ],
    },
    {
      id: "manage-cookies",
      icon: "settings",
      title: "Changing your choices",
      content: [
        {
          kind: "paragraph",
          text: 'You can reopen the cookie settings at any time through the "Cookie settings" link in the footer of every page. From there you can give or withdraw consent for each category.',
        },
        { kind: "cookie-settings" },
        {
          kind: "paragraph",
          text: "You can also block or delete cookies through your browser settings. Blocking necessary cookies may stop parts of the site from working properly.",
        },
        {
          kind: "paragraph",
          text: "Withdrawing consent stops the related cookies and technologies from being used from that moment on. It does not affect the lawfulness of any use that took place before.",
        },
      ],
    },
    {
      id: "contact",
      icon: "mail",
      title: "Contact",
      content: [
        {
          kind: "paragraph",
          text: `The controller responsible for the cookies on this site is ${site.legalName}. For any question about this policy, write to ${site.email}.`,
        },
        {
          kind: "paragraph",
          text: "Our privacy policy explains how we process personal data collected through the site and how you can exercise your rights under the GDPR.",
        },
      ],
    },
  ],
};
