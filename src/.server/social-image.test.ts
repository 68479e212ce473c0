import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { homeCopy } from "~/content/home";
import { socialCardText, socialImage } from "./social-image";

describe("the share image of a language", () => {
  it("shows the configured brand and host with the language's hero words", () => {
    expect(socialCardText("fr")).toEqual({
      brand: site.name,
      kicker: homeCopy("fr").hero.eyebrow,
      tagline: homeCopy("fr").hero.headlineDesktop,
      host: new URL(site.origin).host,
    });
  });

  it("is described to the meta tags by its path, size and an alt text of what it shows", () => {
    expect(socialImage("zh")).toEqual({ path: "/og/zh.png", width: 1200, height: 630, alt: `${site.name}：${homeCopy("zh").hero.headlineDesktop}` });
  });

  it("punctuates its alt text as each language does", () => {
    expect(socialImage("en").alt).toBe(`${site.name}: ${homeCopy("en").hero.headlineDesktop}`);
    expect(socialImage("fr").alt).toBe(`${site.name}\u00a0: ${homeCopy("fr").hero.headlineDesktop}`);
  });
});
