import type { ConsentCategories } from "~/features/consent";
import type { AnalyticsIds } from "./config";
import type { TrackedEvent } from "./track";

export interface ConsentContext {
  categories: ConsentCategories;
  /** The Italian version (exempt) or a country where consent is not required, and no choice made yet. */
  consentNotRequired: boolean;
}

export type Channel = "gtag" | "gtm" | "clarity";

export interface AllowedTags {
  gtag: boolean;
  gtm: boolean;
  clarity: boolean;
}

/** Which tags may run, from the consent and the configured IDs (spec, section 7). */
export function allowedTags(ids: AnalyticsIds, consent: ConsentContext): AllowedTags {
  const { analytics, marketing } = consent.categories;
  return {
    // GA4 with analytics consent, Ads with marketing consent (./tags.ts configures each on its own).
    gtag: (!!ids.ga4Id && analytics) || (!!ids.adsId && marketing),
    gtm: !!ids.gtmId && (analytics || marketing),
    // Clarity: where consent is not required (the Italian version) until the visitor chooses, otherwise with analytics consent.
    clarity: !!ids.clarityId && (consent.consentNotRequired || analytics),
  };
}

/** The channels one event goes to: page views need analytics and marketing consent. */
export function channelsFor(event: TrackedEvent, ids: AnalyticsIds, consent: ConsentContext): Channel[] {
  const { analytics, marketing } = consent.categories;
  const tags = allowedTags(ids, consent);
  const reporting = event.name === "page_view" ? analytics && marketing : analytics;
  const channels: Channel[] = [];
  if (tags.gtag && ids.ga4Id && reporting) channels.push("gtag");
  if (tags.gtm && reporting) channels.push("gtm");
  if (tags.clarity) channels.push("clarity");
  return channels;
}

type Gtag = (...args: unknown[]) => void;
type TagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag; clarity?: Gtag & { q?: unknown[] } };

export function tagWindow(): TagWindow {
  return window as TagWindow;
}

export function sendToChannels(event: TrackedEvent, channels: Channel[]): void {
  const w = tagWindow();
  for (const channel of channels) {
    if (channel === "gtag") w.gtag?.("event", event.name, event.params);
    if (channel === "gtm") (w.dataLayer ??= []).push({ event: event.name, ...event.params });
    if (channel === "clarity") w.clarity?.("event", event.name);
  }
}

/** Ad conversions (spec, section 7): phone 1 €, contact form 10 €, only with marketing consent. */
export const conversionValues = { phone: 1, form: 10 } as const;

/** The conversion an event stands for, if any. */
export function conversionFor(event: TrackedEvent): keyof typeof conversionValues | undefined {
  if (event.name === "phone_click") return "phone";
  if (event.name === "generate_lead" && event.params.method === "contact_form") return "form";
  return undefined;
}

/** A label copied from documentation ("XXXX", "your_label", "placeholder") is not a real one. */
export function isPlaceholderLabel(label: string | undefined): boolean {
  return !label || /x{3,}|placeholder|your[_-]?label|changeme|todo/i.test(label);
}

export function sendConversion(kind: keyof typeof conversionValues, ids: AnalyticsIds): boolean {
  const label = kind === "phone" ? ids.adsPhoneLabel : ids.adsFormLabel;
  if (!ids.adsId || isPlaceholderLabel(label)) {
    console.warn(`[analytics] ${kind} conversion skipped: no Google Ads conversion label configured`);
    return false;
  }
  tagWindow().gtag?.("event", "conversion", { send_to: `${ids.adsId}/${label}`, value: conversionValues[kind], currency: "EUR" });
  return true;
}
