import { site } from "~/config/site";
import { homeCopy } from "~/content/home";
import type { Language } from "~/i18n/languages";
import { ui } from "~/i18n/ui";
import type { SocialImage } from "./seo";

/**
 * The share image of each language (Open Graph and Twitter cards): drawn at build time by
 * scripts/og-images/generate.ts into dist/client/og/, from the brand facts (src/content/brand/brand.json) and the
 * home page's own words, so a rebrand or a new headline changes the image with the next build.
 */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The folder under dist/client, and the URL prefix, of the images. */
export const SOCIAL_IMAGE_DIR = "og";

export function socialImagePath(lang: Language): string {
  return `/${SOCIAL_IMAGE_DIR}/${lang}.png`;
}

/** The words an image shows. */
export interface SocialCardText {
  brand: string;
  /** The hero's eyebrow: what the agency is and where. */
  kicker: string;
  /** The hero's headline, the agency's promise. */
  tagline: string;
  /** The site's host, so a shared card says where it leads. */
  host: string;
}

export function socialCardText(lang: Language): SocialCardText {
  const { eyebrow, headlineDesktop } = homeCopy(lang).hero;
  return { brand: site.name, kicker: eyebrow, tagline: headlineDesktop, host: new URL(site.origin).host };
}

/** For a page's meta tags; called by the page shells, so the home copy it reads stays on the server. */
export function socialImage(lang: Language): SocialImage {
  const { brand, tagline } = socialCardText(lang);
  return { path: socialImagePath(lang), ...SOCIAL_IMAGE_SIZE, alt: ui(lang).t("pages.socialImageAlt", { brand, tagline }) };
}
