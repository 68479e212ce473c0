import { isLanguage } from "~/i18n/languages";
import { startAnalyticsFeature } from "../analytics/analytics";
import { startConsent } from "./consent";

// Consent comes first: its Consent Mode default must precede any tag, and analytics follows its decision.
const lang = document.documentElement.lang;
if (isLanguage(lang)) {
  startConsent(lang);
  startAnalyticsFeature(lang);
}
