/**
 * A page's module scripts, fetched at low priority. They paint nothing and run once the document is
 * parsed, yet browsers fetch them at high priority beside the stylesheet, and Lighthouse counts a
 * high-priority script that ran before the first paint as blocking it (its first paint on the home page
 * came 0.6 s later in its phone simulation). Astro writes its script tags with no way to add an
 * attribute, so the HTML is rewritten: at build time for the prerendered pages (astro.config.ts), per
 * response for the pages rendered on request (src/middleware.ts).
 */
export function withLowPriorityScripts(html: string): string {
  return html.replaceAll('<script type="module" src="', '<script type="module" fetchpriority="low" src="');
}
