// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { FakeIntersectionObserver, useFakeBrowser } from "~/test-support/browser";
import { FloatingBar } from "~/components/floating-bar";
import { initFloatingBar } from "./floating-bar";

function renderPage({ withHero }: { withHero: boolean }) {
  const bar = renderToStaticMarkup(createElement(FloatingBar, { lang: "en" }));
  document.body.innerHTML = `${withHero ? '<section id="hero"></section>' : ""}<main><section id="contact"></section><form data-contact-form></form></main><footer id="footer"></footer>${bar}`;
}

const bar = () => document.getElementById("floating-bar")!;

describe("the quick-contact bar", () => {
  useFakeBrowser();
  afterEach(() => (document.body.innerHTML = ""));

  it("appears once less than half of the hero is in view and hides over the footer", () => {
    renderPage({ withHero: true });
    initFloatingBar();
    expect(bar().dataset.visible).toBe("false");
    const hero = document.getElementById("hero")!;
    FakeIntersectionObserver.report(hero, true, 0.6);
    expect(bar().dataset.visible).toBe("false");
    FakeIntersectionObserver.report(hero, true, 0.4);
    expect(bar().dataset.visible).toBe("true");
    FakeIntersectionObserver.report(document.getElementById("footer")!, true);
    expect(bar().dataset.visible).toBe("false");
  });

  it("steps aside while the contact section, the contact form or the footer is in view, until none is", () => {
    renderPage({ withHero: false });
    initFloatingBar();
    const contact = document.getElementById("contact")!;
    const form = document.querySelector("[data-contact-form]")!;
    const footer = document.getElementById("footer")!;
    FakeIntersectionObserver.report(contact, true);
    expect(bar().dataset.visible).toBe("false");
    FakeIntersectionObserver.report(form, true);
    FakeIntersectionObserver.report(contact, false);
    expect(bar().dataset.visible).toBe("false");
    FakeIntersectionObserver.report(footer, true);
    FakeIntersectionObserver.report(form, false);
    expect(bar().dataset.visible).toBe("false");
    FakeIntersectionObserver.report(footer, false);
    expect(bar().dataset.visible).toBe("true");
  });

  it("follows the last of several reports that arrive together", () => {
    renderPage({ withHero: true });
    initFloatingBar();
    FakeIntersectionObserver.reportQueued(document.getElementById("hero")!, [
      { isIntersecting: true, intersectionRatio: 0.6 },
      { isIntersecting: true, intersectionRatio: 0.2 },
    ]);
    expect(bar().dataset.visible).toBe("true");
    FakeIntersectionObserver.reportQueued(document.getElementById("footer")!, [
      { isIntersecting: true, intersectionRatio: 1 },
      { isIntersecting: false, intersectionRatio: 0 },
    ]);
    expect(bar().dataset.visible).toBe("true");
  });

  it("is there from the start on a page without a hero", () => {
    renderPage({ withHero: false });
    initFloatingBar();
    expect(bar().dataset.visible).toBe("true");
  });
});
