import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

/**
 * Toasts through sonner, loaded with the first toast rather than with every page: no page needs it to
 * paint or to hydrate, and it would be a tenth of the first-load JavaScript. sonner hands a Toaster that
 * subscribes late the toasts published before, so the order in which the two load does not matter.
 */
const loadSonner = () => import("sonner");

let toasterRequested = false;
const requestListeners = new Set<() => void>();

function subscribeToRequest(listener: () => void) {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

async function show(kind: "success" | "error", message: string, options?: ExternalToast) {
  if (!toasterRequested) {
    toasterRequested = true;
    requestListeners.forEach((listener) => listener());
  }
  const { toast: sonnerToast } = await loadSonner();
  sonnerToast[kind](message, options);
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
};

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Where toasts appear; renders nothing until the first toast is asked for. */
export function Toaster(props: ToasterProps) {
  const requested = useSyncExternalStore(
    subscribeToRequest,
    () => toasterRequested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
