import type { Language } from "~/i18n/languages";

/** Where the browser sends its field vitals (server/http/vitals-api.ts). */
export const VITALS_ENDPOINT = "/api/vitals";

export const vitalNames = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalName = (typeof vitalNames)[number];

/**
 * One page view's web vitals as the browser sends them, once, as the page goes away: times in ms, CLS a
 * score; a metric the page did not reach is left out. Nothing about the visitor but the viewport's class.
 */
export type VitalsReport = {
  path: string;
  /** The page answered 404: the path is not kept. */
  notFound?: true;
  lang: Language;
  device: "mobile" | "tablet" | "desktop";
  /** The browser's estimate of the connection, where it gives one (Chromium). */
  connection?: "slow-2g" | "2g" | "3g" | "4g";
  /** A CSS selector of the element the interaction counted as INP reached. */
  inpTarget?: string;
} & Partial<Record<VitalName, number>>;
