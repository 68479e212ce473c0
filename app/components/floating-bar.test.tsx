// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeIntersectionObserver, installIntersectionObserver } from "~/test-support/browser";
import { withProviders } from "~/test-support/providers";
import { FloatingBar, floatingBarAllowed } from "./floating-bar";

let hero: HTMLElement;
let footer: HTMLElement;
beforeEach(() => {
  installIntersectionObserver();
  hero = document.createElement("section");
  hero.id = "hero";
  footer = document.createElement("footer");
  document.body.append(hero, footer);
});
afterEach(() => {
  cleanup();
  hero.remove();
  footer.remove();
  vi.unstubAllGlobals();
});

const bar = () => document.querySelector("aside")!;

describe("floating bar", () => {
  it("appears once less than half of the hero is visible and hides while the footer is visible", () => {
    render(withProviders(<FloatingBar />, { path: "/en" }));
    expect(bar().dataset.visible).toBe("false");
    const heroObserver = FakeIntersectionObserver.instances.find((observer) => observer.observed.has(hero));
    expect(heroObserver?.options.threshold).toBe(0.5);
    act(() => {
      FakeIntersectionObserver.report(hero, true, 1);
      FakeIntersectionObserver.report(footer, false);
    });
    expect(bar().dataset.visible).toBe("false");
    act(() => FakeIntersectionObserver.report(hero, false, 0.4));
    expect(bar().dataset.visible).toBe("true");
    act(() => FakeIntersectionObserver.report(footer, true));
    expect(bar().dataset.visible).toBe("false");
  });

  it("shows on pages without a hero until the footer comes into view", () => {
    hero.remove();
    render(withProviders(<FloatingBar />, { path: "/en/airhelp-case" }));
    act(() => FakeIntersectionObserver.report(footer, false));
    expect(bar().dataset.visible).toBe("true");
  });

  it("never shows on the privacy policy, the terms or the calendly fragment", () => {
    expect(floatingBarAllowed("/it/privacypolicy", "")).toBe(false);
    expect(floatingBarAllowed("/en/terms/", "")).toBe(false);
    expect(floatingBarAllowed("/en/calendly", "")).toBe(false);
    expect(floatingBarAllowed("/en", "#calendly")).toBe(false);
    expect(floatingBarAllowed("/en/cookiepolicy", "")).toBe(true);
    expect(floatingBarAllowed("/fr", "#faq")).toBe(true);
  });
});
