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

/** The hosts each tag loads from and reports to; the server's CSP allows them only when an ID is set. */
export const tagHosts = {
  google: {
    script: ["https://www.googletagmanager.com"],
    connect: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.g.doubleclick.net", "https://www.google.com"],
    img: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.g.doubleclick.net", "https://www.google.com"],
  },
  clarity: {
    script: ["https://www.clarity.ms", "https://*.clarity.ms"],
    connect: ["https://*.clarity.ms", "https://c.bing.com"],
    img: ["https://*.clarity.ms", "https://c.bing.com"],
  },
} as const;
