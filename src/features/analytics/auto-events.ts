// The attribution build, as the field vitals use (field-vitals-beacon.ts): one copy of the library on a page, not two.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals/attribution";
import type { Language } from "~/i18n/languages";
import { deviceType, exceptionParams, newScrollMilestones, utcOffset, webVitalParams, type VitalName } from "./events";
import { track } from "./track";

const SCROLL_THROTTLE_MS = 1000;
const CLICK_THROTTLE_MS = 300;
const SECTION_VISIBLE_RATIO = 0.5;
const SECTION_MIN_SECONDS = 2;

/** Runs `fn` at most once per `ms`, the last call of a burst included. */
export function throttle(fn: () => void, ms: number): () => void {
  let last = 0;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      fn();
    } else if (!trailing) {
      trailing = setTimeout(() => {
        trailing = undefined;
        last = Date.now();
        fn();
      }, wait);
    }
  };
}

/** The click event a link or button stands for, or undefined for an ordinary internal link. */
export function clickEvent(target: Element, origin: string): { name: string; params: Record<string, string> } | undefined {
  const control = target.closest("a, button");
  if (!control) return undefined;
  const location = control.closest("section[id]")?.id ?? control.closest("header, footer, main")?.tagName.toLowerCase() ?? "page";
  const text = (control.getAttribute("aria-label") || control.textContent || "").trim().slice(0, 80);
  if (control instanceof HTMLAnchorElement) {
    const href = control.getAttribute("href") ?? "";
    if (href.startsWith("tel:")) return { name: "phone_click", params: { link_url: href, location } };
    // email_click comes from the copy-e-mail control and mailto links themselves.
    if (href.startsWith("mailto:")) return undefined;
    const url = new URL(control.href, origin);
    if (/\.(pdf|docx?|xlsx?|pptx?|zip)$/i.test(url.pathname))
      return { name: "file_download", params: { file_name: url.pathname.split("/").pop() ?? "", url: url.href } };
    if (url.origin !== origin && /^https?:$/.test(url.protocol)) return { name: "external_link_click", params: { url: url.href, location } };
    return undefined;
  }
  return { name: "button_click", params: { button_text: text, location } };
}

/**
 * The events nobody has to call: device and visitor facts once, scroll depth, time on page, sections
 * seen, clicks, web vitals and script errors. `currentPath` is read at event time (client navigation).
 */
