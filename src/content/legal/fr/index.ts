import type { LegalSlug, LegalDocument } from "../types";
import { cookiePolicy } from "./cookie-policy";
import { privacyPolicy } from "./privacy-policy";
import { terms } from "./terms";

/** The French text: translates the English reference, section by section. */
export const frenchDocuments: Record<LegalSlug, LegalDocument> = {
  privacypolicy: privacyPolicy,
  terms,
  cookiepolicy: cookiePolicy,
};
