/** The legal pages, written in every language (English is the reference text); typed so one page component renders all three. */
export type LegalSlug = "privacypolicy" | "terms" | "cookiepolicy";

/** Icons the legal page component knows how to draw (lucide drawings). */
export type LegalIcon =
  | "shield"
  | "database"
  | "clock"
  | "cookie"
  | "scale"
  | "globe"
  | "mail"
  | "file-text"
  | "user"
  | "lock"
  | "chart"
  | "megaphone"
  | "settings"
  | "alert"
  | "building";

export type LegalBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "table"; caption: string; head: string[]; rows: string[][] }
  /** The control that reopens the cookie settings (its label is the page language's UI message). */
  | { kind: "cookie-settings" };

export interface LegalSection {
  /** Anchor id, kebab-case, unique within the document. */
  id: string;
  icon: LegalIcon;
  title: string;
  content: LegalBlock[];
}

export interface LegalDocument {
  slug: LegalSlug;
  /** Page heading and <title> (the brand suffix is added by the page). */
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
  keywords: string[];
  intro: string;
  sections: LegalSection[];
}
