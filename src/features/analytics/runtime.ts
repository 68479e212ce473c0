import { consentStore, effectiveCategories, type ConsentState, type ConsentStore } from "~/features/consent";
import { anyTagConfigured, fetchAnalyticsIds, type AnalyticsIds } from "./config";
import { allowedTags, channelsFor, conversionFor, sendConversion, sendToChannels, type Channel, type ConsentContext } from "./channels";
import { createEventQueue } from "./queue";
import { addResourceHints, hintedOrigins } from "./resource-hints";
import { applyConsentSignals, loadClarity, loadGtag, loadGtm } from "./tags";
import { onTrack, type TrackedEvent } from "./track";

export interface SentEvent extends TrackedEvent {
  channels: Channel[];
}

const SENT_LOG_LIMIT = 50;

/** What the debug panel reads. */
export const analyticsLog = {
  ids: {} as AnalyticsIds,
  sent: [] as SentEvent[],
  waiting: (): readonly TrackedEvent[] => [],
};

/**
 * Where consent is not required (the Italian version, a country outside the rule), Clarity runs without
 * asking; once the visitor has chosen in the settings, their choice rules there too: a refusal of
 * analytics stops the recording, as the cookie policy promises.
 */
function consentContext(state: ConsentState): ConsentContext {
  return { categories: effectiveCategories(state), consentNotRequired: state.status === "not-required" };
}

export interface AnalyticsOptions {
  /**
   * Consent signals were sent on an earlier page of this visit. A site that loads each page afresh
   * forgets it, yet a later refusal (the banner asking after the exempt Italian version) must still be
   * signalled as a change.
   */
  signalsSentEarlier?: boolean;
  /** The IDs, when the caller already has them; otherwise they are fetched. */
  ids?: AnalyticsIds;
}

/**
 * Connects `track` to the tags: events wait in the queue until consent is known and the IDs have
 * arrived, then go out paced, each only to the channels the consent allows. Tags load only once the
 * consent allows them; nothing reaches a third party while the banner is still asking.
 */
export function startAnalytics(store: ConsentStore = consentStore, options: AnalyticsOptions = {}): (() => void) & { flush(): void } {
  let ids: AnalyticsIds | undefined;
  let stopped = false;
  let signalsSent = options.signalsSentEarlier ?? false;

  const queue = createEventQueue<TrackedEvent>((event) => {
    const consent = consentContext(store.get());
    const channels = ids ? channelsFor(event, ids, consent) : [];
    sendToChannels(event, channels);
    const conversion = conversionFor(event);
    if (conversion && ids?.adsId && consent.categories.marketing) sendConversion(conversion, ids);
    analyticsLog.sent.unshift({ ...event, channels });
    analyticsLog.sent.length = Math.min(analyticsLog.sent.length, SENT_LOG_LIMIT);
  });
  analyticsLog.waiting = queue.waiting;

  function apply(state: ConsentState) {
    if (stopped || !ids || state.status === "loading") return;
    const consent = consentContext(state);
    // While the banner asks, everything is denied and the queue waits. Tags already on the page (the
    // exempt Italian version, before a switch to another language, or consent just cleared) are told so.
    if (state.status === "pending") {
      if (signalsSent) applyConsentSignals(consent.categories, ids);
      return queue.stop();
    }
    if (anyTagConfigured(ids)) {
      applyConsentSignals(consent.categories, ids);
      signalsSent = true;
    }
    const tags = allowedTags(ids, consent);
    addResourceHints(hintedOrigins(tags));
    if (tags.gtag) loadGtag(ids, consent.categories);
    if (tags.gtm) loadGtm(ids);
    if (tags.clarity) loadClarity(ids);
    queue.start();
  }

  const unsubscribeTrack = onTrack((event) => queue.enqueue(event));
  const unsubscribeStore = store.subscribe(apply);
  void (options.ids ? Promise.resolve(options.ids) : fetchAnalyticsIds()).then((fetched) => {
    ids = fetched;
    analyticsLog.ids = fetched;
    apply(store.get());
  });

  const stop = () => {
    stopped = true;
    queue.stop();
    unsubscribeTrack();
    unsubscribeStore();
  };
  return Object.assign(stop, { flush: queue.flush });
}
