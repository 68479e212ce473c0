/** The analytics IDs the server hands to the browser at serve time (GET /api/analytics-config, ADR 0005). */
export interface AnalyticsIds {
  ga4Id?: string;
  gtmId?: string;
  clarityId?: string;
  /** Google Ads account (AW-…) and the conversion labels for phone and contact-form leads. */
  adsId?: string;
  adsPhoneLabel?: string;
  adsFormLabel?: string;
}

export const analyticsConfigPath = "/api/analytics-config";

/** The IDs this server was started with; none when the answer fails (then no tag loads). */
export async function fetchAnalyticsIds(): Promise<AnalyticsIds> {
  try {
    const response = await fetch(analyticsConfigPath, { headers: { accept: "application/json" } });
    return response.ok ? ((await response.json()) as AnalyticsIds) : {};
  } catch (error) {
    console.warn("[analytics] configuration unavailable", error);
    return {};
  }
}

/** True when at least one tag is configured (a conversion label alone loads nothing). */
export function anyTagConfigured(ids: AnalyticsIds): boolean {
  return !!(ids.ga4Id || ids.adsId || ids.gtmId || ids.clarityId);
}

/**
 * The hosts each tag loads from and reports to; the server's CSP allows them only when an ID is set.
 * `preconnect`: the origins worth a head start once the tag may load (spec, section 7 "Page hints"):
 * its script and, found only after the script has run, where it reports.
 */
export const tagHosts = {
  google: {
    preconnect: ["https://www.googletagmanager.com", "https://www.google-analytics.com"],
    script: ["https://www.googletagmanager.com"],
    connect: [
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.g.doubleclick.net",
      "https://www.google.com",
    ],
    img: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.g.doubleclick.net", "https://www.google.com"],
  },
  /**
   * Google Ads on top of Google's tag: its conversions and remarketing load from, report to and redirect
   * through these (Google's CSP guide for the Google tag), and remarketing runs in a frame. The last
   * redirect of a conversion may go to the visitor's own www.google.<country>, which no list can name;
   * the conversion itself is counted before it.
   */
  googleAds: {
    script: ["https://www.googleadservices.com", "https://googleads.g.doubleclick.net", "https://www.google.com"],
    connect: ["https://www.googleadservices.com", "https://pagead2.googlesyndication.com", "https://google.com"],
    img: ["https://www.googleadservices.com", "https://google.com"],
    frame: ["https://td.doubleclick.net", "https://www.googletagmanager.com"],
  },
  clarity: {
    preconnect: ["https://www.clarity.ms", "https://scripts.clarity.ms"],
    script: ["https://www.clarity.ms", "https://*.clarity.ms"],
    connect: ["https://*.clarity.ms", "https://c.bing.com"],
    img: ["https://*.clarity.ms", "https://c.bing.com"],
  },
} as const;
