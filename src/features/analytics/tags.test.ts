// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { allCategories, gtagQueue, necessaryOnly } from "~/features/consent";
import { loadGtag } from "./tags";

describe("Google's tag", () => {
  it("configures GA4 with analytics consent alone, and Ads only once marketing is given, in one script", () => {
    gtagQueue();
    const dataLayer = (window as unknown as { dataLayer: IArguments[] }).dataLayer;
    const configured = () =>
      dataLayer
        .map((args) => [...args])
        .filter(([command]) => command === "config")
        .map(([, id]) => id);
    const scripts = () => document.querySelectorAll("script[src^='https://www.googletagmanager.com/gtag/js']");
    const ids = { ga4Id: "G-TEST123", adsId: "AW-123" };

    loadGtag(ids, necessaryOnly);
    expect(scripts()).toHaveLength(0);
    loadGtag(ids, { ...necessaryOnly, analytics: true });
    expect(configured()).toEqual(["G-TEST123"]);
    loadGtag(ids, allCategories);
    loadGtag(ids, allCategories);
    expect(configured()).toEqual(["G-TEST123", "AW-123"]);
    expect(scripts()).toHaveLength(1);
  });
});
