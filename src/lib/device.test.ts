import { describe, expect, it } from "vitest";
import { deviceClass, platformOf, revealTuning } from "./device";

const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const pixel = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36";
const moto = "Mozilla/5.0 (Linux; Android 13; moto g84 5G) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36";
/** A viewport `width` px wide, as deviceClass asks about it. */
const wide = (width: number) => (maxPx: number) => width <= maxPx;

describe("device classes", () => {
  it("counts up to 768 px as mobile, 818 px on Android and Motorola phones", () => {
    expect(deviceClass(wide(768), iphone)).toBe("mobile");
    expect(deviceClass(wide(800), iphone)).toBe("tablet");
    expect(deviceClass(wide(800), pixel)).toBe("mobile");
    expect(deviceClass(wide(818), moto)).toBe("mobile");
    expect(deviceClass(wide(819), pixel)).toBe("tablet");
  });

  it("counts up to 1024 px as tablet and wider as desktop", () => {
    expect(deviceClass(wide(1024), iphone)).toBe("tablet");
    expect(deviceClass(wide(1025), iphone)).toBe("desktop");
  });

  it("tunes reveals per device: thresholds, delay factors and durations of the spec", () => {
    expect(platformOf(moto)).toBe("motorola");
    expect(platformOf(pixel)).toBe("android");
    expect(revealTuning("desktop", "other")).toEqual({ threshold: 0.1, delayFactor: 1, durationMs: 700 });
    expect(revealTuning("mobile", "other")).toEqual({ threshold: 0.05, delayFactor: 0.5, durationMs: 500 });
    expect(revealTuning("mobile", "android")).toEqual({ threshold: 0.03, delayFactor: 0.4, durationMs: 400 });
    expect(revealTuning("mobile", "motorola")).toEqual({ threshold: 0.02, delayFactor: 0.3, durationMs: 300 });
  });
});
