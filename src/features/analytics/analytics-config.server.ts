import { tagHosts, type AnalyticsIds } from "./config";
import type { Env } from "~server/env";

/** The IDs the browser needs; read from the environment when the server starts (ADR 0005). */
export function analyticsIds(env: Env): AnalyticsIds {
  const ids: AnalyticsIds = {
    ga4Id: env.GA4_MEASUREMENT_ID,
    gtmId: env.GTM_CONTAINER_ID,
    clarityId: env.CLARITY_PROJECT_ID,
    adsId: env.GOOGLE_ADS_ID,
    adsPhoneLabel: env.GOOGLE_ADS_PHONE_LABEL,
    adsFormLabel: env.GOOGLE_ADS_FORM_LABEL,
  };
  return Object.fromEntries(Object.entries(ids).filter(([, value]) => value)) as AnalyticsIds;
}

/** Extra CSP sources: a tag's hosts are allowed only when its ID is configured. */
export function analyticsCspSources(ids: AnalyticsIds) {
  const groups = [
    ids.ga4Id || ids.adsId || ids.gtmId ? tagHosts.google : undefined,
    ids.adsId ? tagHosts.googleAds : undefined,
    ids.clarityId ? tagHosts.clarity : undefined,
  ].filter((group) => group !== undefined);
  return {
    script: groups.flatMap((group) => group.script),
    connect: groups.flatMap((group) => group.connect),
    img: groups.flatMap((group) => group.img),
    frame: groups.flatMap((group) => ("frame" in group ? group.frame : [])),
  };
}
