import type { ConsentCopy } from "./types";

export const en: ConsentCopy = {
  banner: {
    title: "Your privacy choices",
    body: "We use necessary cookies to run this site. With your permission we would also like to use analytics cookies to see how the site is used, and marketing cookies to measure our campaigns. You can change your mind at any time.",
    policyLink: "Read the cookie policy",
    acceptAll: "Accept all",
    rejectAll: "Reject all",
    settings: "Settings",
  },
  sheet: {
    title: "Cookie settings",
    description: "Choose which kinds of cookies we may use. Necessary cookies are always on because the site cannot work without them.",
    alwaysOn: "Always on",
    gpcNotice: "Your browser sends a Global Privacy Control signal, so marketing cookies stay off unless you switch them on here.",
    categories: {
      necessary: { title: "Necessary", description: "Keep the site working and remember the choices you make here." },
      analytics: { title: "Analytics", description: "Count visits and show us which pages help visitors, in aggregate." },
      marketing: { title: "Marketing", description: "Measure which ads and campaigns bring people to us, and show relevant ads elsewhere." },
      preferences: { title: "Preferences", description: "Remember settings such as your preferred language." },
    },
    save: "Save my choices",
    acceptAll: "Accept all",
    rejectAll: "Reject all",
    close: "Close cookie settings",
  },
  debug: {
    title: "Analytics debug",
    consent: "Consent",
    location: "Location",
    queued: "Queued events",
    sent: "Sent events",
    none: "None",
    close: "Close the debug panel",
  },
};
