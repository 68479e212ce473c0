import type { HeadTag } from "~/lib/head";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import type { CaseSlug } from "~/content/cases";
import { readHomeCopy } from "~/content/home/files";
import { errorPageMeta, pageMeta } from "./seo";
import { socialImage } from "./social-image";

function content(tags: HeadTag[], key: string): string[] {
  return tags
    .filter((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key))
    .map((tag) => (tag as { content: string }).content);
}

describe("share tags", () => {
  const tags = pageMeta({
    title: "AirHelp",
    description: "A case study.",
    page: "airhelp-case" as CaseSlug,
    lang: "fr",
    socialImage: socialImage("fr", readHomeCopy("fr").hero),
  });

  it("point Open Graph and Twitter to the page language's image, as an absolute URL on the configured origin", () => {
    const imageUrl = `${site.origin}/og/fr.png`;
    expect(content(tags, "og:image")).toEqual([imageUrl]);
    expect(content(tags, "twitter:image")).toEqual([imageUrl]);
    expect(content(tags, "og:image:width")).toEqual(["1200"]);
    expect(content(tags, "og:image:height")).toEqual(["630"]);
    expect(content(tags, "og:image:alt")).toEqual([socialImage("fr", readHomeCopy("fr").hero).alt]);
    expect(content(tags, "twitter:card")).toEqual(["summary_large_image"]);
  });

  it("describe the page itself: its branded title, description, canonical URL and locale", () => {
    expect(content(tags, "og:title")).toEqual([`AirHelp | ${site.name} – Agence européenne de relations presse`]);
    expect(content(tags, "og:description")).toEqual(["A case study."]);
    expect(content(tags, "og:url")).toEqual([`${site.origin}/fr/airhelp-case`]);
    expect(content(tags, "og:site_name")).toEqual([site.name]);
    expect(content(tags, "og:locale")).toEqual(["fr_FR"]);
    expect(content(tags, "og:locale:alternate").sort()).toEqual(["en_US", "it_IT"]);
  });

  it("are left out of error pages, which are not meant to be shared or indexed", () => {
    const errorTags = errorPageMeta("Page not found", "Gone.", "en");
    expect(errorTags).toContainEqual({ title: `Page not found | ${site.name} – European PR Agency` });
    expect(content(errorTags, "robots")).toEqual(["noindex"]);
    expect(content(errorTags, "og:image")).toEqual([]);
    expect(content(errorTags, "twitter:card")).toEqual([]);
    expect(errorTags.some((tag) => "rel" in tag)).toBe(false);
  });
});
