import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation, useMatches } from "react-router";
import { installAutoEvents } from "~/analytics/auto-events";
import { whenIdle } from "~/lib/idle";
import { pageViewParams } from "~/analytics/events";
import { startAnalytics } from "~/analytics/runtime";
import { track } from "~/analytics/track";
import type { ConsentCopy } from "~/content/consent/types";
import { decide, initConsent, refusesMarketing } from "~/consent/controller";
import { openSettingsEvent } from "~/consent/open-settings";
import { necessaryOnly } from "~/consent/record";
import { consentStore, effectiveCategories } from "~/consent/store";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/lib/pages";
import { AnalyticsDebugPanel } from "./analytics-debug-panel";
import { ConsentBanner } from "./consent-banner";
import { ConsentSheet } from "./consent-sheet";

/** The spec's delay before a page view is reported, so the new page's title is in place. */
const PAGE_VIEW_DELAY_MS = 100;
const DEBUG_FLAG = "analytics_debug";

function debugRequested(): boolean {
  try {
    return new URLSearchParams(window.location.search).has("debug") || window.localStorage.getItem(DEBUG_FLAG) !== null;
  } catch {
    return false;
  }
}

/**
 * Mounted once in the root layout: decides whether to ask, shows the banner and the settings sheet,
 * connects analytics to the consent, reports page views and offers the debug panel (Ctrl+Shift+D).
 */
export function ConsentManager({ copy }: { copy: ConsentCopy }) {
  const { lang } = useI18n();
  const state = useSyncExternalStore(consentStore.subscribe, consentStore.get, consentStore.get);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [debugOpen, setDebugOpen] = useState(false);
  const location = useLocation();
  const matches = useMatches();
  const autoEvents = useRef<ReturnType<typeof installAutoEvents>>(undefined);
  const langRef = useRef(lang);
  langRef.current = lang;

  useEffect(() => {
    void initConsent(lang);
  }, [lang]);

  useEffect(() => {
    const stopAnalytics = startAnalytics();
    // Nothing in the automatic events (device, vitals, scroll, clicks) is urgent, and setting them up
    // together with hydration made its longest task longer on a phone.
    const cancelAutoEvents = whenIdle(() => {
      autoEvents.current = installAutoEvents({
        lang: () => langRef.current,
        currentPath: () => window.location.pathname,
        country: () => consentStore.get().location?.country ?? "",
      });
    });
    setDebugOpen(debugRequested());
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.shiftKey && event.key.toLowerCase() === "d") {
        event.preventDefault();
        setDebugOpen((open) => !open);
      }
    };
    const openSettings = () => setSettingsOpen(true);
    window.addEventListener("keydown", onKey);
    window.addEventListener(openSettingsEvent, openSettings);
    return () => {
      stopAnalytics();
      cancelAutoEvents();
      autoEvents.current?.();
      window.removeEventListener("keydown", onKey);
      window.removeEventListener(openSettingsEvent, openSettings);
    };
  }, []);

  const notFound = matches.some((match) => match.id === "routes/not-found");
  const firstPage = useRef(true);
  useEffect(() => {
    if (!firstPage.current) autoEvents.current?.pageChanged();
    firstPage.current = false;
    const timer = setTimeout(() => {
      track("page_view", pageViewParams({ pathname: location.pathname, href: window.location.href, title: document.title, lang: langRef.current, notFound }));
    }, PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.pathname, notFound]);

  const choose = (action: "accept_all" | "reject_all") => {
    decide(action, lang);
    setSettingsOpen(false);
  };

  const gpc = refusesMarketing(state);
  // Where the visitor still has to choose, the toggles start off: a pre-ticked box is not consent.
  const initial = state.status === "pending" ? necessaryOnly : effectiveCategories(state);

  return (
    <>
      {state.status === "pending" ? (
        <ConsentBanner
          copy={copy.banner}
          policyHref={pagePath("cookiepolicy", lang)}
          onAcceptAll={() => choose("accept_all")}
          onRejectAll={() => choose("reject_all")}
          onOpenSettings={() => setSettingsOpen(true)}
        />
      ) : null}
      <ConsentSheet
        copy={copy.sheet}
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        initial={initial}
        gpc={gpc}
        onSave={(categories) => {
          decide("save_settings", lang, categories);
          setSettingsOpen(false);
        }}
        onAcceptAll={() => choose("accept_all")}
        onRejectAll={() => choose("reject_all")}
      />
      {debugOpen ? <AnalyticsDebugPanel copy={copy.debug} state={state} onClose={() => setDebugOpen(false)} /> : null}
    </>
  );
}
