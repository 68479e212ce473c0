// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { FakeIntersectionObserver, useFakeBrowser } from "~/test-support/browser";
import { SiteHeader } from "../components/site-header";
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
