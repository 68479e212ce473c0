import type { ConsentCategories } from "./record";

type ConsentValue = "granted" | "denied";

type Gtag = (...args: unknown[]) => void;

/** gtag's command queue, created once: Consent Mode commands wait in dataLayer until a Google tag reads them. */
export function gtagQueue(): Gtag {
  const w = window as Window & { dataLayer?: unknown[]; gtag?: Gtag };
  w.dataLayer ??= [];
  w.gtag ??= function gtag() {
    // gtag.js reads the `arguments` object itself, not an array copy.
    // eslint-disable-next-line prefer-rest-params -- see above: a rest array is not what gtag.js expects
    w.dataLayer!.push(arguments);
  };
  return w.gtag;
}

function value(on: boolean): ConsentValue {
  return on ? "granted" : "denied";
}

/** The consent-mode signals that follow from the categories. */
export function googleConsentSignals(categories: ConsentCategories) {
  return {
    analytics_storage: value(categories.analytics),
    ad_storage: value(categories.marketing),
    ad_user_data: value(categories.marketing),
    ad_personalization: value(categories.marketing),
  };
}

/** Microsoft Clarity's consent API takes the same two storage signals, spelled its own way. */
export function clarityConsentSignals(categories: ConsentCategories) {
  return { ad_Storage: value(categories.marketing), analytics_Storage: value(categories.analytics) };
}
