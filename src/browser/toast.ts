/**
 * The site's toasts: a polite live region at the top of the screen, just below the fixed header (over
 * it, a toast would hide the menu and the very button that was tapped for 3 s), one message at a time,
 * gone after its duration. A few lines instead of a toast library, so a page that copies an e-mail address loads no
 * framework for it.
 */
export type ToastKind = "success" | "error";

let region: HTMLElement | undefined;

function toastRegion(): HTMLElement {
  // Created on the first toast, and again if the page replaced the body since.
  if (!region?.isConnected) {
    region = document.createElement("div");
    region.setAttribute("role", "status");
    region.setAttribute("aria-live", "polite");
    region.className = "pointer-events-none fixed inset-x-0 top-[calc(var(--header-height)+0.5rem)] z-50 flex flex-col items-center gap-2 px-4";
    document.body.append(region);
  }
  return region;
}

export function showToast(kind: ToastKind, title: string, { description, durationMs }: { description?: string; durationMs: number }): HTMLElement {
  const toast = document.createElement("div");
  toast.dataset.toast = kind;
  toast.className =
    "pointer-events-auto w-full max-w-sm rounded px-4 py-3 text-sm shadow-lg ring-1 " +
    (kind === "success" ? "bg-emerald-50 text-emerald-900 ring-emerald-200" : "bg-red-50 text-red-900 ring-red-200");
  const heading = document.createElement("p");
  heading.className = "font-semibold";
  heading.textContent = title;
  toast.append(heading);
  if (description) {
    const detail = document.createElement("p");
    detail.textContent = description;
    toast.append(detail);
  }
  const regionIsNew = !region?.isConnected;
  const container = toastRegion();
  const show = () => {
    container.replaceChildren(toast);
    window.setTimeout(() => toast.remove(), durationMs);
  };
  // A screen reader announces what changes in a live region it already knows: a region added with its
  // first message in it is often passed over in silence. The first toast of a page waits a moment.
  if (regionIsNew) window.setTimeout(show, NEW_REGION_SETTLE_MS);
  else show();
  return toast;
}

/** Time for assistive technology to register a new live region before its first message. */
export const NEW_REGION_SETTLE_MS = 150;
