import { existsSync } from "node:fs";
import { markdownToHtml, type MarkdownToHtmlResult } from "satteri";
import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { legalSlugs } from "~/lib/pages";
import { legalPagePlugins } from "./legal-markdown";

const fileURL = new URL("file:///site/src/content/legal/fr/terms.md");

/** A legal page's HTML as the build makes it, from its body and frontmatter. */
function render(body: string, frontmatter: Record<string, unknown> = {}) {
  const data = { astro: { frontmatter: { ...frontmatter } } };
  // The plugins are synchronous, and so is the result.
  const { html } = markdownToHtml(body, { hastPlugins: [legalPagePlugins], features: { headingAttributes: true }, fileURL, data }) as MarkdownToHtmlResult;
  return { html, sections: data.astro.frontmatter };
}

describe("a legal page's Markdown", () => {
  it("makes each heading a numbered section with its anchor, and fills in the brand facts", () => {
    const { html, sections } = render("## Droit applicable {#law}\n\nÉcrivez à {{email}}.\n\n- un\n");
    expect(html).toContain('<section id="law" aria-labelledby="law-title"');
    expect(html).toMatch(/<h2 id="law-title" class="[^"]*"><span class="[^"]*">1\. <\/span>Droit applicable<\/h2>/);
    expect(html).not.toContain("<svg");
    expect(html).toContain('<ul class="list-disc space-y-1 pl-6">');
    expect(html).not.toContain("{{email}}");
    expect(sections).toMatchObject({ sections: [{ id: "law", title: "Droit applicable" }] });
  });

  it("places the tables and the cookie-settings button where their lines stand", () => {
    const table = { caption: "Cookies", columns: ["Cookie", "Durée"], rows: [["_ga_<id>", "26 mois"]] };
    const { html } = render("## Droit {#law}\n\n{{table}}\n\n{{cookieSettingsButton}}\n", { tables: [table] });
    expect(html).toContain('<ul aria-label="Cookies"');
    expect(html).toContain('<caption class="sr-only">Cookies</caption>');
    expect(html).toContain("_ga_&lt;id&gt;");
    expect(html).toContain('href="/fr/cookiepolicy#manage-cookies" data-open-cookie-settings="true"');
  });

  it.each([
    ["## Droit\n\nTexte.\n", "src/content/legal/fr/terms.md: the section “## Droit” has no anchor: end its heading with one in braces, e.g. {#section-name}"],
    ["## Droit {#Droit}\n", "src/content/legal/fr/terms.md: {#Droit}: a section's anchor, in lower case with hyphens (cookie-list)"],
    ["## Droit {#law}\n\n## Loi {#law}\n", "src/content/legal/fr/terms.md: two sections have the anchor {#law}: each needs its own"],
    [
      "## Droit {#law}\n\n| a | b |\n| - | - |\n| 1 | 2 |\n",
      "src/content/legal/fr/terms.md: a table goes in the page's tables, and {{table}} on a line of its own where it appears",
    ],
    ["## Droit {#law}\n\n{{table}}\n", "src/content/legal/fr/terms.md: there are more {{table}} lines than tables (0)"],
    ["## Droit {#law}\n\nÉcrivez à {{mail}}.\n", "src/content/legal/fr/terms.md: unknown fact {{mail}}"],
  ])("stops the build on %j, naming the file", (body, message) => {
    expect(() => render(body)).toThrow(message);
  });

  it("exists in every language", () => {
    const missing = languages.flatMap((lang) => legalSlugs.map((slug) => `src/content/legal/${lang}/${slug}.md`)).filter((file) => !existsSync(file));
    expect(missing).toEqual([]);
  });
});
