import { expect, test } from "./fixtures";
import { axeViolations } from "./axe";
import { allPagePaths } from "../../src/lib/pages";

const pages = [...allPagePaths().map((entry) => entry.path), "/en/no-such-page", "/it/nessuna-pagina"];

for (const path of pages) {
  test(`${path} has no axe violations on a phone or a desktop`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    expect(await axeViolations(page), "at 390 px").toEqual([]);
    // The same page widened: the layout, the header and the menu change; the page's scripts stay loaded.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page), "at 1280 px").toEqual([]);
  });
}
