import { expect, test } from "./fixtures";
import { allPagePaths } from "../../src/lib/pages";

test.use({ javaScriptEnabled: false });

test.describe("without JavaScript", () => {
  for (const { path } of allPagePaths()) {
    test(`${path} shows its heading and the shell`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("the language links work", async ({ page }) => {
    await page.goto("/en/terms");
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Italiano" }).click();
    await expect(page).toHaveURL(/\/it\/terms$/);
  });
});
