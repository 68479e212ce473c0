import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { allPagePaths } from "../../src/lib/pages";

const pages = [...allPagePaths().map((entry) => entry.path), "/en/no-such-page", "/it/nessuna-pagina"];

for (const width of [390, 1280]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of pages) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      });
    }
  });
}
