import { track } from "~/analytics/track";
import { showToast } from "./toast";

/** Every `data-copy-email` button copies the address and says so (spec: Email copied!, 3 s; contact page 2 s). */
export function initCopyEmail(): void {
  document.addEventListener("click", async (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-copy-email]");
    if (!button) return;
    const { copyEmail = "", copyLocation = "", toastDuration, toastCopied = "", toastDescription, toastFailed = "" } = button.dataset;
    const durationMs = Number(toastDuration);
    track("email_click", { location: copyLocation, method: "copy" });
    try {
      await navigator.clipboard.writeText(copyEmail);
      showToast("success", toastCopied, { description: toastDescription, durationMs });
    } catch {
      // Clipboard access can be refused (insecure context, permissions): show the address instead.
      showToast("error", toastFailed, { durationMs });
    }
  });
}
