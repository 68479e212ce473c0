import { cookiePolicy } from "./cookie-policy";
import { privacyPolicy } from "./privacy-policy";
import { terms } from "./terms";
import type { LegalDocument, LegalLabels, LegalSlug } from "./types";

export const legalDocuments: Record<LegalSlug, LegalDocument> = {
  privacypolicy: privacyPolicy,
  terms,
  cookiepolicy: cookiePolicy,
};

/** The words around the documents, English like the documents themselves. */
export const legalLabels: LegalLabels = {
  lastUpdated: "Last updated:",
  contents: "Contents",
};
