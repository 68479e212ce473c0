import { useSyncExternalStore } from "react";
import { deviceClass, platformOf, type DeviceClass, type Platform } from "~/lib/device";

const noSubscription = () => () => {};

/** False during server rendering and hydration, true afterwards: gates enhancements that change markup. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The server assumes no preference; nothing animates before hydration anyway. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => false,
  );
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/** The spec's device class for the current viewport; "desktop" on the server, where CSS decides layout. */
export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(
    subscribeToResize,
    () => deviceClass(window.innerWidth, navigator.userAgent),
    () => "desktop",
  );
}

export function usePlatform(): Platform {
  return useSyncExternalStore(
    noSubscription,
    () => platformOf(navigator.userAgent),
    () => "other",
  );
}
