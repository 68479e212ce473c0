/** The words of the home page, one module per language (it, en, zh, fr), loaded by the home route. */
export interface Stat {
  value: string;
  label: string;
}

export interface ServiceCard {
  icon: "megaphone" | "shield";
  title: string;
  description: string;
  points: string[];
}

export interface FounderCopy {
  role: string;
  description: string;
}

/** The parts of a testimonial that change with the language; the person is in ./people.ts. */
export interface TestimonialCopy {
  role: string;
  quote: string;
}

export interface CaseCardCopy {
  results: string;
  details: string;
}

export interface HomeContent {
  hero: {
    eyebrow: string;
    /** Typed in full on wide screens. */
    headlineDesktop: string;
    /** A shorter line for phones, typed in place of the desktop one. */
    headlineMobile: string;
    subtitle: string;
    primaryCta: string;
    secondaryCta: string;
    scrollDown: string;
    stats: { reviews: Stat; projects: Stat; clients: Stat };
  };
  services: { title: string; intro: string; cards: [ServiceCard, ServiceCard] };
  about: {
    title: string;
    intro: string;
    /** In the order of site.founders. */
    founders: [FounderCopy, FounderCopy];
    /** Accessible name of a founder's profile link; {name} is the founder. */
    profileLink: string;
  };
  cases: {
    title: string;
    intro: string;
    cards: { criptomining: CaseCardCopy; opstart: CaseCardCopy; airhelp: CaseCardCopy; xtribe: CaseCardCopy };
    readCase: string;
    carouselLabel: string;
  };
  clients: { title: string; intro: string; carouselLabel: string };
  /** Shown on the Italian page only (spec, section 2); null elsewhere. */
  press: { title: string; unavailable: string } | null;
  pricing: {
    title: string;
    intro: string;
    planName: string;
    price: string;
    priceNote: string;
    phasesTitle: string;
    phases: [string, string, string, string, string];
    guaranteeBadge: string;
    guaranteeText: string;
    timing: string;
    contactPrompt: string;
    cta: string;
  };
  contact: { title: string; text: string; claims: string[]; primaryCta: string; secondaryCta: string };
  testimonials: {
    title: string;
    intro: string;
    carouselLabel: string;
    /** In the order of ./people.ts. */
    items: [TestimonialCopy, TestimonialCopy, TestimonialCopy, TestimonialCopy];
  };
  faq: { title: string; items: { question: string; answer: string }[] };
  carousel: {
    previous: string;
    next: string;
    pause: string;
    play: string;
    /** {number} and {total}: the accessible name of a page button and of a slide. */
    page: string;
    roleDescription: string;
    slideRoleDescription: string;
  };
}
