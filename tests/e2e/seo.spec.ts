import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { contactCopy } from "~/content/contact";
import { site } from "~/config/site";
import { languages } from "~/i18n/languages";
import { readCaseSlugs } from "~/content/cases/files";
import { allPagePaths, isListedPage } from "~/lib/pages";

/** The properties each schema.org type must carry for search engines to use it. */
const required: Record<string, string[]> = {
  ProfessionalService: ["name", "url", "address", "openingHoursSpecification", "areaServed", "email"],
  FAQPage: ["mainEntity"],
  BreadcrumbList: ["itemListElement"],
  Article: ["headline", "description", "inLanguage", "author", "publisher", "image"],
};

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, body]) => JSON.parse(body!) as Record<string, unknown>);
}

/** The content of a `<meta property=…>` or `<meta name=…>` tag, as the server sent it (void or self-closed). */
function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"\\s*/?>`).exec(html)?.[1];
}

/** The href of the page's `<link rel="canonical">`, as the server sent it. */
function canonicalHref(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"\s*\/?>/.exec(html)?.[1];
}

test.describe("structured data and head tags", () => {
  for (const { page, lang, path } of allPagePaths(readCaseSlugs())) {
    test(`${path}: title, canonical and JSON-LD`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(new RegExp(`<title>[^<]*${site.name}[^<]*</title>`));
      expect(canonicalHref(html)).toBe(`${site.origin}${path}`);

      const blocks = jsonLdBlocks(html);
      const types = blocks.map((block) => block["@type"] as string);
      if (page === "home") expect(types).toEqual(expect.arrayContaining(["ProfessionalService", "FAQPage"]));
      if (page.endsWith("-case")) expect(types).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
      if (["privacypolicy", "terms", "cookiepolicy"].includes(page)) expect(types).toContain("BreadcrumbList");
      for (const block of blocks) {
        expect(block["@context"]).toBe("https://schema.org");
        for (const property of required[block["@type"] as string] ?? []) {
          expect(block, `${block["@type"]} needs ${property}`).toHaveProperty(property);
        }
      }
      // A shared link shows the page language's card, from the configured origin.
      const imageUrl = `${site.origin}/og/${lang}.png`;
      expect(metaContent(html, "og:image")).toBe(imageUrl);
      expect(metaContent(html, "twitter:image")).toBe(imageUrl);
      expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
      expect(metaContent(html, "og:image:width")).toBe("1200");
      expect(metaContent(html, "og:image:height")).toBe("630");
      expect(metaContent(html, "og:image:alt")).toContain(site.name);
      expect(metaContent(html, "og:url")).toBe(`${site.origin}${path}`);

      // No rating or review of the agency, even once the hero shows a platform's rating: search engines
      // take a business's own markup of its reviews for self-serving (src/render/structured-data.ts).
      expect(JSON.stringify(blocks)).not.toMatch(/"(?:aggregateRating|review|reviews|reviewRating)"/);

      const faq = blocks.find((block) => block["@type"] === "FAQPage");
      if (faq) expect((faq.mainEntity as unknown[]).length).toBe(4);
      const organization = blocks.find((block) => block["@type"] === "ProfessionalService");
      if (organization) expect(organization.inLanguage).toBe(lang);
    });
  }
});

test.describe("share images", () => {
  for (const lang of languages) {
    test(`/og/${lang}.png is a cacheable 1200×630 PNG`, async ({ request }) => {
      const response = await request.get(`/og/${lang}.png`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect(response.headers()["cache-control"]).toBe("public, max-age=86400");
      const png = await response.body();
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
    });
  }
});

test.describe("sitemap and robots", () => {
  test("sitemap.xml lists every page with its alternates", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const listed = allPagePaths(readCaseSlugs()).filter((entry) => isListedPage(entry.page));
    for (const { path } of listed) expect(xml).toContain(`<loc>${site.origin}${path}</loc>`);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(listed.length);
    expect(xml).not.toContain("/thank-you<");
  });

  test("robots.txt names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });
});

test.describe("no third-party requests", () => {
  for (const path of ["/it", "/zh", "/en/airhelp-case", "/fr/contact", "/en/terms"]) {
    test(`${path} loads fonts, images and scripts from this origin only`, async ({ page, baseURL }) => {
      const foreign: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (!["http:", "https:"].includes(url.protocol)) return;
        if (url.origin !== new URL(baseURL!).origin) foreign.push(request.url());
      });
      await page.goto(path, { waitUntil: "networkidle" });
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState("networkidle");
      expect(foreign).toEqual([]);
    });
  }
});

test.describe("no React in the browser (ADR 0030)", () => {
  // React's production build links its error codes to this address; nothing else the site sends does.
  const reactMarker = "react.dev/errors";
  const loadsReact = async (scripts: { body: Promise<string> }[]) =>
    (await Promise.all(scripts.map(({ body }) => body))).some((body) => body.includes(reactMarker));
  const recordScripts = (page: Page) => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      const body = response.text();
      // A script arriving after the check is read after the test has ended: its failed read is not the test's.
      body.catch(() => undefined);
      scripts.push({ url: response.url(), body });
    });
    return scripts;
  };

  for (const path of ["/it", "/en/airhelp-case", "/en/terms", "/fr/thank-you", "/fr/contact"]) {
    test(`${path} loads no React at all`, async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-ready", "");
      // Every script the page loads by itself, the late ones included: one still arriving after the check
      // would be read after the test has ended.
      await page.waitForLoadState("networkidle");
      expect(await loadsReact(scripts)).toBe(false);
      expect(await page.locator("astro-island").count()).toBe(0);
    });
  }

  test("/fr/contact loads no React once the visitor uses the form either: its script is the page's own", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto("/fr/contact");
    await expect(page.locator("html")).toHaveAttribute("data-ready", "");
    const copy = contactCopy("fr");
    await page.getByRole("textbox", { name: copy.fields.fullName.label }).fill("A");
    await page.getByRole("button", { name: copy.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: copy.validation.fullNameMin })).toBeVisible();
    // What the first interaction loads: the field vitals library (consent is not asked of this US visitor).
    await expect.poll(() => scripts.some(({ url }) => url.includes("field-vitals-beacon"))).toBe(true);
    expect(await loadsReact(scripts)).toBe(false);
  });
});
