import type { HomeContent } from "./types";

export const en = {
  hero: {
    eyebrow: "Digital PR agency · Milan · Malta · Hong Kong",
    headlineDesktop: "Press coverage in Europe and the USA, with shared risk",
    headlineMobile: "Press coverage, with shared risk",
    subtitle: "We bring your company to national and international media. If the agreed results are not reached, you do not pay.",
    primaryCta: "Book a free consultation",
    secondaryCta: "See our results",
    scrollDown: "Scroll down",
    stats: {
      reviews: { value: "4.9/5", label: "average review score" },
      projects: { value: "100+", label: "projects delivered" },
      clients: { value: "20+", label: "clients in Europe, the USA and Asia" },
    },
  },
  services: {
    title: "What we do",
    intro: "Two services, one way of working: clear goals agreed up front and results you can check.",
    cards: [
      {
        icon: "megaphone",
        title: "Digital PR and media relations",
        description: "Outreach to national and international media in Europe and the USA for companies, start-ups and crowdfunding campaigns.",
        points: ["One press release every month", "Calls with the journalists who cover your sector", "At least 10 published articles a month"],
      },
      {
        icon: "shield",
        title: "Crisis communication",
        description: "When a story turns against you, we help you answer quickly, speak with one voice and protect the trust you have built.",
        points: ["Rapid assessment and a response plan", "Statements and media handling", "Monitoring until the story settles"],
      },
    ],
  },
  about: {
    title: "Who we are",
    intro: "A small senior team with offices in Milan, Malta and Hong Kong. You always speak with the people who do the work.",
    founders: [
      {
        role: "Co-founder and managing partner",
        description: "Leads strategy and client relationships, and shapes the story angle of every campaign before the first pitch goes out.",
      },
      {
        role: "Co-founder and head of media relations",
        description: "Runs the newsroom relationships across Europe and the USA and makes sure each pitch reaches the right journalist.",
      },
    ],
    profileLink: "{name} on LinkedIn",
  },
  cases: {
    title: "Our case studies",
    intro: "Campaigns we have run and what they achieved.",
    cards: {
      criptomining: {
        results: "€300,000 raised in 30 days",
        details: "Crowdfunding communication with a reach of over 2 million people and a 15% conversion rate.",
      },
      opstart: {
        results: "24 months of partnership",
        details: "Communication for a crowdfunding platform from 2021 to 2023, ending in the acquisition of 60% of a partner.",
      },
      airhelp: { results: "Conversions up 400%", details: "Twelve months of European media relations in 2015 for a passenger-rights service." },
      xtribe: {
        results: "National and international press",
        details: "A 12-month collaboration with coverage in a national business daily and an international financial newspaper.",
      },
    },
    readCase: "Read the case study",
    carouselLabel: "Case studies",
  },
  clients: {
    title: "Companies that trusted us",
    intro: "Start-ups, tech companies and established businesses across Europe, the USA and Asia.",
    carouselLabel: "Client logos",
  },
  press: null,
  pricing: {
    title: "One plan, shared risk",
    intro: "A professional plan with a clear method. If the agreed results are not reached, you do not pay.",
    planName: "Professional plan",
    price: "from €12,000 a year",
    priceNote: "Tailored projects start from €1,000 a month, with a free quote.",
    phasesTitle: "Our five-phase method",
    phases: [
      "Analysis and story angle",
      "Development of the press materials",
      "Targeted media outreach",
      "Opportunity management and follow-up",
      "Reporting and press monitoring",
    ],
    guaranteeBadge: "Guarantee",
    guaranteeText: "We guarantee at least 10 published articles every month, and results agreed before we start.",
    timing: "First publications in 2–4 weeks; more significant results after 2–3 months.",
    contactPrompt: "Want to know if the plan fits your company? Write to us: we reply within 24 hours.",
    cta: "Contact us on LinkedIn",
  },
  contact: {
    title: "Let's talk about your story",
    text: "Tell us about your company and your goals. The first consultation is free and we reply within 24 hours.",
    claims: ["First consultation free", "Reply within 24 hours", "Shared risk on the results"],
    primaryCta: "Book a free consultation",
    secondaryCta: "Our company page",
  },
  testimonials: {
    title: "What our clients say",
    intro: "Four of the companies we have worked with.",
    carouselLabel: "Client testimonials",
    items: [
      {
        role: "Founder, fintech start-up",
        quote: "Thanks to their press work our campaign raised €300,000 in a single week. The articles kept coming for months.",
      },
      {
        role: "Marketing director, travel company",
        quote: "Clear goals, weekly updates and journalists who actually called us back. We finally understood what PR can do.",
      },
      {
        role: "CEO, software company",
        quote: "They found the angle in our story that we could not see ourselves, and the coverage in Germany and the USA followed.",
      },
      {
        role: "Communications manager, consumer brand",
        quote: "During a difficult week they helped us answer fast and calmly. The story faded and our customers stayed.",
      },
    ],
  },
  faq: {
    title: "Frequently asked questions",
    items: [
      {
        question: "How much do your services cost?",
        answer: "Our services start from €1,000 a month, and the professional plan starts from €12,000 a year. The quote is free and tailored to your goals.",
      },
      {
        question: "When will we see the first articles?",
        answer: "The first publications usually arrive within 2–4 weeks; more significant results come after 2–3 months of work.",
      },
      {
        question: "What does shared risk mean?",
        answer:
          "We agree measurable results before we start. If they are not reached, you do not pay, and we guarantee at least 10 published articles a month.",
      },
      {
        question: "Which media do you work with?",
        answer:
          "National and international newspapers, business dailies, online magazines, TV and radio in Europe and the USA, chosen for your sector and audience.",
      },
    ],
  },
  carousel: {
    previous: "Previous",
    next: "Next",
    pause: "Pause automatic scrolling",
    play: "Resume automatic scrolling",
    page: "{number} of {total}",
    roleDescription: "carousel",
    slideRoleDescription: "slide",
  },
} satisfies HomeContent;
