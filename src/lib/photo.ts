/**
 * A raster photo from src/assets/photos/, turned into AVIF and WebP at several widths by the build
 * (src/render/photos.ts, with Astro's image service): what a `<picture>` needs to let the browser pick the smallest file that is sharp
 * enough, and the intrinsic size that reserves its box before it arrives.
 */
export interface Photo {
  /** The original's size after EXIF rotation, in pixels: the img's width and height attributes. */
  width: number;
  height: number;
  /** The largest WebP, for a browser that cannot choose from the sources. */
  src: string;
  /** Best format first (AVIF, then WebP): a browser takes the first whose type it supports. */
  sources: PhotoSource[];
}

export interface PhotoSource {
  type: "image/avif" | "image/webp";
  /** `url 320w, url 640w, …`, smallest first. */
  srcSet: string;
}

/** A path or URL (SVG wordmarks, stored overrides) for a plain img, or a photo for a picture. */
export type ImageSource = string | Photo;

/**
 * From a phone's small avatar to a full-width picture on a large screen at 1x; more steps would add
 * files and build time for savings of a few kilobytes.
 */
export const PHOTO_WIDTHS = [160, 320, 640, 960, 1280, 1920] as const;

/** The widths to make of an original `width` pixels wide: never wider than it, and at least one. */
export function photoWidths(width: number): number[] {
  const largest = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!);
  return [...PHOTO_WIDTHS.filter((candidate) => candidate < largest), largest];
}
