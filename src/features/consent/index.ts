/** What other features use of consent: the visitor's current choices, and Consent Mode's signals for the tags. */
export { clarityConsentSignals, googleConsentSignals, gtagQueue } from "./consent-mode";
export { allCategories, necessaryOnly, type ConsentCategories } from "./record";
export { consentStore, effectiveCategories, type ConsentState, type ConsentStore } from "./store";
