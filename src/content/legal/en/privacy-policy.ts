import { formatAddress, site } from "~/config/site";
import type { LegalDocument } from "../types";

const { malta, milan, hongKong } = site.offices;

export const privacyPolicy: LegalDocument = {
  slug: "privacypolicy",
  title: "Privacy policy",
  description: "How we collect, use, store and protect personal data from our contact form, analytics and advertising, and how to exercise your GDPR rights.",
  keywords: ["privacy policy", "GDPR", "personal data", "data protection", "contact form", "data subject rights", "cookie consent"],
  intro: `This policy explains what personal data ${site.name} collects through this website, why we collect it and how long we keep it. It also describes the rights you have under the General Data Protection Regulation (GDPR) and how you can use them.`,
  sections: [
    {
      id: "data-controller",
      icon: "building",
      title: "Who is responsible for your data",
      content: [
        {
          kind: "paragraph",
          text: `The controller of your personal data is ${site.legalName}, with its registered office at ${formatAddress(malta, "en")}. The company also operates offices in ${milan.city.en} (${formatAddress(milan, "en")}) and ${hongKong.city.en} (${formatAddress(hongKong, "en")}).`,
        },
        {
          kind: "paragraph",
          text: `For any question about this policy or about how we handle your data, write to us at ${site.email}.`,
        },
      ],
    },
    {
      id: "data-we-collect",
      icon: "database",
      title: "Data we collect through the contact form",
      content: [
        {
          kind: "paragraph",
          text: "When you send us a request through the contact form, we collect the following information:",
        },
        {
          kind: "list",
          items: ["name and surname", "e-mail address", "the message you write to us", "phone number (optional)", "company name (optional)"],
        },
        {
          kind: "paragraph",
          text: "Please do not include sensitive information, such as health data, in your message. We only use what you choose to share with us.",
        },
      ],
    },
    {
      id: "purposes-and-legal-basis",
      icon: "scale",
      title: "Why we use your data and on what legal basis",
      content: [
        {
          kind: "paragraph",
          text: "We use the data from the contact form to answer your request and, where you ask for it, to prepare a proposal for our services.",
        },
        {
          kind: "paragraph",
          text: "This processing is based on the steps you ask us to take before a possible contract and on our legitimate interest in responding to business enquiries. We do not use your contact details for unrelated marketing and we do not sell them to anyone.",
        },
      ],
    },
    {
      id: "advertising-and-analytics",
      icon: "chart",
      title: "Advertising and analytics",
      content: [
        {
          kind: "paragraph",
          text: "To understand how visitors use the site and to measure our campaigns, we use a search-engine vendor's advertising and analytics services. With your consent, these services support the following features:",
        },
        {
          kind: "list",
          items: [
            "conversion tracking, which records when a visit leads to a contact request",
            "remarketing, which lets us show our ads to people who have already visited the site",
            "enhanced conversions, which send hashed (SHA-256) versions of contact details such as your e-mail address so that a conversion can be matched without sharing the data in readable form",
            "reading the gclid click identifier and the utm campaign parameters from the page URL, so we know which ad or campaign brought you to us",
          ],
        },
        {
          kind: "paragraph",
          text: "We also use a heatmap and session-recording analytics tool that shows, in aggregate, where visitors click and scroll. This helps us improve the layout and content of our pages.",
        },
        {
          kind: "paragraph",
          text: "We also measure how fast our pages load and respond, with our own script and on our own server, with no third party involved. When you close or leave a page, your browser sends us its loading and responsiveness timings (the Core Web Vitals), the page and its language, whether the screen is the size of a phone, a tablet or a computer, the connection type your browser estimates, and which element of the page was slowest to respond to a tap or a key. We store no IP address, no cookie and no identifier, and only the hour at which the figures arrived, so they cannot be traced back to you. This measurement belongs to the Analytics category: where the law requires consent, it runs only once you have allowed analytics.",
        },
      ],
    },
    {
      id: "consent",
      icon: "settings",
      title: "Your consent to tracking",
      content: [
        {
          kind: "paragraph",
          text: "Analytics and advertising tools run only after you have given consent, wherever the law requires consent. Cookies that are strictly necessary for the site to work do not need consent.",
        },
        {
          kind: "paragraph",
          text: 'You can change or withdraw your choice at any time through the "Cookie settings" link in the footer of every page. Our cookie policy lists each cookie we use and how long it is kept.',
        },
      ],
    },
    {
      id: "retention",
      icon: "clock",
      title: "How long we keep your data",
      content: [
        {
          kind: "paragraph",
          text: "We keep the data you send through the contact form for 3 years or until you ask us to delete it, whichever comes first. When that period ends, the data is deleted or made anonymous.",
        },
        {
          kind: "paragraph",
          text: "If the request leads to a contract, the data needed to manage that relationship is kept for as long as the contract and the applicable legal obligations require.",
        },
        {
          kind: "paragraph",
          text: "The page-speed figures described above are kept for 90 days and then deleted automatically.",
        },
      ],
    },
    {
      id: "storage-and-processors",
      icon: "lock",
      title: "Where your data is stored and who processes it",
      content: [
        {
          kind: "paragraph",
          text: "Contact form submissions are stored with a cloud storage provider. This provider, like the analytics and advertising vendors, acts as a processor and handles data only on our instructions under a data-processing agreement.",
        },
        {
          kind: "paragraph",
          text: "Access to your data is limited to the people in our team who need it to reply to you. We apply technical and organisational measures, such as encrypted connections and restricted access, to protect it.",
        },
      ],
    },
    {
      id: "international-transfers",
      icon: "globe",
      title: "Transfers outside the European Economic Area",
      content: [
        {
          kind: "paragraph",
          text: `Some of our providers may process data outside the European Economic Area (EEA), and our team also works from ${hongKong.city.en}. When data leaves the EEA, we rely on the standard contractual clauses approved by the European Commission to keep it protected.`,
        },
      ],
    },
    {
      id: "your-rights",
      icon: "user",
      title: "Your rights",
      content: [
        {
          kind: "paragraph",
          text: "Under the GDPR you have the following rights regarding your personal data:",
        },
        {
          kind: "list",
          items: [
            "access: obtain a copy of the data we hold about you",
            "rectification: have inaccurate or incomplete data corrected",
            "erasure: ask us to delete your data",
            "restriction: ask us to limit how we use your data",
            "portability: receive your data in a structured, machine-readable format",
            "objection: object to processing based on our legitimate interest",
            "withdrawal of consent: withdraw consent at any time, without affecting processing carried out before",
            "complaint: lodge a complaint with a supervisory authority, in Malta the Information and Data Protection Commissioner",
          ],
        },
      ],
    },
    {
      id: "exercise-your-rights",
      icon: "mail",
      title: "How to exercise your rights",
      content: [
        {
          kind: "paragraph",
          text: `To use any of these rights, send an e-mail to ${site.email}. We may ask for information to confirm your identity before acting on the request.`,
        },
        {
          kind: "paragraph",
          text: "We will reply within one month of receiving your request. If you are not satisfied with our answer, you can contact the Information and Data Protection Commissioner in Malta or the supervisory authority where you live or work.",
        },
      ],
    },
    {
      id: "changes-to-this-policy",
      icon: "file-text",
      title: "Changes to this policy",
      content: [
        {
          kind: "paragraph",
          text: "We may update this policy when our services, tools or legal obligations change. The date at the top of the page shows when it was last revised, and significant changes will be made clear on the site.",
        },
      ],
    },
  ],
};
