import { site } from "~/config/site";
import type { HomeContent } from "~/content/home/schema";
import type { Language } from "~/i18n/languages";
import { ui } from "~/i18n/ui";
import type { SocialImage } from "./seo";

/**
 * The share image of each language (Open Graph and Twitter cards): drawn at build time by
 * scripts/og-images/generate.ts into dist/client/og/, from the brand facts (src/content/brand/brand.json) and the
 * home page's own words, so a rebrand or a new headline changes the image with the next build. Without
 * Astro's content here, so that the script and the Express server can use it: the caller hands over the
 * home page's hero (./page-social-image.ts in the page shells, src/content/home/files.ts in the script).
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

/** The hero's words an image shows. */
export type SocialCardHero = Pick<HomeContent["hero"], "eyebrow" | "headlineDesktop">;

export function socialCardText({ eyebrow, headlineDesktop }: SocialCardHero): SocialCardText {
  return { brand: site.name, kicker: eyebrow, tagline: headlineDesktop, host: new URL(site.origin).host };
}

/** For a page's meta tags, built on the server, so the home copy it reads stays there. */
export function socialImage(lang: Language, hero: SocialCardHero): SocialImage {
  const { brand, tagline } = socialCardText(hero);
  return { path: socialImagePath(lang), ...SOCIAL_IMAGE_SIZE, alt: ui(lang).t("pages.socialImageAlt", { brand, tagline }) };
}
