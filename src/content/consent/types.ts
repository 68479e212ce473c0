import type { OptionalCategory } from "~/features/consent/record";

type CategoryId = "necessary" | OptionalCategory;

/** The words of the consent banner, the settings sheet and the analytics debug panel. */
export interface ConsentCopy {
  banner: {
    title: string;
    body: string;
    policyLink: string;
    acceptAll: string;
    rejectAll: string;
    settings: string;
  };
  sheet: {
    title: string;
    description: string;
    alwaysOn: string;
    /** Shown when the browser sends Global Privacy Control. */
    gpcNotice: string;
    categories: Record<CategoryId, { title: string; description: string }>;
    save: string;
    acceptAll: string;
    rejectAll: string;
    close: string;
  };
  debug: {
    title: string;
    consent: string;
    location: string;
    queued: string;
    sent: string;
    none: string;
    close: string;
  };
}
