/**
 * Device classes and motion tuning from the spec (section 9). Android and Motorola phones report wider
 * CSS viewports than other phones, so they count as mobile up to 818 px instead of 768 px.
 */
export type DeviceClass = "mobile" | "tablet" | "desktop";
export type Platform = "motorola" | "android" | "other";

export const MOBILE_MAX_PX = 768;
export const WIDE_PHONE_MOBILE_MAX_PX = 818;
export const TABLET_MAX_PX = 1024;

export function platformOf(userAgent: string): Platform {
  if (/motorola|\bmoto\b|\bxt\d{4}/i.test(userAgent)) return "motorola";
  if (/android/i.test(userAgent)) return "android";
  return "other";
}

/**
 * The spec's device class of a viewport, given whether it is at most `maxPx` wide (CSS pixels, the
 * width media queries and window.innerWidth both give).
 */
export function deviceClass(fitsWithin: (maxPx: number) => boolean, userAgent: string): DeviceClass {
  if (fitsWithin(platformOf(userAgent) === "other" ? MOBILE_MAX_PX : WIDE_PHONE_MOBILE_MAX_PX)) return "mobile";
  if (fitsWithin(TABLET_MAX_PX)) return "tablet";
  return "desktop";
}

/**
 * The device class of the browser's viewport now, asked of its media queries. Reading window.innerWidth
 * instead makes a phone's browser lay out the whole page first (its viewport depends on the layout) when
 * anything changed since the last frame: a long task at page start.
 */
export function viewportDeviceClass(): DeviceClass {
  // Below max + 1 px rather than max-width: max, so that a fractional width such as 768.5 px is still mobile.
  return deviceClass((maxPx) => window.matchMedia(`(width < ${maxPx + 1}px)`).matches, navigator.userAgent);
}

export interface RevealTuning {
  /** Share of the element that must be visible before it animates in. */
  threshold: number;
  /** Multiplier applied to a reveal's base delay. */
  delayFactor: number;
  durationMs: number;
}

/** Slower devices get an earlier trigger, shorter delays and shorter animations. */
export function revealTuning(device: DeviceClass, platform: Platform): RevealTuning {
  if (platform === "motorola") return { threshold: 0.02, delayFactor: 0.3, durationMs: 300 };
  if (platform === "android") return { threshold: 0.03, delayFactor: 0.4, durationMs: 400 };
  if (device === "mobile") return { threshold: 0.05, delayFactor: 0.5, durationMs: 500 };
  return { threshold: 0.1, delayFactor: 1, durationMs: 700 };
}
