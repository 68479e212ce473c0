import { describe, expect, it } from "vitest";
import { analyticsCspSources, analyticsIds } from "./analytics-config.server";
import { parseEnv } from "~server/env";

describe("analytics configuration", () => {
  it("allows no third-party host while no ID is configured", () => {
    expect(analyticsIds(parseEnv({}))).toEqual({});
    expect(analyticsCspSources({})).toEqual({ script: [], connect: [], img: [], frame: [] });
  });

  it("allows a tag's hosts only when its ID is set", () => {
    const googleOnly = analyticsCspSources(analyticsIds(parseEnv({ GA4_MEASUREMENT_ID: "G-ABC123" })));
    expect(googleOnly.script).toEqual(["https://www.googletagmanager.com"]);
    expect(googleOnly.connect.some((host) => host.includes("clarity"))).toBe(false);
    const clarityOnly = analyticsCspSources(analyticsIds(parseEnv({ CLARITY_PROJECT_ID: "abc123" })));
    expect(clarityOnly.script).toEqual(["https://www.clarity.ms", "https://*.clarity.ms"]);
    expect(clarityOnly.script.some((host) => host.includes("google"))).toBe(false);
  });

  it("allows Google Ads' conversion and remarketing hosts only with an Ads ID", () => {
    const analyticsOnly = analyticsCspSources(analyticsIds(parseEnv({ GA4_MEASUREMENT_ID: "G-ABC123" })));
    expect([...analyticsOnly.script, ...analyticsOnly.img, ...analyticsOnly.connect]).not.toContain("https://www.googleadservices.com");
    expect(analyticsOnly.frame).toEqual([]);
    const ads = analyticsCspSources(analyticsIds(parseEnv({ GOOGLE_ADS_ID: "AW-123456" })));
    expect(ads.script).toEqual(expect.arrayContaining(["https://www.googletagmanager.com", "https://www.googleadservices.com"]));
    expect(ads.img).toEqual(expect.arrayContaining(["https://www.googleadservices.com", "https://*.g.doubleclick.net", "https://www.google.com"]));
    expect(ads.frame).toEqual(expect.arrayContaining(["https://td.doubleclick.net"]));
  });
});
