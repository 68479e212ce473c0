import { config } from "@keystatic/core";
import { brandEditors } from "./src/content/brand/editor";
import { caseStudyCollections } from "./src/content/cases/editor";
import { consentSingletons } from "./src/content/consent/editor";
import { contactSingletons } from "./src/content/contact/editor";
import { homeSingletons } from "./src/content/home/editor";
import { legalEditors } from "./src/content/legal/editor";
import { logosEditors } from "./src/content/logos/editor";
import { messagesSingletons } from "./src/content/messages/editor";

/**
 * What the agency edits in the browser (`npm run edit`; docs/decisions/0033): each part of the content
 * declares its own editor fields beside its schema in src/content/, and this file lists them, grouped
 * in the sidebar as the site is: its pages, its case studies, its legal pages, and what every page shows.
 */
const groups = {
  Pages: { ...homeSingletons, ...contactSingletons },
  "Case studies": caseStudyCollections,
  "Legal pages": legalEditors,
  "On every page": { ...brandEditors, ...logosEditors, ...consentSingletons, ...messagesSingletons },
};

export default config({
  storage: import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO
    ? { kind: "github", repo: import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` }
    : { kind: "local" },
  ui: {
    brand: { name: "Website content" },
    // The entries are named in loops (one per language), so their keys are strings to the type checker;
    // Keystatic checks each name against the entries when the editor starts.
    navigation: Object.fromEntries(Object.entries(groups).map(([group, entries]) => [group, Object.keys(entries)])) as Record<string, never[]>,
  },
  singletons: { ...homeSingletons, ...contactSingletons, ...legalEditors, ...brandEditors, ...logosEditors, ...consentSingletons, ...messagesSingletons },
  collections: caseStudyCollections,
});
