// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeIntersectionObserver, installIntersectionObserver } from "~/test-support/browser";
import { initHomeSections, renderAllSectionsOnReturn, renderSectionsThrough } from "./home-sections";

function homePage(ids: string[]) {
  document.body.innerHTML = ids.map((id) => `<section id="${id}" data-home-section><h2 id="${id}-title">${id}</h2></section>`).join("");
}

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.allSectionsRendered;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rendered = () => [...document.querySelectorAll<HTMLElement>("[data-section-rendered]")].map((section) => section.id);

describe("renderSectionsThrough", () => {
  it("renders the target's section and those before it, not those after", () => {
    homePage(["services", "about", "cases", "faq"]);
    renderSectionsThrough(document.getElementById("about")!);
    expect(rendered()).toEqual(["services", "about"]);
  });

  it("counts an element inside a section as that section", () => {
    homePage(["services", "about", "cases", "faq"]);
    renderSectionsThrough(document.getElementById("cases-title")!);
    expect(rendered()).toEqual(["services", "about", "cases"]);
  });
});

describe("the home sections", () => {
  const navigationOf = (type: NavigationTimingType) => vi.spyOn(performance, "getEntriesByType").mockReturnValue([{ type } as PerformanceNavigationTiming]);

  it.each(["reload", "back_forward"] as const)("after a %s all render at once, for the browser to put the scroll back", (type) => {
    homePage(["services", "faq"]);
    navigationOf(type);
    renderAllSectionsOnReturn();
    installIntersectionObserver();
    initHomeSections();
    expect(document.documentElement.dataset.allSectionsRendered).toBe("");
    expect(FakeIntersectionObserver.instances).toEqual([]);
  });

  it("on a new visit each renders as it comes within two viewport heights", () => {
    homePage(["services", "faq"]);
    navigationOf("navigate");
    renderAllSectionsOnReturn();
    installIntersectionObserver();
    initHomeSections();
    expect(FakeIntersectionObserver.instances.map((observer) => observer.options)).toEqual([{ rootMargin: "200% 0px" }]);
    expect(document.documentElement.dataset.allSectionsRendered).toBeUndefined();
    FakeIntersectionObserver.report(document.getElementById("services")!, true);
    FakeIntersectionObserver.report(document.getElementById("faq")!, false);
    expect(rendered()).toEqual(["services"]);
  });
});
