// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeIntersectionObserver, useFakeBrowser } from "~/test-support/browser";
import { SiteHeader } from "~/components/site-header";
import { initHeader } from "./header";

function renderPage({ home }: { home: boolean }) {
  const header = renderToStaticMarkup(createElement(SiteHeader, { lang: "it", pathname: home ? "/it" : "/it/terms" }));
  document.body.innerHTML = header + (home ? '<section id="hero"></section><section id="contact"></section>' : "<main></main>");
}

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}

const header = () => document.querySelector("header")!;

describe("the header", () => {
  useFakeBrowser({ width: 390, height: 800 });
  afterEach(() => {
    document.body.innerHTML = "";
    scrollTo(0);
  });

  it("on home is transparent over the hero, solid past 90 % of the viewport, transparent again over the contact section", () => {
    renderPage({ home: true });
    initHeader();
    expect(header().dataset.solid).toBe("false");
    scrollTo(719);
    expect(header().dataset.solid).toBe("false");
    scrollTo(721);
    expect(header().dataset.solid).toBe("true");
    FakeIntersectionObserver.report(document.getElementById("contact")!, true);
    expect(header().dataset.solid).toBe("false");
  });

  it("follows the last of several reports that arrive together: the contact section went behind the header and away again", () => {
    renderPage({ home: true });
    initHeader();
    scrollTo(2000);
    FakeIntersectionObserver.reportQueued(document.getElementById("contact")!, [
      { isIntersecting: true, intersectionRatio: 0.5 },
      { isIntersecting: false, intersectionRatio: 0 },
    ]);
    expect(header().dataset.solid).toBe("true");
  });

  it("stays solid on other pages", () => {
    renderPage({ home: false });
    initHeader();
    scrollTo(0);
    expect(header().dataset.solid).toBe("true");
  });

  it("names the menu button by what it will do and goes solid while the menu is open", () => {
    renderPage({ home: true });
    initHeader();
    const toggle = document.querySelector<HTMLButtonElement>("[popovertarget='mobile-menu']")!;
    expect(toggle.getAttribute("aria-label")).toBe("Apri il menu");
    const opened = Object.assign(new Event("toggle"), { newState: "open" });
    document.getElementById("mobile-menu")!.dispatchEvent(opened);
    expect(toggle.getAttribute("aria-label")).toBe("Chiudi il menu");
    expect(header().dataset.solid).toBe("true");
  });
});

describe("the phone menu", () => {
  useFakeBrowser({ width: 390, height: 800 });
  afterEach(() => {
    document.body.innerHTML = "";
  });

  // jsdom has no popover API: the menu records the close a browser would carry out.
  function startHeaderWatchingMenuClose({ home }: { home: boolean }) {
    renderPage({ home });
    initHeader();
    const close = vi.fn();
    document.getElementById("mobile-menu")!.hidePopover = close;
    return close;
  }

  // jsdom does not follow links: the test stops each click's navigation once the header has seen it.
  function click(link: Element, init: MouseEventInit = {}) {
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener("click", stopNavigation);
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
    document.removeEventListener("click", stopNavigation);
  }

  const menuLink = (selector: string) => document.querySelector(`#mobile-menu ${selector}`)!;

  it("closes after a section link on home, which scrolls in place, and after a jump within the page", () => {
    const close = startHeaderWatchingMenuClose({ home: true });
    click(menuLink("a[data-section-link]"));
    expect(close).toHaveBeenCalledTimes(1);
    click(document.querySelector("a[href='#main']")!);
    expect(close).toHaveBeenCalledTimes(2);
  });

  it("closes where the page stays: a link that opens a new tab, a click with a modifier key", () => {
    const close = startHeaderWatchingMenuClose({ home: false });
    click(menuLink("a[target=_blank]"));
    expect(close).toHaveBeenCalledTimes(1);
    click(menuLink("a[data-switch-language]"), { ctrlKey: true });
    expect(close).toHaveBeenCalledTimes(2);
  });

  it("is left to go with the page when a link takes the tab to another page: a language, home's section from another page", () => {
    const close = startHeaderWatchingMenuClose({ home: false });
    click(menuLink("a[data-switch-language]"));
    click(menuLink("a[data-section-link]"));
    expect(close).not.toHaveBeenCalled();
  });

  it("is closed when the page comes back from the back/forward cache", () => {
    const close = startHeaderWatchingMenuClose({ home: false });
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    expect(close).not.toHaveBeenCalled();
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
