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

export function deviceClass(width: number, userAgent: string): DeviceClass {
  const mobileMax = platformOf(userAgent) === "other" ? MOBILE_MAX_PX : WIDE_PHONE_MOBILE_MAX_PX;
  if (width <= mobileMax) return "mobile";
  if (width <= TABLET_MAX_PX) return "tablet";
  return "desktop";
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
