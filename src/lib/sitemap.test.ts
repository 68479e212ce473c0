import { describe, expect, it } from "vitest";
import type { HeadTag } from "./head";
import { pageMeta } from "~/render/seo";
import { socialImage } from "~/render/social-image";
import { readCaseSlugs } from "~/content/cases/files";
import { readHomeCopy } from "~/content/home/files";
import { site } from "~/config/site";
import { languages } from "~/i18n/languages";
import { allPagePaths, isListedPage } from "./pages";
import { robotsTxt, sitemapXml } from "./sitemap";

const cases = readCaseSlugs();
const entries = [...sitemapXml(cases).matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
  loc: /<loc>(.*?)<\/loc>/.exec(body!)?.[1],
  alternates: Object.fromEntries([...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href])),
}));

describe("sitemap.xml", () => {
  it("lists every page of the route table in every language, once, but not the thank-you page", () => {
    const expected = allPagePaths(cases)
      .filter((entry) => isListedPage(entry.page))
      .map((entry) => site.origin + entry.path);
    expect(entries.map((entry) => entry.loc).sort()).toEqual(expected.sort());
    expect(entries.some((entry) => entry.loc?.endsWith("/thank-you"))).toBe(false);
  });

  it("marks the thank-you page noindex and leaves the others indexable", () => {
    const robots = (page: "thank-you" | "home") =>
      pageMeta({ title: "t", description: "d", page, lang: "en", socialImage: socialImage("en", readHomeCopy("en").hero) }).some(
        (tag) => "name" in tag && tag.name === "robots",
      );
    expect(robots("thank-you")).toBe(true);
    expect(robots("home")).toBe(false);
  });

  it("gives each URL the same alternates as the page's own hreflang links", () => {
    for (const { page, lang, path } of allPagePaths(cases).filter((entry) => isListedPage(entry.page))) {
      const entry = entries.find((candidate) => candidate.loc === site.origin + path)!;
      const tags = pageMeta({ title: "t", description: "d", page, lang, socialImage: socialImage(lang, readHomeCopy(lang).hero) });
      const links = Object.fromEntries(
        tags.filter((tag): tag is Extract<HeadTag, { tagName: "link" }> => "tagName" in tag && tag.rel === "alternate").map((tag) => [tag.hrefLang, tag.href]),
      );
      expect(entry.alternates).toEqual(links);
      expect(Object.keys(entry.alternates).sort()).toEqual([...languages, "x-default"].sort());
      expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: site.origin + path });
    }
  });
});

describe("robots.txt", () => {
  it("allows crawling and names the sitemap", () => {
    expect(robotsTxt()).toContain("Allow: /");
    expect(robotsTxt()).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });
});
