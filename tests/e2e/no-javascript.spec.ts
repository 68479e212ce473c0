import { X } from "lucide";
import { drawnIcon, expect, test } from "./fixtures";
import { readCaseSlugs } from "~/content/cases/files";
import { allPagePaths } from "~/lib/pages";

test.use({ javaScriptEnabled: false });

test.describe("without JavaScript", () => {
  for (const { path } of allPagePaths(readCaseSlugs())) {
    test(`${path} shows its heading and the shell`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("the phone menu opens and leads to a home section", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/fr/terms");
    const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Services" })).toBeVisible();
    // The button shows a cross while the menu is open: CSS alone.
    await expect(drawnIcon(toggle, X)).toBeVisible();
    await menu.getByRole("link", { name: "À propos" }).click();
    await expect(page).toHaveURL(/\/fr#about$/);
    await expect(page.locator("#about h2")).toBeInViewport();
  });

  test("the language links work", async ({ page }) => {
    await page.goto("/en/terms");
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Italiano" }).click();
    await expect(page).toHaveURL(/\/it\/terms$/);
  });
});
