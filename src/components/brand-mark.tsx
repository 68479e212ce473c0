import outlines from "~/assets/fonts/instrument-serif-monogram-outlines.json";
import type { SiteConfig } from "~/config/site";

/** The first letter or figure of the brand's name, as a capital: «étoile» relations → É. */
export function monogramLetter(name: string): string {
  return (/[\p{L}\p{N}]/u.exec(name)?.[0] ?? "").toLocaleUpperCase();
}

/** The side of the mark's square in CSS pixels, beside the name set in text-lg. */
export const MARK_SIZE = 28;

/**
 * The name's first letter as the display face draws it, an outline in the mark's square
 * (scripts/fonts/subset-display.ts, `npm run fonts`). A letter the face has no outline for stops the build.
 */
export function monogramOutline(name: string): string {
  const letter = monogramLetter(name);
  const outline = (outlines as Record<string, string | undefined>)[letter];
  if (outline) return outline;
  throw new Error(
    `src/content/brand/brand.json: name: the display face has no "${letter}" to draw the mark with; upload the agency's mark in the editor ("Brand facts", logoMark)`,
  );
}

/**
 * The agency's mark as the header and the footer show it: the uploaded one in a box of its size, or, until
 * there is one, the name's first letter on a faint tile, so a rebrand changes it with the name. The letter
 * is drawn inline (no request), the display face's outline rather than text: the same drawing on every
 * page, where a Chinese page would set a letter in its system face. Hidden from assistive technology: the
 * link is named by the name beside it.
 */
export function BrandMark({ brand }: { brand: Pick<SiteConfig, "name" | "logoMark"> }) {
  if (brand.logoMark) {
    return <img src={brand.logoMark} width={MARK_SIZE} height={MARK_SIZE} alt="" className="size-7 shrink-0 object-contain" />;
  }
  return (
    <svg
      aria-hidden="true"
      data-monogram={monogramLetter(brand.name)}
      viewBox={`0 0 ${MARK_SIZE} ${MARK_SIZE}`}
      width={MARK_SIZE}
      height={MARK_SIZE}
      className="size-7 shrink-0 rounded bg-current/15"
    >
      <path d={monogramOutline(brand.name)} fill="currentColor" />
    </svg>
  );
}
