import type { Page } from "@playwright/test";
import { Menu, X } from "lucide";
import { drawnIcon, expect, test } from "./fixtures";
import { legalDocument } from "~/content/legal/document";
import { readCaseSlugs } from "~/content/cases/files";
import { uiMessages } from "~/content/messages";
import { site } from "~/config/site";
import { languages } from "~/i18n/languages";
import { allPagePaths, pagePath, type PageId } from "~/lib/pages";

/** When the page began to fetch `path` ahead (its own clock), one entry per fetch. */
const fetchesAhead = (page: Page, path: string) =>
  page.evaluate(
    (wanted) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname === wanted)
        .map((entry) => entry.startTime),
    path,
  );

/**
 * Whether the page just opened came from what the browser fetched ahead rather than from a new request:
 * activated from a prerender, delivered from a speculation rule's prefetch (Chromium falls back to it
 * when it cannot prerender, as under DevTools), or taken from the HTTP cache (`<link rel=prefetch>`,
 * other browsers). Each of those reads as such in the page's navigation entry.
 */
const openedFromWhatWasFetchedAhead = (page: Page) =>
  page.evaluate(() => {
    const opened = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { activationStart: number; deliveryType?: string };
    return opened.activationStart > 0 || opened.deliveryType === "navigational-prefetch" || opened.transferSize === 0;
  });

test.describe("language switcher", () => {
  test("keeps query and hash and replaces the history entry", async ({ page }) => {
    await page.goto("/en");
    await page.goto("/en/terms?utm_source=mail#governing-law");
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/terms\?utm_source=mail#governing-law$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.goBack();
    await expect(page).toHaveURL(/\/en$/);
  });

  test("fetches a language ahead once the pointer rests on it, and the switch opens it without asking for it again", async ({ page }) => {
    await page.goto("/en/terms");
    const french = page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "FR, Français" });
    const hoveredAt = await page.evaluate(() => performance.now());
    await french.hover();
    await expect.poll(() => fetchesAhead(page, "/fr/terms")).toHaveLength(1);
    expect((await fetchesAhead(page, "/fr/terms"))[0]).toBeGreaterThan(hoveredAt);
    expect(await fetchesAhead(page, "/it/terms")).toEqual([]);
    await french.click();
    await expect(page).toHaveURL(/\/fr\/terms$/);
    expect(await openedFromWhatWasFetchedAhead(page)).toBe(true);
  });

  test("offers the four languages and maps the contact slug", async ({ page }) => {
    await page.goto("/it/contattaci");
    const switcher = page.getByRole("navigation", { name: "Lingua" });
    await expect(switcher.getByRole("link")).toHaveCount(4);
    await switcher.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
  });
});

