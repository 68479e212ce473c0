/** A JSON-LD block (schema.org), built by src/render/structured-data.ts and written into the head. */
export type JsonLd = Record<string, unknown>;

/**
 * The head tags a page's builders return (src/render/seo.ts, structured-data.ts), in the shape those
 * builders already use: a title, a named or Open Graph meta tag, a link, or a JSON-LD block.
 */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string }
  | { "script:ld+json": JsonLd };
