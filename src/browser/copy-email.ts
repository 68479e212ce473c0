import { track } from "~/features/analytics/track";

/** Every `data-copy-email` button copies the address and says so (spec: Email copied!, 3 s; contact page 2 s). */
export function initCopyEmail(): void {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-copy-email]");
    if (button) void copyEmailOf(button);
  });
}

async function copyEmailOf(button: HTMLElement): Promise<void> {
  const { copyEmail = "", copyLocation = "", toastDuration, toastCopied = "", toastDescription, toastFailed = "" } = button.dataset;
  const durationMs = Number(toastDuration);
  track("email_click", { location: copyLocation, method: "copy" });
  // The toast's code comes with the first copy: a page where nobody copies never loads it.
  const { showToast } = await import("./toast");
  try {
    await navigator.clipboard.writeText(copyEmail);
    showToast("success", toastCopied, { description: toastDescription, durationMs });
  } catch {
    // Clipboard access can be refused (insecure context, permissions): show the address instead.
    showToast("error", toastFailed, { durationMs });
  }
}
