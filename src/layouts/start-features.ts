import { startAnalyticsFeature } from "~/features/analytics/analytics";
import { startConsent } from "~/features/consent/consent";
import { isLanguage } from "~/i18n/languages";
import { initHomeSections } from "~/lib/home-sections";
import { nextTask } from "~/lib/next-task";
import { startBehaviours } from "~/browser/page";

/**
 * The page starts its features here, in this order and one task each: started together they made one
 * task of up to 90 ms at 4x CPU right after the first paint, in the way of a first tap.
 * - The home sections first: each renders as it is approached (src/lib/home-sections.ts; a reload has
 *   rendered them all already, from the head).
 * - Consent next: its Consent Mode default must precede any tag, and analytics follows its decision.
 * - Then the page's behaviours (src/browser/page.ts).
 */
async function startPage(): Promise<void> {
  initHomeSections();
  const lang = document.documentElement.lang;
  if (isLanguage(lang)) {
    startConsent(lang);
    await nextTask();
    startAnalyticsFeature(lang);
    await nextTask();
  }
  await startBehaviours();
}

// Not a top-level await: this module travels in the chunk the behaviours' own files import from, and
// awaiting them here would leave each waiting for the other.
void startPage();
