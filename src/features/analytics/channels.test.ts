// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { allCategories, necessaryOnly } from "~/features/consent";
import { allowedTags, channelsFor, conversionFor, isPlaceholderLabel, sendConversion, sendToChannels } from "./channels";

const ids = { ga4Id: "G-TEST123", gtmId: "GTM-TEST", clarityId: "abc123", adsId: "AW-123", adsFormLabel: "RealFormLabel" };
const event = (name: string, params = {}) => ({ name, params, time: 0 });
const w = window as unknown as { gtag?: unknown; dataLayer?: unknown[]; clarity?: unknown };

afterEach(() => {
  delete w.gtag;
  delete w.dataLayer;
  delete w.clarity;
});

describe("delivery as consent allows (spec, section 7)", () => {
  it("sends nothing, not even to Clarity, before consent where it is required", () => {
    const consent = { categories: necessaryOnly, consentNotRequired: false };
    expect(allowedTags(ids, consent)).toEqual({ gtag: false, gtm: false, clarity: false });
    expect(channelsFor(event("scroll_depth"), ids, consent)).toEqual([]);
  });

  it("loads Google's tag for GA4 only with analytics consent, for Ads only with marketing consent", () => {
    const marketingOnly = { categories: { ...necessaryOnly, marketing: true }, consentNotRequired: false };
    const analyticsOnly = { categories: { ...necessaryOnly, analytics: true }, consentNotRequired: false };
    expect(allowedTags({ ga4Id: "G-TEST123" }, marketingOnly).gtag).toBe(false);
    expect(allowedTags({ adsId: "AW-123" }, marketingOnly).gtag).toBe(true);
    expect(allowedTags({ adsId: "AW-123" }, analyticsOnly).gtag).toBe(false);
  });

  it("sends page views only with analytics and marketing consent", () => {
    const analyticsOnly = { categories: { ...necessaryOnly, analytics: true }, consentNotRequired: false };
    expect(channelsFor(event("page_view"), ids, analyticsOnly)).toEqual(["clarity"]);
    expect(channelsFor(event("scroll_depth"), ids, analyticsOnly)).toEqual(["gtag", "gtm", "clarity"]);
    expect(channelsFor(event("page_view"), ids, { categories: allCategories, consentNotRequired: false })).toEqual(["gtag", "gtm", "clarity"]);
  });

  it("keeps Clarity on where consent is not required (the Italian version) and nothing has been chosen", () => {
    expect(allowedTags(ids, { categories: necessaryOnly, consentNotRequired: true }).clarity).toBe(true);
  });

  it("loads no tag whose ID is not configured", () => {
    expect(allowedTags({}, { categories: allCategories, consentNotRequired: true })).toEqual({ gtag: false, gtm: false, clarity: false });
  });

  it("pushes to gtag, the GTM data layer and Clarity", () => {
    const gtag = vi.fn();
    const clarity = vi.fn();
    Object.assign(w, { gtag, clarity, dataLayer: [] });
    sendToChannels(event("section_view", { section_id: "services" }), ["gtag", "gtm", "clarity"]);
    expect(gtag).toHaveBeenCalledWith("event", "section_view", { section_id: "services" });
    expect(w.dataLayer).toEqual([{ event: "section_view", section_id: "services" }]);
    expect(clarity).toHaveBeenCalledWith("event", "section_view");
  });
});

describe("ad conversions", () => {
  it("phone clicks and contact-form leads are conversions", () => {
    expect(conversionFor(event("phone_click"))).toBe("phone");
    expect(conversionFor(event("generate_lead", { method: "contact_form" }))).toBe("form");
    expect(conversionFor(event("generate_lead", { method: "linkedin" }))).toBeUndefined();
  });

  it("sends 10 € for a form lead with a real label", () => {
    const gtag = vi.fn();
    w.gtag = gtag;
    expect(sendConversion("form", ids)).toBe(true);
    expect(gtag).toHaveBeenCalledWith("event", "conversion", { send_to: "AW-123/RealFormLabel", value: 10, currency: "EUR" });
  });

  it("skips a missing or placeholder label with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const gtag = vi.fn();
    w.gtag = gtag;
    expect(sendConversion("phone", ids)).toBe(false);
    expect(sendConversion("form", { ...ids, adsFormLabel: "XXXXXXXX" })).toBe(false);
    expect(gtag).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(isPlaceholderLabel("your_label_here")).toBe(true);
    expect(isPlaceholderLabel("AbC-dEf_123")).toBe(false);
  });
});
