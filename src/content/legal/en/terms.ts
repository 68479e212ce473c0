import { countryName, formatAddress, site } from "~/config/site";
import type { LegalDocument } from "../types";

const { malta, milan, hongKong } = site.offices;

export const terms: LegalDocument = {
  slug: "terms",
  title: "Terms of service",
  description: "The terms that govern your use of our website: intellectual property, accuracy of information, liability, commercial terms and governing law.",
  keywords: ["terms of service", "terms of use", "website terms", "intellectual property", "limitation of liability", "governing law"],
  intro: `These terms apply to everyone who visits or uses the ${site.name} website. By using the site, you accept them; if you do not agree, please do not use it.`,
  sections: [
    {
      id: "about-us",
      icon: "building",
      title: "About us",
      content: [
        {
          kind: "paragraph",
          text: `This website is operated by ${site.legalName}, a company with its registered office at ${formatAddress(malta, "en")}. We also have offices in ${milan.city.en} and ${hongKong.city.en}.`,
        },
        {
          kind: "paragraph",
          text: `You can reach us about these terms at ${site.email}.`,
        },
      ],
    },
    {
      id: "use-of-the-website",
      icon: "user",
      title: "Use of the website",
      content: [
        {
          kind: "paragraph",
          text: "You may browse the site and share links to it for lawful, personal or business purposes. When using it, you agree not to:",
        },
        {
          kind: "list",
          items: [
            "use the site in a way that breaks any applicable law or regulation",
            "try to gain unauthorised access to the site, its servers or related systems",
            "introduce viruses, malicious code or anything that could disrupt the site",
            "collect content from the site in bulk through automated means without our written permission",
            "send false, misleading or abusive information through the contact form",
          ],
        },
        {
          kind: "paragraph",
          text: "We may suspend or restrict access to all or part of the site for maintenance or security reasons. We may also block access for anyone who breaches these terms.",
        },
      ],
    },
    {
      id: "no-contract",
      icon: "file-text",
      title: "No contract through the website",
      content: [
        {
          kind: "paragraph",
          text: "The website presents our agency and our services for information only. Browsing the site or sending a request through the contact form does not create a contract between you and us.",
        },
        {
          kind: "paragraph",
          text: "Any engagement for our services starts only when both parties sign a written agreement that sets out its scope, fees and conditions.",
        },
        {
          kind: "paragraph",
          text: "Information on the site is not an offer in the legal sense. Proposals we send in reply to a request are not binding until they are accepted in a signed agreement.",
        },
      ],
    },
    {
      id: "intellectual-property",
      icon: "lock",
      title: "Intellectual property",
      content: [
        {
          kind: "paragraph",
          text: `The texts, graphics, logos, design and other content on this site belong to ${site.legalName} or are used with the permission of their owners. They are protected by copyright, trademark and other intellectual property laws.`,
        },
        {
          kind: "paragraph",
          text: "You may view and print pages for your own reference. Any other copying, adaptation or distribution requires our prior written consent.",
        },
        {
          kind: "paragraph",
          text: "Names and logos of media outlets and clients shown on the site remain the property of their respective owners.",
        },
      ],
    },
    {
      id: "accuracy-of-information",
      icon: "chart",
      title: "Accuracy of information",
      content: [
        {
          kind: "paragraph",
          text: "We take care to keep the content of this site accurate and up to date, but we cannot guarantee that it is always complete or free of errors. We may change or remove content at any time without notice.",
        },
        {
          kind: "paragraph",
          text: "Case studies and the figures they contain describe results achieved for past clients in specific circumstances. They are not a promise or guarantee that similar results will be achieved in other projects.",
        },
        {
          kind: "paragraph",
          text: "The content of the site is general information about our work. It is not professional advice for your specific situation and should not be relied on as such.",
        },
      ],
    },
    {
      id: "commercial-terms",
      icon: "megaphone",
      title: "Our commercial terms",
      content: [
        {
          kind: "paragraph",
          text: "The site describes the main features of our offer, including:",
        },
        {
          kind: "list",
          items: [
            "risk sharing: if the results agreed with the client are not reached, the client does not pay",
            "a guarantee of at least 10 published articles per month",
            "a professional plan starting from 12,000 euro per year",
          ],
        },
        {
          kind: "paragraph",
          text: "These conditions are a summary and apply only when they are set out in an agreement signed by both parties. The exact results, deliverables, prices and terms of each engagement are those written in that agreement.",
        },
      ],
    },
    {
      id: "external-links",
      icon: "globe",
      title: "Links to other websites",
      content: [
        {
          kind: "paragraph",
          text: "The site contains links to third-party websites, such as articles published by media outlets for our clients. We do not control these websites and are not responsible for their content, availability or privacy practices.",
        },
        {
          kind: "paragraph",
          text: "A link does not mean that we endorse the linked website or its owner. When you follow a link, the terms and privacy policy of that website apply.",
        },
      ],
    },
    {
      id: "limitation-of-liability",
      icon: "shield",
      title: "Limitation of liability",
      content: [
        {
          kind: "paragraph",
          text: 'The website is provided "as is" and "as available". To the extent permitted by law, we are not liable for any loss or damage arising from your use of the site, from your reliance on its content or from the site being temporarily unavailable.',
        },
        {
          kind: "paragraph",
          text: "Nothing in these terms excludes or limits any liability that cannot be excluded or limited under the applicable law.",
        },
        {
          kind: "paragraph",
          text: "We do not guarantee that the site will be uninterrupted, secure or free of viruses. You are responsible for using suitable protection on your own devices.",
        },
      ],
    },
    {
      id: "changes-to-these-terms",
      icon: "settings",
      title: "Changes to these terms",
      content: [
        {
          kind: "paragraph",
          text: "We may update these terms from time to time, for example to reflect changes in our services or in the law. The updated version applies from the moment it is published on this page, and the date at the top shows the latest revision.",
        },
        {
          kind: "paragraph",
          text: "We recommend checking this page periodically. Continuing to use the site after a change means you accept the updated terms.",
        },
      ],
    },
    {
      id: "governing-law",
      icon: "scale",
      title: "Governing law and jurisdiction",
      content: [
        {
          kind: "paragraph",
          text: `These terms are governed by the laws of Hong Kong, and the courts of Hong Kong have jurisdiction over any dispute arising from them or from the use of this website. This applies even though the company's registered office is in ${countryName(malta, "en")}.`,
        },
        {
          kind: "paragraph",
          text: "This choice does not deprive consumers of the protection granted to them by the mandatory rules of the country where they live.",
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
          text: `If you have any question about these terms, write to ${site.email} or send a letter to ${site.legalName}, ${formatAddress(malta, "en")}.`,
        },
        {
          kind: "paragraph",
          text: "Personal data you share with us through the site is handled as described in our privacy policy. Our use of cookies is described in our cookie policy.",
        },
      ],
    },
  ],
};
