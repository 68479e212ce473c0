/**
 * The rules of the brand facts that the editor's fields check as you type too (./editor.ts), with the
 * same words. Apart from ./schema.ts, whose content collection the editor in the browser cannot load.
 */

/** The photo formats the build turns into AVIF and WebP (src/render/photos.ts: those Astro's image service reads). */
export const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif", "tiff"] as const;

/**
 * The agency's mark as the editor stores it (public/images/brand/), in a format a browser tab shows too.
 * Square: it stands in a square beside the name and is the tab's icon.
 */
export const LOGO_MARK = {
  regex: /^\/images\/brand\/[\w.-]+\.(?:svg|png|webp|avif)$/,
  message: "the mark's picture under public/images/brand/: an SVG, PNG, WebP or AVIF (upload it in the editor)",
};

/**
 * The tones of a founder's portrait while it has no photo, its initials set on it: the site's inks
 * (docs/design-brief.md, "Colour"), not a pastel avatar's. Whole Tailwind classes, each with the name
 * the editor shows: Tailwind finds them written here, which it would not if the editor let anyone type a class.
 */
export const FOUNDER_TONES = {
  "from-brand-900 to-brand-800": "Ink navy",
  "from-brand-800 to-brand-700": "Press blue",
  "from-slate-900 to-slate-700": "Charcoal",
} as const;

export const FOUNDER_GRADIENTS = Object.keys(FOUNDER_TONES) as [keyof typeof FOUNDER_TONES, ...(keyof typeof FOUNDER_TONES)[]];

export const BRAND_PATTERNS = {
  origin: {
    regex: /^https:\/\/[^/\s]+$/,
    message: "the site's address with https and nothing after the domain, not even a slash, e.g. https://www.agency.com",
  },
  email: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: "an e-mail address, e.g. hello@agency.com" },
  initials: { regex: /^\p{Lu}{1,3}$/u, message: "one to three capital letters, e.g. MR" },
  countryCode: { regex: /^[A-Z]{2}$/, message: "the country's two-letter code in capitals, e.g. IT, MT, HK" },
};

export const PROFILE_EXAMPLE = "https://www.linkedin.com/in/maria-rossi";
export const COMPANY_PAGE_EXAMPLE = "https://www.linkedin.com/company/agency";

/** A web address that must be https, and an example of one for the message. */
export const httpsAddress = (example: string) => ({ regex: /^https:\/\/\S+$/, message: `an https address, e.g. ${example}` });
