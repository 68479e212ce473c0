// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { addResourceHints, hintedOrigins } from "./resource-hints";

const hints = () => [...document.head.querySelectorAll("link")].map((link) => `${link.rel} ${link.getAttribute("href")}`);

afterEach(() => {
  document.head.innerHTML = "";
});

describe("resource hints for the tag hosts", () => {
  it("name no host while the consent allows no tag", () => {
    expect(hintedOrigins({ gtag: false, gtm: false, clarity: false })).toEqual([]);
  });

  it("name the hosts of the tags allowed, and only those", () => {
    expect(hintedOrigins({ gtag: true, gtm: false, clarity: false })).toEqual(["https://www.googletagmanager.com", "https://www.google-analytics.com"]);
    expect(hintedOrigins({ gtag: false, gtm: false, clarity: true })).toEqual(["https://www.clarity.ms", "https://scripts.clarity.ms"]);
    expect(hintedOrigins({ gtag: true, gtm: true, clarity: true })).toHaveLength(4);
  });

  it("add dns-prefetch and preconnect once per host, however often the consent changes", () => {
    addResourceHints(["https://www.clarity.ms"]);
    addResourceHints(["https://www.clarity.ms", "https://www.googletagmanager.com"]);
    addResourceHints(["https://www.clarity.ms"]);
    expect(hints()).toEqual([
      "dns-prefetch https://www.clarity.ms",
      "preconnect https://www.clarity.ms",
      "dns-prefetch https://www.googletagmanager.com",
      "preconnect https://www.googletagmanager.com",
    ]);
  });
});
