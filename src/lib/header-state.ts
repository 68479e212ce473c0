/** Spec, section 9: the header turns solid past 90 % of the viewport height. */
export const SOLID_AFTER_VIEWPORT_SHARE = 0.9;

/**
 * The band at the top of the viewport the header covers (it is 64 px high; the band is at least that on
 * a phone or laptop held upright). A section is behind the header once it reaches this band: the
 * contact section counts as "in view" for the header (spec, section 2) only then, since while it shows
 * lower down a transparent header would put its white logo and links over the white section above it.
 */
export const HEADER_BAND_MARGIN = "0px 0px -90% 0px";

/**
 * Transparent over the (dark) hero and contact section; solid everywhere else. Solid at 90 % of the
 * viewport height (spec, section 9; where the hero's scroll hint lands), or sooner once the section after
 * the hero reaches the header's band: the hero is 92 % of the viewport tall, so before 90 % the white
 * section after it passes behind the header, whose white logo and links would be lost on it.
 */
export function headerIsSolid(scrollY: number, viewportHeight: number, afterHeroBehind: boolean, contactBehind: boolean): boolean {
  return (scrollY >= viewportHeight * SOLID_AFTER_VIEWPORT_SHARE || afterHeroBehind) && !contactBehind;
}