test.describe("footer", () => {
  test("hides the Malta office in Italian only", async ({ page }) => {
    await page.goto("/it/terms");
    await expect(page.getByRole("contentinfo")).toContainText(site.offices.milan.street);
    await expect(page.getByRole("contentinfo")).not.toContainText(site.offices.malta.street);
    await page.goto("/en/terms");
    await expect(page.getByRole("contentinfo")).toContainText(site.offices.malta.street);
  });

  test("copies the e-mail address with a localized toast", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/it/privacypolicy");
    await page.getByRole("contentinfo").getByRole("button", { name: site.email }).click();
    await expect(page.getByText("Email copiata!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.email);
  });

  /**
   * The pages where the contact form is, or has just been sent: a call to it would send the visitor nowhere
   * new; the cases, which end on a call of their own ("Want results like these?") right above the footer;
   * and the home page, whose contact section makes that call a screen above it (two calls one after the
   * other, with the FAQ between, read as a template's).
   */
  const caseSlugs = readCaseSlugs();
  const pagesWithoutClosingCall: readonly PageId[] = ["home", "contact", "thank-you", ...caseSlugs];

  for (const lang of languages) {
    test(`every ${lang} page's footer opens with the closing line and a link to the contact form, but where the form is or was just sent, on the cases and on home, which end on their own`, async ({
      page,
    }) => {
      const { footer: words } = uiMessages(lang);
      const contactPath = pagePath("contact", lang);
      for (const { page: pageId, path } of allPagePaths(caseSlugs).filter((entry) => entry.lang === lang)) {
        await page.goto(path);
        const footer = page.getByRole("contentinfo");
        const closingLine = footer.getByRole("heading", { level: 2, name: words.closingTitle, exact: true });
        const callToForm = footer.locator(`a[href="${contactPath}"]`);
        // Every page's footer has the same contact column: the company page under its heading, the address to write to under it.
        const contactColumn = footer.locator("[data-footer-contact]");
        await expect(contactColumn.getByRole("heading", { name: words.contactHeading }), path).toBeVisible();
        await expect(contactColumn.getByRole("button", { name: site.email }), path).toBeVisible();
        await expect(footer.getByRole("button", { name: site.email }), path).toHaveCount(1);
        // Under the logo, what the agency is.
        await expect(footer.getByText(uiMessages(lang).common.brandTagline, { exact: true }), path).toBeVisible();
        if (pagesWithoutClosingCall.includes(pageId)) {
          await expect(closingLine, path).toHaveCount(0);
          await expect(callToForm, path).toHaveCount(0);
          continue;
        }
        // The footer's first heading: the page ends on it, before the offices and the legal links.
        await expect(footer.getByRole("heading").first(), path).toHaveText(words.closingTitle);
        await expect(footer.getByText(words.closingText, { exact: true }), path).toBeVisible();
        await expect(footer.getByRole("link", { name: words.closingAction, exact: true }), path).toHaveAttribute("href", contactPath);
      }
      // A legal page, where the spec shows no floating bar that could slide away over the footer.
      await page.goto(pagePath("privacypolicy", lang));
      const closingAction = page.getByRole("contentinfo").getByRole("link", { name: words.closingAction, exact: true });
      await closingAction.click();
      await expect(page).toHaveURL(contactPath);
      await expect(page.locator("form[data-contact-form]")).toBeVisible();
    });
  }

  test("back to top returns to the top of the page", async ({ page }) => {
    await page.goto("/en/privacypolicy");
    await page.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("header on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens, offers the nav items and closes after a click", async ({ page }) => {
    await page.goto("/fr/terms");
    const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Services" })).toBeVisible();
    await expect(menu.getByRole("link", { name: /Contact/ })).toHaveAttribute("target", "_blank");
    await menu.getByRole("link", { name: "À propos" }).click();
    await expect(page).toHaveURL(/\/fr#about$/);
    await expect(menu).toBeHidden();
  });

  test("the menu button shows a cross while the menu is open, and a tap on it closes the menu", async ({ page }) => {
    await page.goto("/it/privacypolicy");
    const toggle = page.locator("[popovertarget='mobile-menu']");
    await expect(toggle).toHaveAccessibleName("Apri il menu");
    await expect(drawnIcon(toggle, Menu)).toBeVisible();
    await expect(drawnIcon(toggle, X)).toBeHidden();
    await toggle.click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expect(toggle).toHaveAccessibleName("Chiudi il menu");
    await expect(drawnIcon(toggle, X)).toBeVisible();
    await expect(drawnIcon(toggle, Menu)).toBeHidden();
    await toggle.click();
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(drawnIcon(toggle, Menu)).toBeVisible();
  });

  test("copying the e-mail from the header leaves the header in reach: the toast shows below it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/it/terms");
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Copia l’indirizzo e-mail" }).click();
    const toast = page.locator("[data-toast]").filter({ hasText: "Email copiata!" });
    await expect(toast).toBeVisible();
    const headerBox = await header.boundingBox();
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    // While the toast shows, the menu still takes a tap.
    await header.getByRole("button", { name: "Apri il menu" }).click({ timeout: 1000 });
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expect(toast).toBeVisible();
  });

  test("the menu fetches the other languages ahead once it shows them, and the switch takes the page from the cache", async ({ page }) => {
    // A finger gives no hover: opening the menu is the sign a language may be next.
    await page.goto("/fr/terms");
    const openedAt = await page.evaluate(() => performance.now());
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    for (const path of ["/it/terms", "/en/terms", "/zh/terms"]) {
      await expect.poll(() => fetchesAhead(page, path)).toHaveLength(1);
      expect((await fetchesAhead(page, path))[0]).toBeGreaterThan(openedAt);
    }
    await page.locator("#mobile-menu").getByRole("link", { name: "EN, English" }).click();
    await expect(page).toHaveURL(/\/en\/terms$/);
    expect(await openedFromWhatWasFetchedAhead(page)).toBe(true);
  });
});

test.describe("in high-contrast mode (forced colours)", () => {
  test("filled buttons keep an edge, and the current language stays marked", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto("/fr");
    // The system draws borders, not backgrounds: a filled button needs a border of its own to show.
    const edge = (name: string) =>
      page
        .getByRole("link", { name, exact: true })
        .first()
        .evaluate((button) => {
          const style = getComputedStyle(button);
          return [style.borderTopStyle, style.borderTopWidth];
        });
    expect(await edge("Réserver une consultation gratuite")).toEqual(["solid", "1px"]);
    const current = page.getByRole("navigation", { name: "Langue" }).first().locator("[aria-current=true]");
    expect(await current.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe("underline");
  });
});

test.describe("legal pages", () => {
  test("are in the page's language, name the English text as the reference and lead back to the business cases", async ({ page }) => {
    await page.goto("/zh/cookiepolicy");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legalDocument("cookiepolicy", "zh").title);
    await expect(page.getByText("最后更新：2026年11月")).toBeVisible();
    await expect(page.locator("article [lang=en]")).toHaveCount(0);
    await expect(page.getByText("如有出入，以英文版本为准")).toBeVisible();
    const englishVersion = page.getByRole("link", { name: "阅读英文版本" });
    await expect(englishVersion).toHaveAttribute("href", "/en/cookiepolicy");
    await page.getByRole("link", { name: "返回首页" }).click();
    await expect(page).toHaveURL(/\/zh#i-nostri-business-case$/);
    await expect(page.locator("#i-nostri-business-case h2")).toBeInViewport();
  });

  test("list the cookies as cards on a phone, each value under its column's name, and as a table on a desktop", async ({ page }) => {
    const table = legalDocument("cookiepolicy", "fr")
      .sections.flatMap((section) => section.content)
      .find((block) => block.kind === "table");
    if (table?.kind !== "table") throw new Error("the French cookie policy has no table");
    const [title = "", category = "", purpose = ""] = table.rows[5] ?? [];

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/fr/cookiepolicy");
    await expect(page.getByRole("table")).toBeHidden();
    const card = page.getByRole("list", { name: table.caption }).getByRole("listitem").filter({ hasText: title });
    await expect(card.getByRole("term")).toHaveText(table.head.slice(1));
    await expect(card.getByRole("definition").first()).toHaveText(category);
    const purposeText = card.getByRole("definition").filter({ hasText: purpose });
    await purposeText.scrollIntoViewIfNeeded();
    await expect(purposeText).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("list", { name: table.caption })).toBeHidden();
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveText(table.head);
    await expect(page.getByRole("table").getByRole("rowheader")).toHaveText(table.rows.map((row) => row[0] ?? ""));
  });

  test("have numbered sections with anchors", async ({ page }) => {
    await page.goto("/en/privacypolicy");
    const headings = page.locator("article section h2");
    expect(await headings.count()).toBeGreaterThanOrEqual(8);
    await expect(headings.first()).toHaveText(/^1\. /);
  });
});

test.describe("thank-you page", () => {
  test("confirms the message and leads home", async ({ page }) => {
    await page.goto("/it/thank-you");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Messaggio inviato");
    await page.getByRole("main").getByRole("link", { name: "Torna alla home" }).click();
    await expect(page).toHaveURL(/\/it$/);
  });
});
