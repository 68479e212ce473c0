// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import outlines from "~/assets/fonts/instrument-serif-monogram-outlines.json";

/** The header's and footer's logo as it renders with `changes` made to the brand facts (src/content/brand/brand.json). */
async function logoWith(changes: Record<string, unknown>) {
  vi.resetModules();
  vi.doMock("~/content/brand/brand.json", async (original) => {
    const { default: brand } = await original<{ default: Record<string, unknown> }>();
    return { default: { ...brand, ...changes } };
  });
  const { Logo } = await import("./logo");
  document.body.innerHTML = renderToStaticMarkup(createElement(Logo, { lang: "en" }));
  return document.querySelector("a")!;
}

describe("the logo", () => {
  afterEach(() => vi.doUnmock("~/content/brand/brand.json"));

  it("draws the first letter of the brand's name until the agency uploads its mark, so a rebrand never shows another brand's letter", async () => {
    const letterOf = (logo: HTMLElement) => logo.querySelector("[data-monogram]")?.getAttribute("data-monogram");
    const logo = await logoWith({ name: "Rossi PR" });
    expect(letterOf(logo)).toBe("R");
    expect(logo.textContent).toBe("Rossi PR");
    expect(letterOf(await logoWith({ name: "«étoile» relations" }))).toBe("É");
    // Drawn as the display face's outline, the same in every language.
    expect(logo.querySelector("[data-monogram] path")?.getAttribute("d")).toBe(outlines.R);
  });

  it("stops the build, naming the file, for a name whose first letter the display face cannot draw", async () => {
    await expect(logoWith({ name: "罗西公关" })).rejects.toThrow(/src\/content\/brand\/brand\.json: name: the display face has no "罗"/);
  });

  it("shows the uploaded mark in a box of its size before it arrives, and no drawn letter", async () => {
    const logo = await logoWith({ name: "Rossi PR", logoMark: "/images/brand/logoMark.svg" });
    const mark = logo.querySelector("img")!;
    expect([mark.getAttribute("src"), mark.getAttribute("width"), mark.getAttribute("height"), mark.getAttribute("alt")]).toEqual([
      "/images/brand/logoMark.svg",
      "28",
      "28",
      "",
    ]);
    expect(logo.querySelector("[data-monogram]")).toBeNull();
  });
});
