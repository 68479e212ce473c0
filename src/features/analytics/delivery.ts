import { installAutoEvents } from "./auto-events";
import type { AnalyticsIds } from "./config";
import { startAnalytics } from "./runtime";
import { consentStore } from "~/features/consent";
import type { Language } from "~/i18n/languages";
import { rememberSignalsSent, signalsSentEarlier } from "./session-signals";

/**
 * Loaded only once a tag may need it (./analytics.ts): connects `track` to the tags as the consent
 * allows (the shared runtime), starts the automatic events, and hands every waiting event to the tags
 * when the page is hidden or goes away, instead of leaving the rest of a paced batch behind.
 */
export function startDelivery(lang: Language, ids: AnalyticsIds): void {
  const analytics = startAnalytics(consentStore, {
    ids,
    signalsSentEarlier: signalsSentEarlier(),
  });
  rememberSignalsSent(consentStore.get());
  consentStore.subscribe(rememberSignalsSent);
  installAutoEvents({
    lang: () => lang,
    currentPath: () => location.pathname,
    country: () => consentStore.get().location?.country ?? "",
    decidedAt: () => consentStore.get().record?.timestamp,
  });
  // After the automatic events' own pagehide listener, so the time on the page goes out too.
  addEventListener("pagehide", analytics.flush);
  // A phone may freeze or discard a tab in the background without a pagehide: what waits goes out as
  // soon as the page is hidden.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") analytics.flush();
  });
}
