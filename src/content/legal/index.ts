import { getEntry, render } from "astro:content";
import { withBrandFactsThroughout } from "~/content/brand-facts";
import type { Language } from "~/i18n/languages";
import type { LegalRenderData, LegalSlug } from "./format";
import type { LegalFrontmatter } from "./schema";

/**
 * A legal page in one language: its frontmatter with the brand facts filled in, its text as a component
 * (render() of src/content/legal/<lang>/<slug>.md) and its sections for the table of contents.
 */
export async function legalPage(slug: LegalSlug, lang: Language) {
  const entry = await getEntry("legal", `${lang}/${slug}`);
  // Astro builds without a file that is not there: a missing translation is this build error instead.
  if (!entry) throw new Error(`src/content/legal/${lang}/${slug}.md is missing`);
  const { Content, remarkPluginFrontmatter } = await render(entry);
  const { sections } = remarkPluginFrontmatter as LegalRenderData;
  const document: LegalFrontmatter = withBrandFactsThroughout(entry.data, lang, `src/content/legal/${lang}/${slug}.md`);
  return { document, Content, sections };
}
