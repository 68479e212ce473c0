import { anyTagConfigured, fetchAnalyticsIds, type AnalyticsIds } from "./config";
import { exceptionParams, pageViewParams } from "./events";
import type { AnalyticsParams, ContentGroup } from "./events";
import { track } from "./track";
import { consentStore, type ConsentState, type ConsentStore } from "~/features/consent";
import type { Language } from "~/i18n/languages";
import { whenIdle } from "~/lib/idle";
import { startFieldVitals } from "./field-vitals";
import { signalsSentEarlier } from "./session-signals";

/** The spec's delay before a page view is reported (section 9). */
export const PAGE_VIEW_DELAY_MS = 100;
export const DEBUG_FLAG = "analytics_debug";

/**
 * What every page needs at once, a few hundred bytes: page view, marked clicks, script errors and the
 * debug panel's switch. Events wait in `track`'s buffer. The delivery to the tags, the automatic events
 * and their libraries (./delivery.ts) load only when a tag is configured and the consent is settled,
 * or when the debug panel asks for them: while the banner asks, nothing could go out anyway.
 */
export function startAnalyticsFeature(lang: Language, store: ConsentStore = consentStore): () => void {
  const listening = new AbortController();
  trackMarkedClicks(listening.signal);
  const stopEarlyErrors = reportErrorsUntilAutoEvents();
  const pageView = setTimeout(() => {
    track(
      "page_view",
      pageViewParams({
        pathname: location.pathname,
        href: location.href,
        title: document.title,
        lang,
        contentGroup: (document.documentElement.dataset.contentGroup ?? "other") as ContentGroup,
        notFound: responseStatus() === 404,
      }),
    );
  }, PAGE_VIEW_DELAY_MS);

  let ids: Promise<AnalyticsIds> | undefined;
  let delivery: Promise<void> | undefined;
  const loadIds = () => (ids ??= fetchAnalyticsIds());
  const startDelivery = () => {
    delivery ??= Promise.all([loadIds(), import("./delivery")]).then(([fetched, { startDelivery }]) => {
      startDelivery(lang, fetched);
      stopEarlyErrors();
    });
  };

  whenIdle(() => {
    void loadIds().then((fetched) => {
      if (!anyTagConfigured(fetched)) return;
      const startOnceSettled = (state: ConsentState) => {
        // A page after the exempt Italian version must withdraw, while its banner asks, what that version granted.
        if ((state.status !== "loading" && state.status !== "pending") || signalsSentEarlier()) startDelivery();
      };
      startOnceSettled(store.get());
      listening.signal.addEventListener("abort", store.subscribe(startOnceSettled));
    });
  });
  offerDebugPanel(startDelivery, listening.signal);
  startFieldVitals(lang, store, responseStatus() === 404, listening.signal);
  /** Stops what started here (a page keeps it for its lifetime; tests start it afresh). */
  return () => {
    listening.abort();
    clearTimeout(pageView);
    stopEarlyErrors();
  };
}

/** The HTTP status of this page: the 404 page is served for every unknown path, whatever it is. */
function responseStatus(): number | undefined {
  const [navigation] = performance.getEntriesByType("navigation") as (PerformanceNavigationTiming & { responseStatus?: number })[];
  return navigation?.responseStatus;
}

/** One listener for every element marked with `trackedClick(...)` (src/components/tracked.ts). */
export function trackMarkedClicks(signal: AbortSignal): void {
  document.addEventListener(
    "click",
    (event) => {
      const marked = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-track]") : null;
      const name = marked?.dataset.track;
      if (!marked || !name) return;
      // The markup is built before the click, so the click's time is added here.
      track(name, {
        ...markedParams(marked.dataset.trackParams),
        timestamp: Date.now(),
      });
    },
    { signal },
  );
}

function markedParams(json: string | undefined): AnalyticsParams {
  try {
    const value: unknown = JSON.parse(json ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as AnalyticsParams) : {};
  } catch {
    return {};
  }
}

/** Errors of the page's first moments, before the automatic events (which report them later) are in place. */
function reportErrorsUntilAutoEvents(): () => void {
  const onError = (event: ErrorEvent) => track("exception", exceptionParams(event.error ?? event.message, "error"));
  const onRejection = (event: PromiseRejectionEvent) => track("exception", exceptionParams(event.reason, "unhandledrejection"));
  addEventListener("error", onError);
  addEventListener("unhandledrejection", onRejection);
  return () => {
    removeEventListener("error", onError);
    removeEventListener("unhandledrejection", onRejection);
  };
}

function readDebugFlag(): boolean {
  try {
    return new URLSearchParams(location.search).has("debug") || localStorage.getItem(DEBUG_FLAG) !== null;
  } catch {
    return false;
  }
}

function writeDebugFlag(open: boolean) {
  try {
    if (open) localStorage.setItem(DEBUG_FLAG, "1");
    else localStorage.removeItem(DEBUG_FLAG);
  } catch {
    // Without storage the panel still opens; it just does not survive a reload.
  }
}

/**
 * The agency's debug panel: Ctrl+Shift+D toggles it, `?debug` opens it, and it stays open across
 * reloads until closed. Its code loads only when it opens.
 */
export function offerDebugPanel(onOpen: () => void, signal: AbortSignal): void {
  let wanted = false;
  let close: (() => void) | undefined;

  function setOpen(open: boolean) {
    wanted = open;
    writeDebugFlag(open);
    if (!open) {
      close?.();
      close = undefined;
      return;
    }
    if (close) return;
    // The panel shows what the delivery does, so it starts it even where no tag is configured.
    onOpen();
    void import("./debug-panel").then(({ openDebugPanel }) => {
      // It may have been closed, or opened twice, while the module loaded.
      if (wanted && !close) close = openDebugPanel(() => setOpen(false));
    });
  }

  document.addEventListener(
    "keydown",
    (event) => {
      if (!(event.ctrlKey && event.shiftKey && event.key.toLowerCase() === "d")) return;
      event.preventDefault();
      setOpen(!wanted);
    },
    { signal },
  );
  signal.addEventListener("abort", () => close?.());
  if (readDebugFlag()) setOpen(true);
}
