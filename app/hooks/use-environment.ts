import { createContext, startTransition, useContext, useEffect, useState } from "react";
import { deviceClass, platformOf, type DeviceClass, type Platform } from "~/lib/device";

let hydrated = false;

/** True once the page's first commit is done: what renders from then on is a client render. */
export function isPageHydrated(): boolean {
  return hydrated;
}

/** Called by the document's root once the page has hydrated. */
export function markPageHydrated(): void {
  hydrated = true;
}

/** `pending` while a Suspense boundary that hydrates after the page (a deferred section) is hydrating. */
export interface DeferredHydrationState {
  pending: boolean;
}

export const DeferredHydration = createContext<DeferredHydrationState | null>(null);

/**
 * A value only the browser knows: the server's value while hydrating, then the browser's, switched in a
 * transition. useSyncExternalStore would make that switch a synchronous re-render right after hydration;
 * on the home page (carousels, typewriter, reveal tuning) that was one long task a phone could not
 * interrupt. A transition lets React split it. Components mounted later read the browser's value at once,
 * except inside a boundary that hydrates after the page (DeferredHydration): reading the browser's value
 * while that boundary hydrates would not match its server HTML (React error 418).
 */
function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: T): T {
  const deferred = useContext(DeferredHydration);
  const [value, setValue] = useState(() => (hydrated && !deferred?.pending ? read() : serverValue));
  useEffect(() => {
    hydrated = true;
    startTransition(() => setValue(read()));
    return subscribe(() => setValue(read()));
  }, [subscribe, read]);
  return value;
}

const noSubscription = () => () => {};
const always = () => true;

/** False during server rendering and hydration, true afterwards: gates enhancements that change markup. */
export function useHydrated(): boolean {
  return useBrowserValue(noSubscription, always, false);
}

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION_QUERY).matches;

/** The server assumes no preference; nothing animates before hydration anyway. */
export function usePrefersReducedMotion(): boolean {
  return useBrowserValue(subscribeToReducedMotion, prefersReducedMotion, false);
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

let cachedDeviceClass: DeviceClass | undefined;

/**
 * Reading the viewport width makes the browser finish any pending layout; read it once per resize, not
 * once per component. The capture listener runs before the components' own resize listeners.
 */
function currentDeviceClass(): DeviceClass {
  if (cachedDeviceClass === undefined) {
    cachedDeviceClass = deviceClass(window.innerWidth, navigator.userAgent);
    window.addEventListener("resize", () => (cachedDeviceClass = undefined), { capture: true, once: true });
  }
  return cachedDeviceClass;
}

/** The spec's device class for the current viewport; "desktop" on the server, where CSS decides layout. */
export function useDeviceClass(): DeviceClass {
  return useBrowserValue(subscribeToResize, currentDeviceClass, "desktop");
}

const currentPlatform = () => platformOf(navigator.userAgent);

export function usePlatform(): Platform {
  return useBrowserValue(noSubscription, currentPlatform, "other");
}
