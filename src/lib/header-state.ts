/** Spec, section 9: the header turns solid past 90 % of the viewport height. */
export const SOLID_AFTER_VIEWPORT_SHARE = 0.9;

/**
 * The band at the top of the viewport the header covers (it is 64 px high; the band is at least that on
 * a phone or laptop held upright). The contact section counts as "in view" for the header (spec, section
 * 2) once it reaches this band: while it only shows lower down, a transparent header would put its white
 * logo and links over the white section above it.
 */
export const HEADER_BAND_MARGIN = "0px 0px -90% 0px";

/** Transparent over the hero and over the (dark) contact section; solid everywhere else. */
export function headerIsSolid(scrollY: number, viewportHeight: number, contactInView: boolean): boolean {
  return scrollY > viewportHeight * SOLID_AFTER_VIEWPORT_SHARE && !contactInView;
}
