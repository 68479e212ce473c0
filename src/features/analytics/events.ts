import type { Language } from "~/i18n/languages";

/** What any event may carry: flat values, as the tags take them. */
export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

/**
 * The event catalogue (spec, section 7): the parameters each known event carries. Every entry also
 * accepts further parameters, so a component can add context without a change here.
 */
export type ContentGroup = "home" | "case-studies" | "conversion" | "legal" | "error" | "other";
export type DeviceType = "mobile" | "tablet" | "desktop";
export type VitalName = "LCP" | "INP" | "CLS" | "FCP" | "TTFB";

export interface EventCatalogue {
  page_view: { page_path: string; page_title: string; page_location: string; content_group: ContentGroup; language: Language };
  view_item: { item_id: string; item_name: string; item_category: string };
  user_data: { language: Language; browser_language: string; utc_offset: string; country: string; returning_visitor: boolean };
  device_info: {
    device_type: DeviceType;
    screen_width: number;
    screen_height: number;
    viewport_width: number;
    viewport_height: number;
    pixel_ratio: number;
    touch: boolean;
  };
  language_change: { from_language: string; to_language: string };
  scroll_depth: { percent: 25 | 50 | 75 | 100; page_path: string };
  time_on_page: { seconds: number; page_path: string };
  section_view: { section_id: string; page_path: string };
  section_time_spent: { section_id: string; seconds: number; page_path: string };
  phone_click: { link_url: string; location: string };
  email_click: { location: string; method: string };
  external_link_click: { url: string; location: string };
  file_download: { file_name: string; url: string };
  button_click: { button_text: string; location: string };
  form_interaction: { form: string; action: string };
  form_submit: { form: string };
  form_error: { form: string; error_type: string };
  generate_lead: { method: string };
  back_to_home_click: { from_page: string; language: string; timestamp: number };
  navigation: { from: string; to: string; method: string };
  scroll_to_business_cases: { from_page: string };
  select_content: { content_type: string; item_id: string };
  service_hover: { service: string };
  scroll_to_section: { section: string };
  web_vitals: { metric_name: VitalName; value: number; rating: string; metric_id: string };
  exception: { description: string; fatal: boolean; source: "error" | "unhandledrejection" };
}

export type EventName = keyof EventCatalogue;
export type EventParams<N extends string> = N extends EventName ? EventCatalogue[N] & AnalyticsParams : AnalyticsParams;

/**
 * Content group by path (spec, section 7): home, case studies, conversion, legal, error, other. The case
 * studies are the agency's content, so their addresses come from the collection (`caseSlugs`), not from a
 * pattern a new case's address might not follow: the layout works the group out as it renders the page
 * and writes it on <html data-content-group>, where the page view reads it.
 */
export function contentGroup(pathname: string, caseSlugs: readonly string[]): ContentGroup {
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, "");
  if (rest === "" || rest === "/") return "home";
  if (rest.includes("/thank-you")) return "conversion";
  if (caseSlugs.includes(rest.replace(/^\/|\/$/g, ""))) return "case-studies";
  if (/\/(terms|privacypolicy|cookiepolicy)$/.test(rest)) return "legal";
  if (rest.includes("/404")) return "error";
  return "other";
}

/**
 * The page's language as it is: the spec's "accepts only it, en, zh (default en)" predates the French
 * version, and French visitors counted as English would hide them from the agency's reports.
 */
export function pageViewParams(input: {
  pathname: string;
  href: string;
  title: string;
  lang: Language;
  /** As the layout wrote it on the page (contentGroup above). */
  contentGroup: ContentGroup;
  notFound?: boolean;
}): EventCatalogue["page_view"] {
  return {
    page_path: input.pathname,
    page_title: input.title,
    page_location: input.href,
    content_group: input.notFound ? "error" : input.contentGroup,
    language: input.lang,
  };
}

/** Device type from the user agent (spec, section 7): tablets first, as their agents also say "Mobile". */
export function deviceType(userAgent: string): DeviceType {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini/i.test(userAgent)) return "mobile";
  return "desktop";
}

/**
 * The visitor's offset from UTC, "UTC+01:00", from Date's offset in minutes (positive west of UTC).
 * Not the zone's name: the first Intl.DateTimeFormat of a page costs some 25 ms of main thread.
 */
export function utcOffset(offsetMinutes: number): string {
  const east = -offsetMinutes;
  const hours = String(Math.floor(Math.abs(east) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(east) % 60).padStart(2, "0");
  return `UTC${east < 0 ? "-" : "+"}${hours}:${minutes}`;
}

/** Values rounded; CLS is unitless and small, so it is multiplied by 1000 first (spec, section 7). */
export function webVitalParams(metric: { name: VitalName; value: number; rating: string; id: string }): EventCatalogue["web_vitals"] {
  const value = metric.name === "CLS" ? Math.round(metric.value * 1000) : Math.round(metric.value);
  return { metric_name: metric.name, value, rating: metric.rating, metric_id: metric.id };
}

export const scrollMilestones = [25, 50, 75, 100] as const;

/** The milestones reached at this scroll position that were not reported yet. */
export function newScrollMilestones(percentScrolled: number, reported: ReadonlySet<number>): (typeof scrollMilestones)[number][] {
  return scrollMilestones.filter((milestone) => percentScrolled >= milestone && !reported.has(milestone));
}

export function exceptionParams(reason: unknown, source: "error" | "unhandledrejection"): EventCatalogue["exception"] {
  const description = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason ?? "unknown");
  return { description: description.slice(0, 150), fatal: false, source };
}
