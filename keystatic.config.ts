import { config } from "@keystatic/core";
import { legalEditors } from "./src/content/legal/editor";
import { caseStudyCollections } from "./src/content/cases/editor";
import { homeSingletons } from "./src/content/home/editor";
import { brandEditors } from "./src/content/brand/editor";
import { logosEditors } from "./src/content/logos/editor";
import { contactSingletons } from "./src/content/contact/editor";
import { consentSingletons } from "./src/content/consent/editor";
import { messagesSingletons } from "./src/content/messages/editor";

/**
 * What the agency edits in the browser (`npm run edit`; docs/decisions/0033): each part of the content
 * declares its own editor fields beside its schema in src/content/, and this file lists them.
 */
export default config({
  storage: import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO
    ? { kind: "github", repo: import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` }
    : { kind: "local" },
  ui: { brand: { name: "Website content" } },
  singletons: {
    // legal pages: begin
    ...legalEditors,
    // legal pages: end
    // home: begin
    ...homeSingletons,
    // home: end
    // brand facts and logos: begin
    ...brandEditors,
    ...logosEditors,
    // brand facts and logos: end
    // contact page, cookie banner and interface texts: begin
    ...contactSingletons,
    ...consentSingletons,
    ...messagesSingletons,
    // contact page, cookie banner and interface texts: end
  },
  collections: {
    // case studies: begin
    ...caseStudyCollections,
    // case studies: end
  },
});
