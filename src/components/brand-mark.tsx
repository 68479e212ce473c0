import type { SiteConfig } from "~/config/site";

/** The first letter or figure of the brand's name, as a capital: «étoile» relations → É. */
export function monogramLetter(name: string): string {
  return (/[\p{L}\p{N}]/u.exec(name)?.[0] ?? "").toLocaleUpperCase();
}

/** The side of the mark's square in CSS pixels, beside the name set in text-lg. */
export const MARK_SIZE = 28;

/**
 * The agency's mark as the header and the footer show it: the uploaded one in a box of its size, or, until
 * there is one, the name's first letter on a faint tile, so a rebrand changes it with the name. The letter
 * is drawn inline (no request) in the display face, as the headings are (Chinese pages: their system face,
 * bold), and as generated content: the link is named by the name beside it, which a stray letter in its
 * text would contradict.
 */
export function BrandMark({ brand }: { brand: Pick<SiteConfig, "name" | "logoMark"> }) {
  if (brand.logoMark) {
    return <img src={brand.logoMark} width={MARK_SIZE} height={MARK_SIZE} alt="" className="size-7 shrink-0 object-contain" />;
  }
  return (
    <span
      aria-hidden="true"
      data-monogram={monogramLetter(brand.name)}
      className="grid size-7 shrink-0 place-items-center rounded bg-current/15 font-display text-2xl leading-none font-normal before:content-[attr(data-monogram)] zh:text-lg zh:font-bold"
    />
  );
}
