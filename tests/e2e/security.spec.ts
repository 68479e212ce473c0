import { expect, test } from "./fixtures";
import { testServers } from "./servers";

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  const entries = (policy ?? "")
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0]);
  return new Map(entries.map(([name, ...sources]) => [name!, sources]));
}

const pages = [
  { path: "/en", rendered: "at build time" },
  { path: "/fr/airhelp-case", rendered: "at build time" },
  { path: "/it/pagina-che-non-esiste", rendered: "per request" },
];

test.describe("security headers", () => {
  for (const { path, rendered } of pages) {
    test(`${path} (rendered ${rendered}) allows no inline script but the build's own, and asks for no powerful feature`, async ({ request }) => {
      const response = await request.get(path);
      const policy = directives(response.headers()["content-security-policy"]);
      const scripts = policy.get("script-src") ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
      expect(scripts.some((source) => source.startsWith("https://"))).toBe(false);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(response.headers()["permissions-policy"]).toContain("camera=()");
    });

    test(`${path} (rendered ${rendered}) allows the analytics hosts where their IDs are configured`, async ({ request }) => {
      const response = await request.get(`http://127.0.0.1:${testServers.analyticsPort}${path}`);
      const policy = directives(response.headers()["content-security-policy"]);
      expect(policy.get("script-src")).toEqual(expect.arrayContaining(["'self'", "https://www.googletagmanager.com", "https://www.clarity.ms"]));
      expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
      // Google Ads is configured there: its conversion pixel and remarketing frame are allowed too.
      expect(policy.get("img-src")).toEqual(expect.arrayContaining(["https://www.googleadservices.com"]));
      expect(policy.get("frame-src")).toEqual(expect.arrayContaining(["'self'", "https://td.doubleclick.net"]));
    });
  }

  test("nothing converts an image on demand: Astro's image endpoint answers 404", async ({ request }) => {
    const response = await request.get("/_image?href=/og/en.png&w=1200&f=avif&q=100");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"] ?? "").not.toMatch(/^image\//);
  });

  test("a page runs its scripts under its policy without a violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("data-ready", "");
    expect(violations).toEqual([]);
  });
});
