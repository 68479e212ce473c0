// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useFakeBrowser } from "~/test-support/browser";
import { SiteHeader } from "~/components/site-header";
import { initLanguageSwitch } from "./language-switch";

describe("the Latin font, loaded once a visitor may switch language", () => {
  useFakeBrowser({ width: 390, height: 800 });

  // jsdom loads no fonts: the page's font set records what it is asked for.
  const loadFont = vi.fn(() => Promise.resolve([]));
  // Each test starts the page's behaviour afresh: the listeners of the one before are taken off.
  const listeners: [string, EventListenerOrEventListenerObject][] = [];
  beforeEach(() => {
    loadFont.mockClear();
    const addEventListener = document.addEventListener.bind(document);
    vi.spyOn(document, "addEventListener").mockImplementation((type, listener, options) => {
      if (listener) listeners.push([type, listener]);
      addEventListener(type, listener, options);
    });
    Object.defineProperty(document, "fonts", { configurable: true, value: { load: loadFont } });
    document.documentElement.style.setProperty("--font-sans", '"Inter Variable", sans-serif');
    document.body.innerHTML = renderToStaticMarkup(createElement(SiteHeader, { lang: "zh", pathname: "/zh" })) + "<main><a href='/zh/terms'>条款</a></main>";
    initLanguageSwitch();
  });
  afterEach(() => {
    for (const [type, listener] of listeners.splice(0)) document.removeEventListener(type, listener);
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });

  const whenIdleHasRun = () => vi.advanceTimersByTime(1);

  it("is not loaded while the visitor does nothing that leads to another language", () => {
    document.querySelector("main a")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    whenIdleHasRun();
    expect(loadFont).not.toHaveBeenCalled();
  });

  it("is loaded once the phone menu shows the language links, and only once", () => {
    const menu = document.getElementById("mobile-menu")!;
    menu.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
    menu.dispatchEvent(Object.assign(new Event("toggle"), { newState: "closed" }));
    menu.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
    whenIdleHasRun();
    expect(loadFont.mock.calls).toEqual([['1em "Inter Variable", sans-serif', "a"]]);
  });

  it("is loaded when a language link is under the pointer or takes the focus", () => {
    const [english, french] = document.querySelectorAll("[data-header-bar] a[data-switch-language]:not([aria-current])");
    english!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    whenIdleHasRun();
    expect(loadFont).toHaveBeenCalledTimes(1);
    french!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    whenIdleHasRun();
    expect(loadFont).toHaveBeenCalledTimes(1);
  });
});
