import type { LegalSlug, LegalDocument } from "../types";
import { cookiePolicy } from "./cookie-policy";
import { privacyPolicy } from "./privacy-policy";
import { terms } from "./terms";

/** The reference text: every other language translates these facts, section by section. */
export const englishDocuments: Record<LegalSlug, LegalDocument> = {
  privacypolicy: privacyPolicy,
  terms,
  cookiepolicy: cookiePolicy,
};
