import { describe, expect, it } from "vitest";
import { readCaseSlugs } from "~/content/cases/files";
import { allPagePaths, lowercasePagePath as lowercaseOf, pageForSlug as pageOf, pagePath, prerenderedPaths } from "./pages";

const cases = readCaseSlugs();
const pageForSlug = (slug: string) => pageOf(slug, cases);
const lowercasePagePath = (path: string) => lowercaseOf(path, cases);

describe("the page list", () => {
  it("gives every page of the spec's route table in the four languages", () => {
    const paths = allPagePaths(cases).map((entry) => entry.path);
    expect(paths).toHaveLength(11 * 4);
    for (const path of ["/it", "/en/thank-you", "/it/contattaci", "/zh/contact", "/fr/zte-case", "/en/cookiepolicy"]) {
      expect(paths).toContain(path);
    }
    expect(paths).not.toContain("/it/contact");
  });

  it("prerenders every page except the contact form", () => {
    const prerendered = prerenderedPaths(cases);
    expect(prerendered).toHaveLength(10 * 4 + 3);
    expect(prerendered).toEqual(expect.arrayContaining(["/sitemap.xml", "/robots.txt", "/favicon.svg"]));
    expect(prerendered).toContain("/zh/airhelp-case");
    expect(prerendered.some((path) => path.endsWith("/contact") || path.endsWith("/contattaci"))).toBe(false);
  });

  it("names the page behind an unprefixed slug", () => {
    expect(pageForSlug("airhelp-case")).toBe("airhelp-case");
    expect(pageForSlug("contattaci")).toBe("contact");
    expect(pageForSlug("contact")).toBe("contact");
    expect(pageForSlug("home")).toBeUndefined();
    expect(pageForSlug("nope")).toBeUndefined();
    expect(pagePath("contact", "it")).toBe("/it/contattaci");
  });
});

describe("lowercasePagePath", () => {
  it("gives the lowercase form of a page's path written with capitals", () => {
    expect(lowercasePagePath("/FR")).toBe("/fr");
    expect(lowercasePagePath("/fr/Contact")).toBe("/fr/contact");
    expect(lowercasePagePath("/EN/AIRHELP-CASE")).toBe("/en/airhelp-case");
    expect(lowercasePagePath("/It/Contact")).toBe("/it/contact");
    expect(lowercasePagePath("/Terms")).toBe("/terms");
  });

  it("leaves lowercase paths and paths that name no page of ours", () => {
    expect(lowercasePagePath("/fr/contact")).toBeUndefined();
    expect(lowercasePagePath("/FR/Nothing")).toBeUndefined();
    expect(lowercasePagePath("/DE")).toBeUndefined();
    expect(lowercasePagePath("/fr/TERMS/x")).toBeUndefined();
  });
});
