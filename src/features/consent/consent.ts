import { decide, followStoredChoice, initConsent } from "./controller";
import { googleConsentSignals, gtagQueue } from "./consent-mode";
import { necessaryOnly, optionalCategories, type ConsentAction, type ConsentCategories } from "./record";
import { consentStore, effectiveCategories, refusesMarketing, type ConsentState, type ConsentStore } from "./store";
import { consentConfig } from "~/config/consent";
import type { Language } from "~/i18n/languages";
import { whenIdle } from "~/lib/idle";
import { isPlainClick } from "~/lib/plain-click";

/** Spec, section 9: a tag waits this long for our update before it goes ahead with the default. */
const WAIT_FOR_UPDATE_MS = 500;

const consentActions: readonly string[] = ["accept_all", "reject_all", "save_settings"] satisfies ConsentAction[];

function isConsentAction(value: string | undefined): value is ConsentAction {
  return value !== undefined && consentActions.includes(value);
}

/** Google Consent Mode starts with every storage denied; it must be queued before any Google tag loads. */
export function setConsentModeDefault(): void {
  gtagQueue()("consent", "default", {
    ...googleConsentSignals(necessaryOnly),
    wait_for_update: WAIT_FOR_UPDATE_MS,
  });
}

/**
 * Drives the server-rendered banner and settings dialog (./consent-banner.tsx, ./consent-settings.tsx)
 * from the shared consent controller: shows the banner while the visitor has to choose, opens the
 * settings from any `data-open-cookie-settings` control, and stores every choice. Returns the function
 * that stops listening (a page keeps it for its lifetime; tests start it afresh).
 */
export function startConsent(lang: Language, store: ConsentStore = consentStore): () => void {
  setConsentModeDefault();
  const listening = new AbortController();
  const { signal } = listening;
  const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
  const settings = document.querySelector<HTMLElement>("[data-consent-settings]");
  const main = document.getElementById("main");
  let focusOnClose: HTMLElement | null = null;

  const switchFor = (id: string) => settings?.querySelector<HTMLInputElement>(`input[name="${id}"]`);

  function showBanner(state: ConsentState) {
    if (!banner) return;
    const shown = state.status === "pending";
    if (!shown && banner.contains(document.activeElement)) main?.focus({ preventScroll: true });
    banner.hidden = !shown;
  }

  function openSettings(opener: HTMLElement) {
    if (!settings) return;
    const state = store.get();
    // Where the visitor still has to choose, the switches start off: a pre-ticked box is not consent.
    const shown = state.status === "pending" ? necessaryOnly : effectiveCategories(state);
    for (const id of optionalCategories) {
      const input = switchFor(id);
      if (input) input.checked = shown[id];
    }
    const gpcNotice = settings.querySelector<HTMLElement>("[data-consent-gpc]");
    // Said where it holds: a marketing switch the visitor turned on before stays on.
    if (gpcNotice) gpcNotice.hidden = !refusesMarketing() || shown.marketing;
    focusOnClose = opener;
    settings.showPopover();
    switchFor(optionalCategories[0])?.focus();
  }

  function chosenCategories(): ConsentCategories {
    const chosen = { ...necessaryOnly };
    for (const id of optionalCategories) chosen[id] = switchFor(id)?.checked ?? false;
    return chosen;
  }

  function choose(action: ConsentAction) {
    decide(action, lang, action === "save_settings" ? chosenCategories() : undefined, store);
    if (settings?.matches(":popover-open")) settings.hidePopover();
  }

  document.addEventListener(
    "click",
    (event) => {
      if (!(event.target instanceof Element)) return;
      const opener = event.target.closest<HTMLElement>("[data-open-cookie-settings]");
      if (opener && settings) {
        // A modified click on the link keeps its meaning (the cookie policy in a new tab or window).
        if (!isPlainClick(event)) return;
        event.preventDefault();
        openSettings(opener);
        return;
      }
      const action = event.target.closest<HTMLElement>("[data-consent-choice]")?.dataset.consentChoice;
      if (isConsentAction(action)) choose(action);
      else if (event.target.closest("[data-close-cookie-settings]")) settings?.hidePopover();
    },
    { signal },
  );

  settings?.addEventListener("keydown", (event) => keepTabInside(settings, event), { signal });
  settings?.addEventListener(
    "toggle",
    (event) => {
      if ((event as ToggleEvent).newState !== "closed") return;
      // Back to the control that opened the settings, or to the page when it is gone (the banner hides
      // after a choice).
      const target = focusOnClose?.isConnected && !focusOnClose.closest("[hidden]") ? focusOnClose : main;
      target?.focus({ preventScroll: true });
    },
    { signal },
  );

  // A choice made in another tab, or elsewhere while this page waited in the back/forward cache.
  addEventListener("storage", (event) => event.key === consentConfig.storageKey && followStoredChoice(store), { signal });
  addEventListener("pageshow", (event) => event.persisted && followStoredChoice(store), { signal });

  const stopReserving = reserveRoomForBanner(banner);
  const cancelLayout = settings ? whenIdle(() => layOutUnseen(settings)) : () => {};
  const unsubscribe = store.subscribe(showBanner);
  void initConsent(lang, store);
  return () => {
    listening.abort();
    stopReserving();
    cancelLayout();
    unsubscribe();
  };
}

/**
 * Lays the closed sheet out once, unseen, while the page is idle. The first layout of its text and
 * switches in a page costs three to four times what every later one does (traces of the footer's
 * "Cookie settings" tap at desktop speed: layout 3.8 → 1.2 ms, main-thread work 21.5 → 18 ms in all),
 * and it would otherwise fall inside the visitor's first tap. Nothing is painted: it is hidden again in
 * the same task.
 */
function layOutUnseen(sheet: HTMLElement) {
  if (sheet.matches(":popover-open")) return;
  sheet.style.visibility = "hidden";
  sheet.style.display = "flex";
  // Reading its size makes the browser lay it out now.
  void sheet.offsetHeight;
  sheet.style.removeProperty("display");
  sheet.style.removeProperty("visibility");
}

/**
 * Tab and Shift+Tab cycle within the open sheet: it is modal, and past its last control Tab would
 * otherwise go on into the page behind it (or to the browser's own toolbar).
 */
function keepTabInside(dialog: HTMLElement, event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  const controls = [...dialog.querySelectorAll<HTMLElement>("button, input:not([disabled]), a[href]")];
  const edge = event.shiftKey ? controls[0] : controls.at(-1);
  if (document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
}

/**
 * The banner is fixed over the bottom of the viewport: the body keeps its height free at the end, so the
 * footer's last lines can still be read, and the page's scroll padding keeps what takes the focus (Tab,
 * a link to a field) above it (WCAG 2.4.11).
 */
function reserveRoomForBanner(banner: HTMLElement | null): () => void {
  if (!banner || typeof ResizeObserver === "undefined") return () => {};
  const observer = new ResizeObserver(() => {
    const room = banner.hidden ? "" : `${banner.offsetHeight}px`;
    document.body.style.paddingBottom = room;
    document.documentElement.style.scrollPaddingBottom = room;
  });
  observer.observe(banner);
  return () => observer.disconnect();
}
