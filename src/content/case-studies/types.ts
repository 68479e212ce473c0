import type { Language } from "~/i18n/languages";

export type CaseSlug = "criptomining-case" | "opstart-case" | "airhelp-case" | "xtribe-case" | "zte-case";

export interface CaseArticle {
  title: string;
  publication: string;
  url: string;
  description: string;
}

/** A link to coverage on another site, shown as a button that opens in a new tab. */
export interface CaseNewsLink {
  label: string;
  url: string;
}

export interface CaseStat {
  /** The figure as shown, e.g. "300.000 €" or "+400%". */
  value: string;
  label: string;
}

/** One case study in one language (spec, section 3 "Case study"). */
export interface CaseStudyCopy {
  title: string;
  subtitle?: string;
  overview: string;
  challenge: string;
  solution: string;
  results: string[];
  /** e.g. "January – March 2021". */
  timeline: string;
  industry: string;
  stats: [CaseStat, CaseStat, CaseStat];
  /** News links shown as buttons (crypto-mining: two news articles; Xtribe: two external articles). */
  newsLinks?: CaseNewsLink[];
  mediaTitle?: string;
  mediaDescription?: string;
  articles?: CaseArticle[];
  /** Meta description for the page: 120–160 characters in Latin scripts, 60–80 in Chinese. */
  metaDescription: string;
}

/** Language-independent facts of a case. */
export interface CaseStudyFacts {
  slug: CaseSlug;
  clientName: string;
  /** Wordmark under /public/images/cases. */
  logo: { src: string; width: number; height: number };
  /** Where the back button leads, relative to /{lang}. */
  backTarget: "home" | "business-cases-section";
  /** External site for the visit-website button, where the spec has one. */
  websiteUrl?: string;
}

export interface CaseStudy {
  facts: CaseStudyFacts;
  /** Every language: a missing translation is a type error, so the build fails instead of showing Italian. */
  copy: Record<Language, CaseStudyCopy>;
}
