import { startAnalyticsFeature } from "~/features/analytics/analytics";
import { startConsent } from "~/features/consent/consent";
import { isLanguage } from "~/i18n/languages";

// The page starts its features here, not one feature the other. Consent comes first: its Consent Mode
// default must precede any tag, and analytics follows its decision.
const lang = document.documentElement.lang;
if (isLanguage(lang)) {
  startConsent(lang);
  startAnalyticsFeature(lang);
}
