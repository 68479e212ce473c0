import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { readHomeCopy } from "~/content/home/files";
import { socialCardText, socialImage } from "./social-image";

const hero = (lang: "fr" | "zh" | "en") => readHomeCopy(lang).hero;

describe("the share image of a language", () => {
  it("shows the configured brand and host with the language's hero words", () => {
    expect(socialCardText(hero("fr"))).toEqual({
      brand: site.name,
      kicker: hero("fr").eyebrow,
      tagline: hero("fr").headlineDesktop,
      host: new URL(site.origin).host,
    });
  });

  it("is described to the meta tags by its path, size and an alt text of what it shows", () => {
    expect(socialImage("zh", hero("zh"))).toEqual({ path: "/og/zh.png", width: 1200, height: 630, alt: `${site.name}：${hero("zh").headlineDesktop}` });
  });

  it("punctuates its alt text as each language does", () => {
    expect(socialImage("en", hero("en")).alt).toBe(`${site.name}: ${hero("en").headlineDesktop}`);
    expect(socialImage("fr", hero("fr")).alt).toBe(`${site.name}\u00a0: ${hero("fr").headlineDesktop}`);
  });
});
