import type { ConsentState } from "~/features/consent";

/** Session storage: consent signals went out on an earlier page of this visit. */
const SIGNALS_SENT_KEY = "analytics_signals_sent";

export function signalsSentEarlier(): boolean {
  try {
    return sessionStorage.getItem(SIGNALS_SENT_KEY) !== null;
  } catch {
    return false;
  }
}

/** The analytics runtime sends consent signals once consent is settled: a stored choice, or none needed here. */
export function rememberSignalsSent(state: ConsentState): void {
  if (state.status !== "decided" && state.status !== "not-required") return;
  try {
    sessionStorage.setItem(SIGNALS_SENT_KEY, "1");
  } catch {
    // Without storage a later page cannot tell; it then sends nothing while its banner asks.
  }
}
