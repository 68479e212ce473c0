// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeIntersectionObserver, installIntersectionObserver, setViewport } from "~/test-support/browser";
import { HEADER_BAND_MARGIN, headerIsSolid, useHeaderSolid } from "./use-header-solid";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}

describe("headerIsSolid", () => {
  it("turns solid past 90 % of the viewport height, except over the contact section", () => {
    expect(headerIsSolid(720, 800, false)).toBe(false);
    expect(headerIsSolid(721, 800, false)).toBe(true);
    expect(headerIsSolid(3000, 800, true)).toBe(false);
  });
});

describe("useHeaderSolid", () => {
  let contact: HTMLElement;
  beforeEach(() => {
    installIntersectionObserver();
    setViewport(1280, 800);
    scrollTo(0);
    contact = document.createElement("section");
    contact.id = "contact";
    document.body.append(contact);
  });
  afterEach(() => {
    contact.remove();
    vi.unstubAllGlobals();
  });

  it("is transparent over the hero, solid below it and transparent again over the contact section", () => {
    const { result } = renderHook(() => useHeaderSolid(true));
    // Watched in the band under the header, not anywhere on screen.
    expect(FakeIntersectionObserver.instances.at(-1)?.options.rootMargin).toBe(HEADER_BAND_MARGIN);
    expect(result.current).toBe(false);
    act(() => scrollTo(900));
    expect(result.current).toBe(true);
    act(() => FakeIntersectionObserver.report(contact, true));
    expect(result.current).toBe(false);
    act(() => FakeIntersectionObserver.report(contact, false));
    expect(result.current).toBe(true);
    act(() => scrollTo(100));
    expect(result.current).toBe(false);
  });

  it("is always solid on pages without a hero", () => {
    const { result } = renderHook(() => useHeaderSolid(false));
    expect(result.current).toBe(true);
    act(() => scrollTo(0));
    expect(result.current).toBe(true);
  });
});
