import { cn } from "~/lib/utils";
import { SiteImage } from "./site-image";

/** What every logo of src/content/logos/logos.json has: the company's name and its picture. */
export interface CompanyLogoEntry {
  name: string;
  image: string;
  width: number;
  height: number;
}

const sizes = {
  /** A row of small wordmarks, as a newspaper lists its sources (the proof strip). */
  strip: { box: "w-32", picture: "h-8 grayscale", fallback: "min-h-8" },
  /**
   * A logo on its own card (the clients carousel), in one ink as the strip's: brands redrawn in their own
   * colours read as a sticker album, and the same row in one ink as a list of names vouching for us.
   */
  card: { box: "w-full max-w-48", picture: "h-16 grayscale", fallback: "h-16" },
};

/**
 * A client's or a press outlet's logo, wherever the home page shows one. Its text alternative is the
 * company's name, in every language: the name is what a wordmark says. When the picture fails
 * (src/browser/images.ts swaps in the fallback), it shows that name and the page's "logo not available"
 * (spec, section 8: "outlet name and 'Logo non disponibile'"). With `link`, the logo opens that page in a
 * new tab: a press outlet's article, for anyone to check that the outlet wrote about us.
 */
export function CompanyLogo({
  logo: { name, image, width, height },
  unavailable,
  size,
  link,
}: {
  logo: CompanyLogoEntry;
  /** The page's words for a logo that did not load (src/content/home/<lang>.yaml, logoUnavailable). */
  unavailable: string;
  size: keyof typeof sizes;
  link?: string;
}) {
  const { box, picture, fallback } = sizes[size];
  const shown = (
    <SiteImage
      src={image}
      alt={name}
      width={width}
      height={height}
      className={box}
      imageClassName={cn("object-contain", picture)}
      fallback={
        <span role="img" aria-label={name} className={cn("flex flex-col items-center justify-center text-center leading-tight", fallback)} data-logo-fallback>
          <span className="text-sm font-semibold text-slate-800">{name}</span>
          <span className="text-xs text-slate-600">{unavailable}</span>
        </span>
      }
    />
  );
  if (!link) return shown;
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className="block rounded focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      {shown}
    </a>
  );
}