export function installAutoEvents(options: {
  lang: () => Language;
  currentPath: () => string;
  country: () => string;
  /** When the consent in force was chosen, if one was. */
  decidedAt: () => number | undefined;
}): (() => void) & { pageChanged(): void } {
  const cleanups: (() => void)[] = [];
  const listen = <K extends keyof WindowEventMap>(type: K, handler: (event: WindowEventMap[K]) => void) => {
    window.addEventListener(type, handler as EventListener, { passive: true });
    cleanups.push(() => window.removeEventListener(type, handler as EventListener));
  };

  track("device_info", {
    device_type: deviceType(navigator.userAgent),
    screen_width: screen.width,
    screen_height: screen.height,
    viewport_width: window.innerWidth,
    viewport_height: window.innerHeight,
    pixel_ratio: window.devicePixelRatio,
    touch: navigator.maxTouchPoints > 0,
  });
  track("user_data", {
    language: options.lang(),
    browser_language: navigator.language,
    utc_offset: utcOffset(new Date().getTimezoneOffset()),
    country: options.country(),
    returning_visitor: isReturningVisitor(options.decidedAt(), Date.now()),
  });

  // Scroll depth: each milestone once per page.
  let reported = new Set<number>();
  const onScroll = throttle(() => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    const percent = scrollable <= 0 ? 100 : (window.scrollY / scrollable) * 100;
    for (const milestone of newScrollMilestones(percent, reported)) {
      reported.add(milestone);
      track("scroll_depth", { percent: milestone, page_path: options.currentPath() });
    }
  }, SCROLL_THROTTLE_MS);
  listen("scroll", onScroll);

  // Clicks, throttled so a double click is one event.
  const onClick = throttle(() => {
    if (!lastClickTarget) return;
    const event = clickEvent(lastClickTarget, window.location.origin);
    if (event) track(event.name, event.params);
  }, CLICK_THROTTLE_MS);
  let lastClickTarget: Element | null = null;
  listen("click", (event) => {
    lastClickTarget = event.target instanceof Element ? event.target : null;
    onClick();
  });

  // A service card pointed at with a mouse, once per card and page (a finger gives no hover).
  const servicesHovered = new Set<string>();
  listen("pointerover", (event) => {
    const service =
      event.pointerType === "mouse" && event.target instanceof Element ? event.target.closest<HTMLElement>("[data-service]")?.dataset.service : undefined;
    if (!service || servicesHovered.has(service)) return;
    servicesHovered.add(service);
    track("service_hover", { service });
  });

  // Arrived at the business cases from another page of ours: a case or legal page's way back to them.
  const from = document.referrer ? new URL(document.referrer) : null;
  if (BUSINESS_CASES_ANCHORS.includes(location.hash) && from?.origin === location.origin && from.pathname !== location.pathname) {
    track("scroll_to_business_cases", { from_page: from.pathname });
  }

  // Script errors and unhandled rejections as exception events.
  listen("error", (event) => track("exception", exceptionParams(event.error ?? event.message, "error")));
  listen("unhandledrejection", (event) => track("exception", exceptionParams(event.reason, "unhandledrejection")));

  // Web vitals (INP replaced FID); the library reports each when it is final.
  const reportVital = (metric: Metric) => track("web_vitals", webVitalParams({ ...metric, name: metric.name as VitalName }));
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) {
    try {
      observe(reportVital);
    } catch (error) {
      console.warn("[analytics] performance observer unsupported", error);
    }
  }

  // Sections seen at 50 %, and time spent in them when over 2 s.
  const visibleSince = new Map<Element, number>();
  const sectionObserver =
    "IntersectionObserver" in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const id = entry.target.id;
              if (entry.isIntersecting) {
                visibleSince.set(entry.target, Date.now());
                track("section_view", { section_id: id, page_path: options.currentPath() });
              } else {
                reportSectionTime(entry.target);
              }
            }
          },
          { threshold: SECTION_VISIBLE_RATIO },
        )
      : undefined;
  function reportSectionTime(section: Element) {
    const since = visibleSince.get(section);
    if (since === undefined) return;
    visibleSince.delete(section);
    const seconds = Math.round((Date.now() - since) / 1000);
    if (seconds > SECTION_MIN_SECONDS) track("section_time_spent", { section_id: section.id, seconds, page_path: options.currentPath() });
  }

  let pageStart = Date.now();
  let pagePath = options.currentPath();
  function reportTimeOnPage() {
    const seconds = Math.round((Date.now() - pageStart) / 1000);
    if (seconds > 0) track("time_on_page", { seconds, page_path: pagePath });
    for (const section of [...visibleSince.keys()]) reportSectionTime(section);
  }
  listen("pagehide", reportTimeOnPage);
  // Back on this page from the back/forward cache: the pagehide before reported the visit that ended, and
  // this one counts from now, its sections too.
  listen("pageshow", (event) => {
    if (!event.persisted) return;
    pageStart = Date.now();
    observeSections();
  });

  function observeSections() {
    sectionObserver?.disconnect();
    visibleSince.clear();
    for (const section of document.querySelectorAll("main section[id]")) sectionObserver?.observe(section);
  }
  observeSections();

  cleanups.push(() => sectionObserver?.disconnect());
  return Object.assign(() => cleanups.forEach((cleanup) => cleanup()), {
    /** A client-side navigation: close the previous page's timers and start the next page's. */
    pageChanged() {
      reportTimeOnPage();
      pageStart = Date.now();
      pagePath = options.currentPath();
      reported = new Set();
      observeSections();
    },
  });
}

/** The home page's business cases, as the way back from a case or legal page names them. */
const BUSINESS_CASES_ANCHORS = ["#i-nostri-business-case", "#business-cases-section"];

/** A visit, as analytics tools count one, ends after 30 minutes without activity. */
const VISIT_MS = 30 * 60 * 1000;

/**
 * Been here in an earlier visit: the choice in force was made longer than a visit ago. A consent cookie's
 * mere presence said nothing, as the events start once the visitor has chosen, on their very first page
 * too. A choice made again today counts from today; with no choice (where nobody is asked and nothing was
 * changed) nothing tells.
 */
export function isReturningVisitor(decidedAt: number | undefined, now: number): boolean {
  return decidedAt !== undefined && now - decidedAt > VISIT_MS;
}
