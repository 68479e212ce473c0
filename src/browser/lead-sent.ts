import { track } from "~/features/analytics/track";
import { LEAD_SENT_PARAM } from "~/lib/pages";

/**
 * The thank-you page reports the contact form's lead only when the form's redirect marked it as stored
 * (?sent). The marker then leaves the address, so a reload, a bookmark or a shared link never counts
 * the same lead again.
 */
export function init(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LEAD_SENT_PARAM)) return;
  track("generate_lead", { method: "contact_form", language: document.documentElement.lang });
  url.searchParams.delete(LEAD_SENT_PARAM);
  history.replaceState(history.state, "", url);
}
