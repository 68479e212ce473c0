/** English UI messages: this object defines the shape every other language must satisfy. */
export const en = {
  common: {
    /** After the brand in page titles (spec, section 7 "Page hints"). */
    brandTagline: "European PR Agency",
    home: "Home",
    skipToContent: "Skip to content",
    opensInNewTab: "(opens in a new tab)",
    backToHome: "Back to home",
  },
  home: {
    floatingBarLabel: "Quick contact",
    floatingBarCompanyPage: "Our company page",
    floatingBarCopyEmail: "Copy e-mail",
  },
  nav: {
    label: "Main navigation",
    home: "{brand}, home page",
    services: "Services",
    about: "About us",
    results: "Results",
    contact: "Contact",
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
  language: {
    label: "Language",
    current: "{language} (current language)",
  },
  email: {
    copy: "Copy e-mail address",
    copied: "Email copied!",
    copiedDescription: "{email} has been copied to the clipboard.",
    copyFailed: "Could not copy. Our address is {email}.",
  },
  footer: {
    legalHeading: "Legal",
    privacy: "Privacy policy",
    terms: "Terms of service",
    cookies: "Cookie policy",
    contactHeading: "Contact us",
    officesHeading: "Offices",
    milanOffice: "Milan office",
    maltaOffice: "Malta office, registered address",
    emailHeading: "E-mail",
    rights: "© {year} {name}. All rights reserved.",
    backToTop: "Back to top",
  },
  notFound: {
    metaTitle: "Page not found",
    title: "Oops! Page not found",
    description: "The page you are looking for does not exist or has moved.",
    backHome: "Go to the home page",
  },
  foreignOrigin: {
    metaTitle: "Request refused",
    title: "This form can only be sent from our website",
    description: "The request came from another website, so we did not accept it. If you meant to write to us, open our contact form and send it from there.",
    action: "Go to the contact form",
  },
  error: {
    metaTitle: "Something went wrong",
    title: "Something went wrong",
    description: "An unexpected error stopped this page from loading. Please try again in a moment.",
    reload: "Reload the page",
    backHome: "Go to the home page",
  },
  form: {
    success: "Thank you for contacting us! We have received your message and will reply within 24 hours.",
  },
  thankYou: {
    metaTitle: "Thank you",
    metaDescription: "Your message has reached us. We reply to every request within 24 hours.",
    title: "Message sent",
    /** Next steps offered under the confirmation, so the page is not a dead end. */
    nextHeading: "While you wait",
    casesTitle: "See what we have done for others",
    casesText: "Four campaigns and their results, from €300,000 raised in 30 days to conversions up 400%.",
    casesLink: "Read our case studies",
    companyTitle: "Follow our work",
    companyText: "Fresh coverage, news and our clients' stories, on our company page.",
    companyLink: "Open our company page",
  },
  caseStudy: {
    caseStudy: "Case study",
    client: "Client",
    keyFigures: "Key figures",
    challenge: "The challenge",
    solution: "Our solution",
    results: "Results",
    timeline: "Timeline",
    industry: "Industry",
    visitWebsite: "Visit the {client} website",
    readArticle: "Read the article",
    /** The invitation that ends every case page, beside the home page's booking button. */
    nextTitle: "Want coverage like this?",
    nextText: "Tell us about your company and what you would like the press to say. The first consultation is free, and we reply within 24 hours.",
  },
  legal: {
    lastUpdated: "Last updated: {date}",
    contents: "Contents",
    referenceNote: "This English text is the reference version of this document; the Italian, French and Chinese pages translate it.",
    englishVersion: "English version",
  },
  consent: {
    cookieSettings: "Cookie settings",
  },
  pages: {
    /** The share image's text alternative: the brand, then the home page's headline. */
    socialImageAlt: "{brand}: {tagline}",
    homeTitle: "Digital PR and media relations",
    homeDescription:
      "Digital PR and media relations for companies, start-ups and crowdfunding campaigns: national and international press coverage, with shared risk.",
    contactTitle: "Contact",
    /** The contact page's title when it comes back with errors or a notice (no JavaScript): screen readers say it first. */
    contactErrorTitle: "Error: {title}",
    contactDescription: "Book a free consultation: tell us about your company and we will reply within 24 hours.",
  },
};

export type Messages = typeof en;
