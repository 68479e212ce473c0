import { expect, test } from "./fixtures";
import { readCaseSlugs } from "~/content/cases/files";
import { allPagePaths } from "~/lib/pages";

const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

test.describe("route table", () => {
  for (const { path, lang } of allPagePaths(readCaseSlugs())) {
    test(`${path} answers 200 in ${lang}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      // Prerendered or rendered per request (the contact pages), the encoding is never left to a browser's guess.
      expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
      expect(htmlLang(await response.text())).toBe(lang);
    });
  }

  test("serves a page with a trailing slash without redirecting", async ({ request }) => {
    const response = await request.get("/en/", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
});

test.describe("redirects", () => {
  const cases: { from: string; to: string; status: number; acceptLanguage?: string }[] = [
    { from: "/", to: "/it", status: 302 },
    // An ad's click id and a campaign's parameters on a link to the bare domain reach the page.
    { from: "/?gclid=abc123&utm_source=newsletter", to: "/it?gclid=abc123&utm_source=newsletter", status: 302 },
    { from: "/EN?lang=fr", to: "/en?lang=fr", status: 301 },
    { from: "/en?lang=fr", to: "/fr", status: 302 },
    { from: "/en/terms?lang=zh&utm_source=mail", to: "/zh/terms?utm_source=mail", status: 302 },
    { from: "/?lang=en", to: "/en", status: 302 },
    { from: "/it/contattaci?lang=fr", to: "/fr/contact", status: 302 },
    { from: "/airhelp-case", to: "/fr/airhelp-case", status: 302, acceptLanguage: "fr-CH,fr;q=0.9,en;q=0.8" },
    { from: "/terms", to: "/en/terms", status: 302, acceptLanguage: "de-DE,de;q=0.9" },
    { from: "/contact", to: "/it/contattaci", status: 302, acceptLanguage: "it-IT,it;q=0.9" },
    { from: "/contattaci", to: "/zh/contact", status: 302, acceptLanguage: "zh-CN" },
    { from: "/thank-you", to: "/en/thank-you", status: 302 },
    { from: "/it/contact", to: "/it/contattaci", status: 301 },
    { from: "/fr/contattaci", to: "/fr/contact", status: 301 },
    // A page's address in capitals, as typed or printed.
    { from: "/FR", to: "/fr", status: 301 },
    { from: "/fr/Contact?utm_source=print", to: "/fr/contact?utm_source=print", status: 301 },
    { from: "/EN/AIRHELP-CASE", to: "/en/airhelp-case", status: 301 },
  ];
  for (const { from, to, status, acceptLanguage } of cases) {
    test(`${from} → ${to}${acceptLanguage ? ` (${acceptLanguage})` : ""}`, async ({ request }) => {
      const response = await request.get(from, {
        maxRedirects: 0,
        headers: { "accept-language": acceptLanguage ?? "" },
      });
      expect(response.status()).toBe(status);
      expect(new URL(response.headers().location!, "http://x").pathname + new URL(response.headers().location!, "http://x").search).toBe(to);
    });
  }

  test("a ?lang= the site does not have leaves the page as it is", async ({ request }) => {
    for (const path of ["/en/airhelp-case?lang=es", "/fr?lang=", "/it/terms?lang=xx"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });

  test("a browser asking for /en?lang=fr lands on the French home page", async ({ page }) => {
    await page.goto("/en?lang=fr");
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });
});

test.describe("404", () => {
  const cases = [
    { path: "/xx/foo", lang: "en", title: "Oops! Page not found" },
    { path: "/xx", lang: "en", title: "Oops! Page not found" },
    { path: "/en/foo", lang: "en", title: "Oops! Page not found" },
    { path: "/it/nessuna-pagina", lang: "it", title: "Ops! Pagina non trovata" },
    { path: "/fr/a/b/c", lang: "fr", title: "Oups ! Page introuvable" },
    { path: "/zh/contattaci/extra", lang: "zh", title: "哎呀！页面未找到" },
  ];
  for (const { path, lang, title } of cases) {
    test(`${path} is a localized 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect([response?.status(), response?.statusText()]).toEqual([404, "Not Found"]);
      expect(response?.headers()["content-type"]).toBe("text/html; charset=utf-8");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("main").getByRole("link")).toHaveAttribute("href", `/${lang}`);
    });
  }
});
